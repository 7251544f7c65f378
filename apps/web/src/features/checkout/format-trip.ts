import type { Language } from '@yolcu/contract';
import { dateTimeFormat } from '../../lib/intl-cache';

const locale = (lang: string) => (lang === 'tr' ? 'tr-TR' : 'en-GB');

/** A date (`YYYY-MM-DD`, or a date-time read as written) as `{day}, {weekday}` in the reader's language. */
function dayWithWeekday(
  date: string,
  lang: string,
  day: Intl.DateTimeFormatOptions,
  weekday: 'short' | 'long',
): string {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  const fmt = (options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(locale(lang), { ...options, timeZone: 'UTC' }).format(d);
  return `${fmt(day)}, ${fmt({ weekday })}`;
}

/** A flight day as 02 shows it: `DD MMM, ddd` (e.g. 12 Sep, Fri). */
export const formatFlightDay = (date: string, lang: Language | string) =>
  dayWithWeekday(date, lang, { day: '2-digit', month: 'short' }, 'short');

/** A transfer's pick-up day as 02 shows it: day, month, year and weekday (e.g. 03 July 2031, Thursday). */
export const formatLongDay = (date: string, lang: Language | string) =>
  dayWithWeekday(date, lang, { day: '2-digit', month: 'long', year: 'numeric' }, 'long');

/** Times arrive as HH:mm or HH:mm:ss; cards show HH:mm. */
export const hhmm = (time: string) => time.slice(0, 5);

/** Minutes in an `hh:mm` span (`01:05` → 65), or null when it is not one. */
export function spanMinutes(value: string): number | null {
  const m = /^(\d{1,3}):(\d{2})$/.exec(value.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** DD/MM/YYYY, as 01 §3 shows a saved passenger's birth date. */
export const dmy = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '—');
