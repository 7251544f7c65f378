import type { Order } from '@duffel/api/types';
import { detailErrorSchema, webhookAcceptedSchema } from '@yolcu/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookings } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { supplierOrderOf } from '../../integrations/flights/duffel/order-answer.js';
import { BOOKING_CODE_KEY } from '../../integrations/flights/duffel/order-request.js';
import { settlingOf } from '../bookings/settlement/context.js';
import { SETTLE_QUEUE } from '../bookings/settlement/settlement.js';
import { recordOrder, refuseAcceptedOrder } from '../bookings/settlement/steps/place-order.js';
import { snapshotOf } from '../flights/flight-fulfilment.js';
import { createdOrderSchema } from './duffel-events.js';
import { supplierEventOf, duffelEventSchema, type DuffelEvent } from './duffel-events.js';
import { DUFFEL_SIGNATURE_HEADER, duffelSignatureMatches } from './duffel-signature.js';
import { ingestSupplierEvent } from './ingest.js';

/** Duffel's events carry whole orders and changes; a body larger than this is not one. */
const BODY_LIMIT = 262_144;
/** A body that is not JSON, kept apart so that the signature is judged before the body's shape. */
const NOT_JSON = Symbol('not json');

/**
 * POST /api/webhooks/duffel/ (issue 38): Duffel's events, verified by their signature over the raw
 * bytes, then kept once by the event's id and queued for the same job as every supplier event
 * (ingest.ts, process-event.ts). A schedule change reaches the traveller by mail and notification;
 * order.created and order.creation_failed finish a booking whose order Duffel accepted without
 * confirming it (202): recorded and captured, or refused and voided, through the settlement's own
 * conditional writes and job. No secret configured → 404; a bad signature → 401; a body that is
 * not Duffel's envelope → 400.
 */
