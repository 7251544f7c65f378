import { z } from 'zod';
import { isValidIsoDate } from '../validators.js';

/**
 * Supplier events (03 §17): what an airline or transfer company announces about an order after
 * it was placed (a schedule change, a cancellation), the webhook body that carries it, and the
 * notice a booking's detail shows once it has been written to the booking.
 */
export const SUPPLIER_EVENT_TYPES = ['schedule_changed', 'cancelled'] as const;
export type SupplierEventType = (typeof SUPPLIER_EVENT_TYPES)[number];

const day = z.string().refine(isValidIsoDate, 'v.invalid');
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'v.invalid');
/** An instant with its offset (`2026-06-12T07:30:00Z`, `…+03:00`); Date.parse must read it. */
const instant = z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/, 'v.invalid')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'v.invalid');

/** One leg's new local times at its airports: `direction` 0 is the way out, 1 the way back; `leg` its place in the direction. */
export const supplierEventLegSchema = z.object({
  direction: z.number().int().min(0).max(1),
  leg: z.number().int().min(0).max(9),
  departure_date: day,
  departure_time: clock,
  arrival_date: day,
  arrival_time: clock,
  /** The new departure instant; derived from the old one and the local shift when absent. */
  departs_at: instant.optional(),
});

/**
 * POST /api/webhooks/builtin/: one event, signed (`x-yolcu-signature: sha256=<hex>` over the raw
 * body). Events come at least once and in any order; `id` is the supplier's and makes a repeat harmless.
 */
export const supplierEventBodySchema = z
  .object({
    id: z.string().min(1).max(200),
    type: z.enum(SUPPLIER_EVENT_TYPES),
    /** The supplier's order reference, as its order answer gave it. */
    orderRef: z.string().min(1).max(200),
    /** When the supplier made the change: a later event wins, an earlier one arriving late does not. */
    occurredAt: instant,
    legs: z.array(supplierEventLegSchema).min(1).max(20).optional(),
  })
  .refine((e) => e.type !== 'schedule_changed' || (e.legs?.length ?? 0) > 0, {
    path: ['legs'],
    message: 'v.required',
  });
export type SupplierEventBody = z.infer<typeof supplierEventBodySchema>;

/** The webhook's answer: the event is kept (or was already), and will be processed by a job. */
export const webhookAcceptedSchema = z.object({ accepted: z.literal(true) });

/** A changed leg as the booking's detail shows it, named by its flight and airports when known. */
export const supplierNoticeLegSchema = z.object({
  direction: z.number().int(),
  leg: z.number().int(),
  departure_date: z.string(),
  departure_time: z.string(),
  arrival_date: z.string(),
  arrival_time: z.string(),
  flight_number: z.string().optional(),
  /** Airport codes. */
  departure_airport: z.string().optional(),
  arrival_airport: z.string().optional(),
});

/**
 * The latest change the airline or transfer company made to a booking (03 §17), on its detail's
 * `info`: null (or absent, in answers from before it existed) when there is none.
 */
export const supplierNoticeSchema = z.object({
  type: z.enum(SUPPLIER_EVENT_TYPES),
  /** When the supplier made the change (ISO 8601). */
  occurred_at: z.string(),
  /** The new times of the legs a schedule change moved. */
  legs: z.array(supplierNoticeLegSchema).optional(),
});
export type SupplierNotice = z.infer<typeof supplierNoticeSchema>;
