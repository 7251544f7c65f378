import type { Language } from '@yolcu/contract';
import dayjs from 'dayjs';
import tr from 'dayjs/locale/tr';
import { dateTimeFormat } from './intl-cache';

// dayjs's Turkish weekdays abbreviate Pazartesi and Cumartesi as "Pts" and "Cts"; Turkish readers
// know CLDR's "Pzt" and "Cmt" from their phones and from the rest of the app (tripDay below).
dayjs.locale({ ...tr, weekdaysShort: ['Paz', 'Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt'] }, undefined, true);

/**
 * Dates and times of bookings and searches are local to the airport or pick-up place, so they are
 * read as written (`2025-06-12`, `08:30:00`, `2025-06-12T10:30:00+03:00`), never moved into the
 * reader's time zone. Shared by My Tickets, the booking details and My Price Alerts.
 */
const datePart = (value: string) => value.slice(0, 10);

/** `DD MMM, ddd`, e.g. `12 Jun, Thu` (02 §2, flight tickets). */
export const shortDay = (date: string, lang: Language) => dayjs(datePart(date)).locale(lang).format('DD MMM, ddd');

/** `DD MMMM, dddd`, e.g. `12 June, Thursday` (02 §2, transfer tickets). */
export const longDay = (date: string, lang: Language) => dayjs(datePart(date)).locale(lang).format('DD MMMM, dddd');

/** `DD MMM YYYY, ddd` for a leg on the booking detail, where the year matters. */
export const legDay = (date: string, lang: Language) => dayjs(datePart(date)).locale(lang).format('DD MMM YYYY, ddd');

/**
 * `DD/MM/YYYY`, the way a passenger's birthday is shown everywhere (02 §3). A booking's detail
 * gives the year alone (03 §12: `1990`), which reads as the year; anything else unreadable as '-'.
 */
export function birthday(date: string | null | undefined): string {
  const value = (date ?? '').trim();
  if (/^\d{4}$/.test(value)) return value;
  const day = dayjs(datePart(value));
  return /^\d{4}-\d{2}-\d{2}/.test(value) && day.isValid() ? day.format('DD/MM/YYYY') : '-';
}

/** `HH:mm` from a time (`08:30:00`) or a date-time (`2025-06-12T08:30:00+03:00`). */
export function hhmm(value: string): string {
  const m = /(\d{2}):(\d{2})/.exec(value.length > 10 && /[T ]/.test(value[10] ?? '') ? value.slice(11) : value);
  return m ? `${m[1]}:${m[2]}` : value;
}

/** `DD MMMM YYYY, dddd`, e.g. `03 July 2031, Thursday`: a transfer's pick-up day on its detail. */
export const fullDay = (date: string, lang: Language) =>
  dayjs(datePart(date)).locale(lang).format('DD MMMM YYYY, dddd');

/** Minutes in an `hh:mm` span (`01:05` → 65), or null when it is not one. */
export function spanMinutes(value: string): number | null {
  const m = /^(\d{1,3}):(\d{2})$/.exec(value.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

const intlDay = (date: string, lang: Language, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', { ...options, timeZone: 'UTC' }).format(
    new Date(`${datePart(date)}T00:00:00Z`),
  );

/**
 * A search's day as the search form shows it: `7 Ara Pzt` / `Mon 7 Dec`. Intl's (CLDR) weekday
 * abbreviations, which Turkish readers know from their phones (Pzt, Cmt rather than dayjs's Pts, Cts).
 */
export const tripDay = (date: string, lang: Language) =>
  intlDay(date, lang, { day: 'numeric', month: 'short', weekday: 'short' });

/** Day and month only, `7 Ara` / `7 Dec`, where the weekday would crowd (page titles). */
export const dayMonth = (date: string, lang: Language) => intlDay(date, lang, { day: 'numeric', month: 'short' });
