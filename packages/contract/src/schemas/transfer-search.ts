import { z } from 'zod';
import { MAX_DAYS_AHEAD, RESULTS_PICKUP_TIMES, TRANSFER_BAGGAGE, TRANSFER_PASSENGERS } from '../constants.js';
import { bookablePickupTimes, lastTravelDate, todayInTurkey } from '../dates.js';
import { MSG, msg } from '../messages.js';
import { dbId, isoDate, listOf, searchOptionBody } from './common.js';

export const transferLocationSchema = z.object({ id: z.number().int(), name: z.string(), address: z.string() });
export type TransferLocation = z.infer<typeof transferLocationSchema>;
export const transferLocationListSchema = listOf(transferLocationSchema);
export const locationQuery = z.object({ keyword: z.string().max(100, 'v.max_length|100').optional() });

const between = (min: number, max: number) =>
  z.coerce
    .number({ error: MSG.number })
    .int(MSG.number)
    .min(min, `v.value_between|${min}|${max}`)
    .max(max, `v.value_between|${min}|${max}`);

/** The transfer search form of 01 §3 with the rules of 01 §5. */
export const transferSearchFormSchema = z
  .object({
    departure_location_id: dbId(MSG.required),
    arrival_location_id: dbId(MSG.required),
    departure_date: isoDate(),
    departure_pickup_time: z
      .string({ error: MSG.required })
      .refine((v) => RESULTS_PICKUP_TIMES.includes(v), { error: 'transfer.pickup_time' }),
    passenger_count: between(TRANSFER_PASSENGERS.min, TRANSFER_PASSENGERS.max),
    baggage_count: between(TRANSFER_BAGGAGE.min, TRANSFER_BAGGAGE.max),
  })
  .superRefine((f, ctx) => {
    if (f.departure_location_id === f.arrival_location_id)
      ctx.addIssue({ code: 'custom', path: ['arrival_location_id'], message: 'transfer.same_location' });
    if (f.departure_date < todayInTurkey())
      ctx.addIssue({ code: 'custom', path: ['departure_date'], message: 'search.departure_past' });
    // Vendors plan about a year ahead, as airlines sell (issue 36).
    else if (f.departure_date > lastTravelDate())
      ctx.addIssue({ code: 'custom', path: ['departure_date'], message: msg(MSG.departureTooFar, MAX_DAYS_AHEAD) });
    else if (!bookablePickupTimes(f.departure_date, [f.departure_pickup_time]).length)
      ctx.addIssue({ code: 'custom', path: ['departure_pickup_time'], message: 'transfer.pickup_past' });
  });
export type TransferSearchForm = z.infer<typeof transferSearchFormSchema>;

export const transferSearchRequestSchema = z.union([searchOptionBody.strict(), transferSearchFormSchema]);

export const transferSelectSchema = z.object({
  session_unique: z.string({ error: MSG.required }).min(16, MSG.invalid).max(64, MSG.invalid),
  product_id: z.string({ error: MSG.required }).min(1, MSG.required).max(200, MSG.invalid),
});
export type TransferSelect = z.infer<typeof transferSelectSchema>;
