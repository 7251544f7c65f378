import { FROM_ADDRESS } from '../../mail/mailer.js';
import { createEvents, type EventAttributes } from 'ics';
import { sha256 } from '../../lib/secrets.js';

/** RFC 5545 §3.1: content lines are folded at 75 octets (not characters: "ı" and "→" take more). */
const LINE_OCTETS = 75;

/** Unfolds the library's lines, then folds each at 75 octets without cutting a UTF-8 character. */
export function foldLines(ics: string): string {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const folded = lines.map((line) => {
    const parts: string[] = [];
    let current = '';
    let octets = 0;
    for (const ch of line) {
      const size = Buffer.byteLength(ch);
      // A continuation line starts with a space, which counts towards its 75.
      const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
      if (octets + size > limit) {
        parts.push(current);
        current = '';
        octets = 0;
      }
      current += ch;
      octets += size;
    }
    parts.push(current);
    return parts.join('\r\n ');
  });
  return folded.join('\r\n');
}

/**
 * A booking's `.ics`: its events as published, each with reminders the day before and three hours
 * before; or, once the booking is cancelled, the same events (same UIDs) with `METHOD:CANCEL`, so
 * a calendar that holds them removes them.
 */
/**
 * Who sends the booking's calendar: the product, from the address its mail comes from (read when
 * a file is drawn: the mailer imports this module too).
 */
const organizer = () => ({ name: 'Yolcu', email: FROM_ADDRESS.replace(/^.*<|>$/g, '') });

export function calendarFile(events: EventAttributes[], cancelled: boolean): string {
  const { error, value } = createEvents(
    events.map((e) =>
      cancelled
        ? // RFC 5546: a CANCEL names its organizer.
          { ...e, status: 'CANCELLED' as const, sequence: 1, organizer: organizer() }
        : {
            ...e,
            alarms: [
              // A day as 24 hours: the library writes `{ days: 1 }` as `-P1DT`, which RFC 5545 refuses.
              { action: 'display' as const, description: e.title, trigger: { hours: 24, before: true } },
              { action: 'display' as const, description: e.title, trigger: { hours: 3, before: true } },
            ],
          },
    ),
    { productId: '-//Yolcu//Yolcu//TR', method: cancelled ? 'CANCEL' : 'PUBLISH' },
  );
  if (error || !value) throw error ?? new Error('calendar');
  return foldLines(value);
}

/**
 * A booking's calendar as data, which a mail carries as it is and draws into its `.ics` when it
 * leaves (issue 21: the `ics` library validates every event, a tenth of a booking's own work).
 */
export interface CalendarSpec {
  events: EventAttributes[];
  cancelled: boolean;
}

/**
 * What a calendar file is called, and how its events are known: never by the PNR (issue 36), which
 * with the surname opens the booking, and a calendar is shared, synced and shown on lock screens.
 */
export const CALENDAR_FILENAME = 'yolcu-booking.ics';
export const calendarUid = (uniqueCode: string, part: string) =>
  `${sha256(`yolcu-calendar|${uniqueCode}`).slice(0, 20)}-${part}@yolcu.example`;

/** The mail attachment of a booking's calendar, drawn when the mail leaves. */
export const calendarAttachment = (calendar: CalendarSpec) => ({
  filename: CALENDAR_FILENAME,
  contentType: calendarContentType(calendar.cancelled),
  calendar,
});

export const calendarContentType = (cancelled: boolean) =>
  `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`;
