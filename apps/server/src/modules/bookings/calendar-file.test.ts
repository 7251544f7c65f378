import { describe, expect, it } from 'vitest';
import { calendarFile, foldLines } from './calendar-file.js';

const event = {
  start: Date.parse('2026-12-20T09:00:00Z'),
  startInputType: 'utc' as const,
  startOutputType: 'utc' as const,
  duration: { minutes: 55 },
  title: 'Transfer: Antalya Havalimanı → Kemer, Çamyuva, Göynük, Beldibi ve diğer yerler',
  location: 'Antalya Havalimanı, Yenigöl, 07230 Muratpaşa/Antalya',
  description: 'PNR ABC · Mercedes-Benz Vito · Likya Yolcu Taşımacılık +90 242 555 02 02',
  uid: 'ABC@yolcu',
};

describe('the calendar file', () => {
  it('folds every line at 75 octets, never inside a letter, and unfolds to the same text', () => {
    const ics = calendarFile([event], false);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n /g, '')).toContain('SUMMARY:Transfer: Antalya Havalimanı → Kemer\\, Çamyuva');
    expect(ics).not.toContain('\uFFFD');
  });

  it('names its producer, publishes with reminders the day before and three hours before', () => {
    const ics = calendarFile([event], false);
    expect(ics).toContain('PRODID:-//Yolcu//Yolcu//TR');
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics.match(/BEGIN:VALARM/g)).toHaveLength(2);
    // Durations RFC 5545 accepts: the library writes a day as `-P1DT`, which it does not.
    expect(ics).toContain('TRIGGER:-PT24H');
    expect(ics).toContain('TRIGGER:-PT3H');
    expect(ics).not.toMatch(/TRIGGER:[^\r]*T\r\n/);
  });

  it('cancels the same events without reminders', () => {
    const ics = calendarFile([event], true);
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('UID:ABC@yolcu');
    // RFC 5546: a CANCEL names its organizer.
    expect(ics).toContain('ORGANIZER;CN="Yolcu":MAILTO:no-reply@yolcu.example');
    expect(ics).not.toContain('VALARM');
  });

  it('leaves short lines alone', () => {
    expect(foldLines('BEGIN:VCALENDAR\r\nEND:VCALENDAR')).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR');
  });
});
