import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { preparedSql } from '../../../../db/prepared.js';
import { bookings } from '../../../../db/schema.js';
import type { OrderAnswer, OrderContact, OrderPassenger, SupplierOrder } from '../../../../integrations/orders.js';
import type { IssuedTicket, PassengerRow } from '../../fulfilment.js';
import { OutcomeUnknown } from '../../../../integrations/faults.js';
import { REFUSAL_MESSAGES, type SettlementContext, type Settling } from '../context.js';
import { remoteCall } from '../patience.js';

const passengerOf = (p: PassengerRow, nationalities: Settling['nationalities']): OrderPassenger => ({
  type: p.paxType,
  name: p.name,
  surname: p.surname,
  gender: p.gender,
  birthDate: p.birthDate,
  passport: p.passport,
  passportExpiry: p.passportExpiryDate,
  nationality: nationalities[String(p.position)] ?? null,
});

/** The booking's contact as an order carries it: the phone in E.164. */
const contactOf = (booking: Settling['booking']): OrderContact => ({
  email: booking.email,
  phone: `+${booking.phoneCode.replace(/\D/g, '')}${booking.phone.replace(/\D/g, '')}`,
});

/**
 * Step 2 of 03 §17: the supplier's order, with the booking's code as idempotency key. The
 * authorisation wrote `placing` before this call; an order that may have been asked before (a run
 * that is not the first, or `unknown`) is looked up by the key first, so one booking never makes
 * two orders. A clean refusal is written (the next step voids the hold); an unknown outcome is
 * written and thrown, for the job to retry. An order the supplier accepted without confirming it
 * (`pending`, Duffel's 202) is written and thrown too, and from then on only looked up, never asked
 * for again: the supplier's event records it or refuses it (`recordOrder`, `refuseAcceptedOrder`).
 * Answers the state it leaves.
 *
 * `first`: this is the run started right after the authorisation, which nobody before it could
 * have asked the supplier for (it saves a look-up on every booking).
 */
export async function placeOrder(ctx: SettlementContext, settling: Settling, first: boolean): Promise<Settling> {
  const { booking } = settling;
  const fulfilment = ctx.fulfilmentOf(booking.product);
  const key = booking.uniqueCode;
  const status = booking.supplierOrderStatus;
  if (status === null)
    // Authorised before `placing` was written with it (a booking of an earlier version): write it now.
    await ctx.db
      .update(bookings)
      .set({ supplierOrderStatus: 'placing' })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'confirming'), isNull(bookings.supplierOrderStatus)));
  const found =
    !first || status === 'unknown' || status === 'pending'
      ? await remoteCall(settling.patience, fulfilment.supplier.lookupOrder(key, settling.passengers[0]?.surname))
      : null;
  if (found) return recordOrder(ctx, settling, found);
  // Accepted by the supplier and not confirmed yet: never asked for again. The supplier's event (or
  // a later look-up) finishes it; until then the job tries the look-up again.
  if (status === 'pending') throw new OutcomeUnknown('supplier order accepted, not confirmed yet');

  let answer: OrderAnswer;
  try {
    answer = await remoteCall(
      settling.patience,
      fulfilment.supplier.order({
        key,
        request: fulfilment.orderRequest(booking),
        passengers: settling.passengers.map((p) => passengerOf(p, settling.nationalities)),
        contact: contactOf(booking),
        total: booking.total + booking.discount,
      }),
    );
  } catch (err) {
    await ctx.db
      .update(bookings)
      .set({ supplierOrderStatus: 'unknown' })
      .where(and(eq(bookings.id, booking.id), eq(bookings.supplierOrderStatus, 'placing')));
    throw err;
  }
  if (answer.placed === 'pending') {
    await ctx.db
      .update(bookings)
      .set({ supplierOrderStatus: 'pending', supplierOrderRef: answer.ref })
      .where(
        and(
          eq(bookings.id, booking.id),
          eq(bookings.status, 'confirming'),
          inArray(bookings.supplierOrderStatus, ['placing', 'unknown']),
        ),
      );
    throw new OutcomeUnknown('supplier order accepted, not confirmed yet');
  }
  if (answer.placed) return recordOrder(ctx, settling, answer.order);
  const failureMessage = REFUSAL_MESSAGES[answer.reason];
  await ctx.db
    .update(bookings)
    .set({ supplierOrderStatus: 'refused', failureMessage })
    .where(
      and(
        eq(bookings.id, booking.id),
        eq(bookings.status, 'confirming'),
        or(isNull(bookings.supplierOrderStatus), inArray(bookings.supplierOrderStatus, ['placing', 'unknown'])),
      ),
    );
  return { ...settling, booking: { ...booking, supplierOrderStatus: 'refused', failureMessage } };
}

/** The order on its booking and the booking's tickets, written by one caller (see `recordOrder`). */
const recordedOrder = preparedSql(
  'booking_record_order',
  `with recorded as (
    update bookings set supplier_order_ref = $1, supplier_order_status = 'confirmed', pnr = $2
    where id = $3 and status = 'confirming' and supplier_order_status is distinct from 'confirmed'
    returning id
  )
  insert into tickets (booking_id, passenger_id, direction, ticket_number)
  select recorded.id, t.passenger_id, t.direction, t.ticket_number
  from recorded, jsonb_to_recordset($4::jsonb) as t(passenger_id integer, direction text, ticket_number text)`,
);

/**
 * The order's answer on the booking, once: its reference, the PNR and the tickets the supplier
 * issued (never invented here), in one statement whose conditional update lets one caller write
 * (another run recording the same order writes nothing more).
 */
export async function recordOrder(
  ctx: Pick<SettlementContext, 'db'>,
  settling: Settling,
  order: SupplierOrder,
): Promise<Settling> {
  const { booking, passengers } = settling;
  const tickets: IssuedTicket[] = order.documents.map((d) => ({
    passengerId: passengers[d.passenger]!.id,
    direction: d.direction,
    ticketNumber: d.number,
  }));
  await recordedOrder(ctx.db, [
    order.ref,
    order.pnr,
    booking.id,
    JSON.stringify(
      tickets.map((t) => ({ passenger_id: t.passengerId, direction: t.direction, ticket_number: t.ticketNumber })),
    ),
  ]);
  return {
    ...settling,
    booking: { ...booking, supplierOrderRef: order.ref, supplierOrderStatus: 'confirmed', pnr: order.pnr },
    tickets,
  };
}

/**
 * The supplier says an order it had accepted (`pending`, or an answer we lost) was not created
 * (Duffel's order.creation_failed): a clean refusal, written once by one conditional update, so the
 * next step voids the hold. Answers whether this call wrote it; an order already recorded stays.
 */
export async function refuseAcceptedOrder(db: SettlementContext['db'], bookingId: number): Promise<boolean> {
  const written = await db
    .update(bookings)
    .set({ supplierOrderStatus: 'refused', failureMessage: REFUSAL_MESSAGES.refused })
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.status, 'confirming'),
        inArray(bookings.supplierOrderStatus, ['unknown', 'pending']),
      ),
    )
    .returning({ id: bookings.id });
  return written.length > 0;
}
