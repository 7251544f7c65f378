import { formatDurationWith } from '@yolcu/contract/messages';
import { type TFunction, useTranslation } from './translate';

/**
 * A span of minutes as people say it, the one way every page writes a duration:
 * `1 sa 15 dk` / `1h 15m`, `2 sa` / `2h`, `55 dk` / `55 min`. No zero padding (`1h 5m`, not `1h 05m`).
 * The rule is the contract's, which the server's documents write with too (issue 41).
 */
export function formatDuration(minutes: number, t: TFunction): string {
  return formatDurationWith(minutes, (key, values) => t(key, values));
}

/** `formatDuration` bound to the reader's language, for components. */
export function useDuration(): (minutes: number) => string {
  const { t } = useTranslation();
  return (minutes) => formatDuration(minutes, t);
}
