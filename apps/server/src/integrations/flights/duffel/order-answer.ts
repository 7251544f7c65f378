import type { Order } from '@duffel/api/types';
import type { SupplierOrder } from '../../orders.js';

/** The product's directions, in the order of a round trip's slices. */
const DIRECTIONS = ['departure', 'return'] as const;

/**
 * Duffel's order as the product records it: its id, the airline's booking reference as the PNR,
 * and the ticket numbers of its electronic tickets, each given to the passenger in the position the
 * order was asked with (Duffel keeps the passengers in that order). Duffel's documents do not name
 * the slices they cover: a passenger's one ticket covers every slice of the order and is filed under
 * the first direction (a ticket number is recorded once; the booking shows it for both directions),
 * while a passenger with a ticket per slice of a round trip (some airlines issue one per direction)
 * has them filed in the slices' order, the first under the departure, the second under the return.
 * Tickets the airline has not issued yet are simply not there.
 */
export function supplierOrderOf(order: Order): SupplierOrder {
  const positions = order.passengers.map((p) => p.id);
  const tickets = (order.documents ?? []).filter((d) => d.type === 'electronic_ticket');
  const directions = order.slices.length >= 2 ? DIRECTIONS.length : 1;
  const documents = positions.flatMap((id, passenger) => {
    const own = tickets.filter((d) => d.passenger_ids.includes(id));
    // One per direction only when there are exactly as many as the directions; otherwise all cover the order.
    const perDirection = own.length === directions;
    return own.map((d, i) => ({
      passenger,
      direction: perDirection ? DIRECTIONS[i]! : DIRECTIONS[0],
      number: d.unique_identifier,
    }));
  });
  return {
    ref: order.id,
    pnr: order.booking_reference,
    documents,
    status: order.cancelled_at ? 'cancelled' : 'confirmed',
  };
}
