import { z } from 'zod';
import { instantAt } from '../../integrations/flights/duffel/offer-legs.js';
import type { SupplierEvent, SupplierEventLeg } from '../../integrations/orders.js';

/** Duffel's webhook envelope (its documented general shape); `data.object` depends on the type. */
export const duffelEventSchema = z
  .object({
    id: z.string().min(1).max(100),
    type: z.string().min(1).max(100),
    created_at: z.string().max(40).optional(),
    live_mode: z.boolean().optional(),
    api_version: z.string().max(10).optional(),
    idempotency_key: z.string().max(200).optional(),
    data: z.object({ object: z.unknown() }).loose(),
  })
  .loose();
export type DuffelEvent = z.infer<typeof duffelEventSchema>;

const segmentSchema = z
  .object({
    departing_at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/),
    arriving_at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/),
    origin: z.object({ iata_code: z.string().nullable(), time_zone: z.string() }).loose(),
  })
  .loose();
const sliceSchema = z.object({ segments: z.array(segmentSchema).min(1).max(10) }).loose();

/** An airline-initiated change (Duffel's `aic_…`): the slices after it (`added`) and before (`removed`). */
const changeSchema = z
  .object({
    id: z.string(),
    order_id: z.string().min(1).max(100),
    created_at: z.string(),
    added: z.array(sliceSchema).max(10),
    removed: z.array(sliceSchema).max(10),
  })
  .loose();
type Change = z.infer<typeof changeSchema>;

/**
 * The change an `order.airline_initiated_change_detected` event carries: its object is the change
 * itself; an order with its `airline_initiated_changes` is read too (its newest change), should
 * Duffel send the order instead.
 */
function changeOf(object: unknown): Change | null {
  const direct = changeSchema.safeParse(object);
  if (direct.success) return direct.data;
  const order = z
    .object({ airline_initiated_changes: z.array(z.unknown()) })
    .loose()
    .safeParse(object);
  const newest = order.success ? order.data.airline_initiated_changes.at(-1) : undefined;
  const fromOrder = changeSchema.safeParse(newest);
  return fromOrder.success ? fromOrder.data : null;
}

const local = (at: string) => ({ date: at.slice(0, 10), time: at.slice(11, 16) });

/**
 * A Duffel event as the product's supplier event, or null when it is one the product does not act
 * on (order.created, order.creation_failed: the settlement finds the order by looking it up).
 * A slice is placed in the booking's direction that leaves from its first airport (`origins`: each
 * direction's first departure airport, when the booking is known), else by its place in the change.
 * A change that only removes slices is the airline cancelling them.
 */
export function supplierEventOf(event: DuffelEvent, origins: string[] | null): SupplierEvent | null {
  if (event.type !== 'order.airline_initiated_change_detected') return null;
  const change = changeOf(event.data.object);
  if (!change) return null;
  const occurredAt = change.created_at || event.created_at || new Date().toISOString();
  if (change.added.length === 0)
    return change.removed.length > 0
      ? { id: event.id, type: 'cancelled', orderRef: change.order_id, occurredAt }
      : null;
  const legs: SupplierEventLeg[] = change.added.flatMap((slice, i) => {
    const from = slice.segments[0]!.origin.iata_code;
    const known = origins ? origins.indexOf(from ?? '') : -1;
    const direction = known >= 0 ? known : i;
    return slice.segments.map((s, leg) => {
      const dep = local(s.departing_at);
      const arr = local(s.arriving_at);
      return {
        direction,
        leg,
        departure_date: dep.date,
        departure_time: dep.time,
        arrival_date: arr.date,
        arrival_time: arr.time,
        departs_at: new Date(instantAt(s.departing_at, s.origin.time_zone)).toISOString(),
      };
    });
  });
  return { id: event.id, type: 'schedule_changed', orderRef: change.order_id, occurredAt, legs };
}

/**
 * The order an `order.created` event carries, as far as recording it needs: its id, the airline's
 * reference, the passengers (in the order's positions), the slices and the documents. Anything
 * less is not recorded from the event (the settlement's look-up finds the order instead).
 */
export const createdOrderSchema = z
  .object({
    id: z.string().regex(/^ord_[A-Za-z0-9]{1,60}$/),
    booking_reference: z.string().min(1).max(20),
    passengers: z
      .array(z.object({ id: z.string() }).loose())
      .min(1)
      .max(20),
    slices: z.array(z.unknown()).max(10),
    documents: z
      .array(
        z
          .object({ type: z.string(), unique_identifier: z.string().max(40), passenger_ids: z.array(z.string()) })
          .loose(),
      )
      .max(40)
      .nullish(),
    cancelled_at: z.string().nullish(),
  })
  .loose();
