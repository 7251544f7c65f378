import type { Order } from '@duffel/api/types';
import type { SupplierOrder } from '../../orders.js';

/**
 * Duffel's order as the product records it: its id, the airline's booking reference as the PNR,
 * and the ticket numbers of its electronic tickets, each given to the passenger in the position the
 * order was asked with (Duffel keeps the passengers in that order). An airline's ticket covers every
 * slice of its order and a ticket number is recorded once, so it is filed under the first direction.
 * Tickets the airline has not issued yet are simply not there.
 */
export function supplierOrderOf(order: Order): SupplierOrder {
  const positions = order.passengers.map((p) => p.id);
  const documents = (order.documents ?? [])
    .filter((d) => d.type === 'electronic_ticket')
    .flatMap((d) =>
      d.passenger_ids
        .map((id) => positions.indexOf(id))
        .filter((passenger) => passenger >= 0)
        .map((passenger) => ({ passenger, direction: 'departure', number: d.unique_identifier })),
    );
  return {
    ref: order.id,
    pnr: order.booking_reference,
    documents,
    status: order.cancelled_at ? 'cancelled' : 'confirmed',
  };
}
