import { createEvents, type EventAttributes } from 'ics';

/**
 * A booking's `.ics`: its events as published, or, once the booking is cancelled, the same events
 * (same UIDs) with `METHOD:CANCEL`, so a calendar that holds them removes them.
 */
export function calendarFile(events: EventAttributes[], cancelled: boolean): string {
  const { error, value } = createEvents(
    cancelled ? events.map((e) => ({ ...e, status: 'CANCELLED' as const, sequence: 1 })) : events,
    { productId: 'yolcu', method: cancelled ? 'CANCEL' : 'PUBLISH' },
  );
  if (error || !value) throw error ?? new Error('calendar');
  return value;
}

export const calendarContentType = (cancelled: boolean) =>
  `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`;
