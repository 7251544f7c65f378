import type { Language } from '@yolcu/contract';

const locale = (lang: string) => (lang === 'tr' ? 'tr-TR' : 'en-GB');

/** A flight day as 02 shows it: `DD MMM, ddd` (e.g. 12 Sep, Fri). */
export function formatFlightDay(date: string, lang: Language | string): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  const day = new Intl.DateTimeFormat(locale(lang), { day: '2-digit', month: 'short', timeZone: 'UTC' }).format(d);
  const weekday = new Intl.DateTimeFormat(locale(lang), { weekday: 'short', timeZone: 'UTC' }).format(d);
  return `${day}, ${weekday}`;
}

/** Times arrive as HH:mm or HH:mm:ss; cards show HH:mm. */
export const hhmm = (time: string) => time.slice(0, 5);

/** Hours and minutes of a duration in minutes, for `checkout.duration` ({{h}} h {{m}} min). */
export const splitMinutes = (minutes: number) => ({ h: Math.floor(minutes / 60), m: String(Math.round(minutes % 60)).padStart(2, '0') });

/** DD/MM/YYYY, as 01 §3 shows a saved passenger's birth date. */
export const dmy = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '—');
