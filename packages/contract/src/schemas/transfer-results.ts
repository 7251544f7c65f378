import { z } from 'zod';
import { timedOutSchema } from './flight-results.js';
import { transferVehicleSchema } from './transfer-payment.js';
import { transferLocationSchema } from './transfer-search.js';

/** GET /api/transfer/gateway/search/ (02 §3): the offers a transfer search session holds (03 §16). */
export const transferResultSchema = z.object({
  product_id: z.string(),
  information: z.object({
    transfer_type_code: z.number().int(),
    transfer_type: z.string(),
    duration: z.number(),
    distance: z.number(),
    services: z.array(z.object({ name: z.string() })),
  }),
  vehicle: transferVehicleSchema.omit({ name: true }),
  vendor: z.object({ id: z.number().int(), name: z.string() }),
  price: z.object({ total: z.number(), base: z.number(), discount: z.number(), campaign: z.number().nullable() }),
});
export type TransferResultView = z.infer<typeof transferResultSchema>;

const named = z.object({ id: z.number().int(), name: z.string() });
export const transferSearchOptionSchema = z.object({
  id: z.number().int(),
  departure_date: z.string(),
  departure_pickup_time: z.string(),
  departure_location: transferLocationSchema,
  arrival_location: transferLocationSchema,
  passenger_count: z.number().int(),
  baggage_count: z.number().int(),
});

export const transferSearchViewSchema = z.union([
  z.object({
    status: z.literal(true),
    search: z.array(transferResultSchema),
    statistics: z
      .object({
        transfer_types: z.array(z.object({ code: z.number().int(), name: z.string() })),
        brands: z.array(named),
        models: z.array(named),
        vehicle_types: z.array(z.object({ code: z.string(), name: z.string() })),
        vendors: z.array(named),
        price: z.object({ min: z.number(), max: z.number() }),
      })
      .nullable(),
    search_options: transferSearchOptionSchema,
    time_out_seconds: z.number().int(),
  }),
  timedOutSchema,
]);
