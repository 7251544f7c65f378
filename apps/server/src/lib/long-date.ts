import type { Language } from '@yolcu/contract';

/**
 * One way to write a day per language, in every mail and document (issue 22 found three):
 * "7 Aralık 2026 Pazartesi" and "Monday, 7 December 2026"; with a time, ", 14:30" after it.
 */
const LOCALE: Record<Language, string> = { tr: 'tr-TR', en: 'en-GB' };
const dayIn = (timeZone: string) =>
  Object.fromEntries(
    Object.entries(LOCALE).map(([lang, locale]) => [
      lang,
      new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone }),
    ]),
  ) as Record<Language, Intl.DateTimeFormat>;
const wallDay = dayIn('UTC');
const istanbulDay = dayIn('Europe/Istanbul');
const istanbulClock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Istanbul',
});

/** A YYYY-MM-DD day, written out. */
export const longDate = (lang: Language, date: string) => wallDay[lang].format(new Date(`${date}T00:00:00Z`));

/**
 * A wall-clock day and HH:mm time as the traveller reads it on the spot: a flight's local departure,
 * a pick-up in Turkey. The time is not converted.
 */
export const longDateTime = (lang: Language, date: string, time: string) => `${longDate(lang, date)}, ${time}`;

/** An instant (a deadline), written in Turkish time whatever the server's zone. */
export const istanbulDateTime = (lang: Language, instant: number | Date) =>
  `${istanbulDay[lang].format(instant)}, ${istanbulClock.format(instant)}`;