export const duffelWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.duffelWebhookSecret;
  const db = app.database.db;
  const deps = { db, jobs: app.jobs, log: app.log };
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (req, body, done) => {
    rawBodies.set(req, body as Buffer);
    try {
      done(null, JSON.parse((body as Buffer).toString('utf8')));
    } catch {
      done(null, NOT_JSON);
    }
  });

  /** Each direction's first departure airport of the booking that holds the order (null: not known yet). */
  const originsOf = async (orderRef: string): Promise<string[] | null> => {
    const [booking] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.supplierOrderRef, orderRef))
      .orderBy(asc(bookings.id))
      .limit(1);
    if (booking?.product !== 'flight') return null;
    return snapshotOf(booking).directions.map((d) => d.legs[0]?.departure_airport.code ?? '');
  };

  /** The booking an order event names: by the booking code in its metadata, else by the accepted request's id. */
  const bookingOf = async (event: DuffelEvent) => {
    const object = event.data.object as { metadata?: Record<string, unknown> | null; id?: unknown } | null;
    const code = object?.metadata?.[BOOKING_CODE_KEY];
    const columns = { id: bookings.id, status: bookings.status };
    if (typeof code === 'string') {
      const [booking] = await db.select(columns).from(bookings).where(eq(bookings.uniqueCode, code));
      return { named: true, booking };
    }
    if (typeof object?.id !== 'string') return { named: false, booking: undefined };
    // An accepted order (202) kept Duffel's id of the request on the booking while it waits.
    const [booking] = await db
      .select(columns)
      .from(bookings)
      .where(and(eq(bookings.supplierOrderRef, object.id), eq(bookings.supplierOrderStatus, 'pending')));
    return { named: booking !== undefined, booking };
  };

  /** The settlement's next step for a booking, by its durable job (capture, or void). */
  const settleLater = (bookingId: number) => app.jobs.send(SETTLE_QUEUE, { bookingId });

  /**
   * order.created: an order Duffel confirmed, possibly late (after a 202). On a booking still
   * `confirming` it is recorded from the event (one conditional update: a run recording the same
   * order writes nothing more), then the settlement captures; an event that is not a whole order
   * only wakes the settlement, whose look-up by the booking code finds it.
   */
  const orderCreated = async (event: DuffelEvent, log: FastifyRequest['log']) => {
    const { named, booking } = await bookingOf(event);
    if (!named) return;
    if (!booking || booking.status === 'failed') {
      // Confirmed late for a booking that failed meanwhile: the traveller's card was released, so
      // a person must cancel the order at Duffel.
      log.error(
        { eventId: event.id, orderId: orderIdOf(event) },
        'duffel order created for a booking that is not live; cancel it at Duffel',
      );
      return;
    }
    if (booking.status !== 'confirming') return;
    const order = createdOrderSchema.safeParse(event.data.object);
    const settling = order.success ? await settlingOf(db, booking.id) : undefined;
    if (order.success && settling) await recordOrder({ db }, settling, supplierOrderOf(order.data as unknown as Order));
    await settleLater(booking.id);
    log.info({ eventId: event.id, bookingId: booking.id, recorded: order.success }, 'duffel order created');
  };

  /**
   * order.creation_failed: an order Duffel had accepted (202) was not made. The waiting booking is
   * refused once (a conditional update), and the settlement voids the card's hold.
   */
  const orderCreationFailed = async (event: DuffelEvent, log: FastifyRequest['log']) => {
    const { booking } = await bookingOf(event);
    if (booking?.status !== 'confirming') {
      log.info({ eventId: event.id }, 'duffel order creation failed; no booking waits for it');
      return;
    }
    if (await refuseAcceptedOrder(db, booking.id)) await settleLater(booking.id);
    log.warn({ eventId: event.id, bookingId: booking.id }, 'duffel order creation failed');
  };

  app.post(
    '/webhooks/duffel/',
    {
      schema: {
        tags: ['webhooks'],
        summary: "Duffel's events: airline-initiated schedule changes of an order, order created or failed",
        description: `Signed by Duffel: \`${DUFFEL_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with DUFFEL_WEBHOOK_SECRET>\`. Delivered at least once and in any order: an event id seen before is accepted again and changes nothing. 404 while no secret is configured.`,
        body: duffelEventSchema,
        response: {
          202: webhookAcceptedSchema,
          401: detailErrorSchema.describe('Missing or wrong signature'),
          404: detailErrorSchema.describe('Duffel webhooks are not configured'),
        },
      },
      onRequest: async () => {
        if (!secret) throw AppError.notFound();
      },
      // Before the body's shape is judged: an unsigned caller learns nothing about what it sent.
      preValidation: async (req) => {
        const raw = rawBodies.get(req);
        if (!raw || !duffelSignatureMatches(secret!, raw, req.headers[DUFFEL_SIGNATURE_HEADER]))
          throw new AppError(401, 'supplier_events.bad_signature');
        if ((req.body as unknown) === NOT_JSON) throw new AppError(400, 'error.bad_request');
      },
    },
    async (req, reply) => {
      const event = req.body as DuffelEvent;
      const orderId = orderIdOf(event);
      const isChange = event.type === 'order.airline_initiated_change_detected';
      const mapped = supplierEventOf(event, isChange && orderId ? await originsOf(orderId) : null);
      if (mapped) await ingestSupplierEvent(deps, 'duffel', mapped);
      else if (event.type === 'order.created') await orderCreated(event, req.log);
      else if (event.type === 'order.creation_failed') await orderCreationFailed(event, req.log);
      else req.log.info({ eventId: event.id, type: event.type }, 'duffel event accepted, nothing to apply');
      return reply.code(202).send({ accepted: true as const });
    },
  );
};

/** The order an event is about: a change's `order_id`, or the order's own id. */
function orderIdOf(event: DuffelEvent): string | null {
  const object = event.data.object as { order_id?: unknown; id?: unknown } | null;
  if (typeof object?.order_id === 'string') return object.order_id;
  return typeof object?.id === 'string' && object.id.startsWith('ord_') ? object.id : null;
}
