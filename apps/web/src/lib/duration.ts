import { type TFunction, useTranslation } from './translate';

/**
 * A span of minutes as people say it, the one way every page writes a duration:
 * `1 sa 15 dk` / `1h 15m`, `2 sa` / `2h`, `55 dk` / `55 min`. No zero padding (`1h 5m`, not `1h 05m`).
 */
export function formatDuration(minutes: number, t: TFunction): string {
  const whole = Math.max(0, Math.round(minutes));
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  if (h === 0) return t('duration.m', { m });
  return m === 0 ? t('duration.h', { h }) : t('duration.hm', { h, m });
}

/** `formatDuration` bound to the reader's language, for components. */
export function useDuration(): (minutes: number) => string {
  const { t } = useTranslation();
  return (minutes) => formatDuration(minutes, t);
}
