import { z } from 'zod';
import { MAX_DAYS_AHEAD } from '../constants.js';
import { lastTravelDate, todayInTurkey } from '../dates.js';
import { MSG, msg } from '../messages.js';
import { isoDate } from './common.js';

export const PRICE_CALENDAR_MAX_DAYS = 62;

/** An airport or city code as the search takes it (IST, ISTA, LON), or the place's id. */
const place = z
  .string({ error: MSG.required })
  .trim()
  .regex(/^([A-Za-z]{3,4}|\d{1,9})$/, MSG.invalid);

/**
 * GET /api/flight/price-calendar/ (03 §15): up to 62 days from a start day that is neither past nor
 * beyond the last day on sale (issue 36); days of the window after that day are answered without a price.
 */
export const priceCalendarQuery = z
  .object({
    departure_airport: place,
    arrival_airport: place,
    start_date: isoDate(),
    days: z.coerce
      .number({ error: MSG.number })
      .int(MSG.number)
      .min(1, msg(MSG.valueBetween, 1, PRICE_CALENDAR_MAX_DAYS))
      .max(PRICE_CALENDAR_MAX_DAYS, msg(MSG.valueBetween, 1, PRICE_CALENDAR_MAX_DAYS)),
  })
  .superRefine((q, ctx) => {
    if (q.start_date < todayInTurkey())
      ctx.addIssue({ code: 'custom', path: ['start_date'], message: 'search.departure_past' });
    else if (q.start_date > lastTravelDate())
      ctx.addIssue({ code: 'custom', path: ['start_date'], message: msg(MSG.departureTooFar, MAX_DAYS_AHEAD) });
  });
export type PriceCalendarQuery = z.infer<typeof priceCalendarQuery>;

/**
 * Each day's lowest total for one adult in economy, as a real search that day shows it; null when
 * nothing flies. `indicative` (a supplier that bills searches, issue 38): the prices are what
 * travellers' own searches saw in the last hours, and a null day is one nobody searched, not one
 * nothing flies.
 */
export const priceCalendarSchema = z.object({
  currency: z.literal('TRY'),
  days: z.array(z.object({ date: z.string(), price: z.number().nullable() })),
  indicative: z.literal(true).optional(),
});
export type PriceCalendar = z.infer<typeof priceCalendarSchema>;
