import type { HolidayGroup, Language } from '@yolcu/contract';
import Holidays from 'date-holidays';
import { translate } from '../../lib/i18n.js';

const RELIGIOUS = /ramazan|kurban|arefe/i;
const COLORS = { official: '#d92d20', semester_break: '#2e90fa', religious: '#12b76a' } as const;
const DAY = 86_400_000;
const turkey = new Holidays('TR', { types: ['public'] });

/** `count` consecutive days from a YYYY-MM-DD date, computed in UTC so the server's zone never shifts them. */
function daysFrom(start: string, count: number): string[] {
  const t0 = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(t0 + i * DAY).toISOString().slice(0, 10));
}

/**
 * Turkey's mid-year school break: the two school weeks starting on the Monday that falls between
 * 19 and 25 January, as the Ministry of Education set it in 2023-2026.
 */
function semesterBreak(year: number): string[] {
  for (let day = 19; day <= 25; day++) {
    const date = new Date(Date.UTC(year, 0, day));
    if (date.getUTCDay() === 1) {
      return daysFrom(date.toISOString().slice(0, 10), 12).filter(
        (d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()),
      );
    }
  }
  return [];
}

/** The three groups of 01 §3 for any year: official holidays, semester break, religious holidays. */
export function holidaysOf(year: number, lang: Language): HolidayGroup[] {
  const official = new Set<string>();
  const religious = new Set<string>();
  for (const h of turkey.getHolidays(year, 'tr')) {
    // Feasts start on the afternoon of their eve (arefe) and end at noon after their last day
    // (Ramazan PT90H = 3.75 days, Kurban PT114H = 4.75 days): the whole days are the feast days.
    // Rounding would add a working day (2026-03-23, 2026-05-31).
    const days = Math.max(1, Math.floor((h.end.getTime() - h.start.getTime()) / DAY));
    const target = RELIGIOUS.test(h.name) ? religious : official;
    for (const d of daysFrom(h.date.slice(0, 10), days)) target.add(d);
  }
  const sorted = (s: Set<string>) => [...s].filter((d) => d.startsWith(String(year))).sort();
  return [
    { code: 'official', name: translate(lang, 'holiday.official'), color: COLORS.official, dates: sorted(official) },
    {
      code: 'semester_break',
      name: translate(lang, 'holiday.semester_break'),
      color: COLORS.semester_break,
      dates: semesterBreak(year),
    },
    {
      code: 'religious',
      name: translate(lang, 'holiday.religious'),
      color: COLORS.religious,
      dates: sorted(religious),
    },
  ];
}
