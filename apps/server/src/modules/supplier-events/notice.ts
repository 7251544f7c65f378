import type { SupplierNotice } from '@yolcu/contract';
import type { SupplierEvent, SupplierEventLeg } from '../../integrations/orders.js';
import type { BookingRow } from '../bookings/fulfilment.js';
import { snapshotOf } from '../flights/flight-fulfilment.js';

/**
 * What `bookings.supplier_notice` holds: the latest supplier event written to the booking, with
 * the event's id (for whoever traces it; the detail does not show it).
 */
export type StoredNotice = {
  type: SupplierEvent['type'];
  occurred_at: string;
  event_id: string;
  /** The new local times, as the event gave them (the instant is kept in the snapshot's legs). */
  legs?: Array<Omit<SupplierEventLeg, 'departs_at'>>;
};

export const noticeOf = (booking: BookingRow) => (booking.supplierNotice ?? null) as StoredNotice | null;

/**
 * Out of order (03 §17: events come in any order): an event that happened before the one the
 * booking shows says something already overtaken, so it is not written over it.
 */
export function isOvertaken(event: SupplierEvent, current: StoredNotice | null): boolean {
  return current !== null && Date.parse(event.occurredAt) < Date.parse(current.occurred_at);
}

/**
 * The notice as a booking's detail shows it (`info.supplier_notice`): a flight's changed legs
 * named by their flight and airports, from the booking's own legs.
 */
export function supplierNoticeView(booking: BookingRow): SupplierNotice | null {
  const notice = noticeOf(booking);
  if (!notice) return null;
  const directions = booking.product === 'flight' ? snapshotOf(booking).directions : [];
  const legs = notice.legs?.map((l) => {
    const known = directions[l.direction]?.legs[l.leg];
    return {
      ...l,
      ...(known
        ? {
            flight_number: known.flight_number,
            departure_airport: known.departure_airport.code,
            arrival_airport: known.arrival_airport.code,
          }
        : {}),
    };
  });
  return { type: notice.type, occurred_at: notice.occurred_at, ...(legs ? { legs } : {}) };
}
