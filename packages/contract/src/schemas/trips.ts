import { z } from 'zod';

/**
 * A ride a completed flight offers (03 §14): from the arrival airport after landing, or to the
 * airport before the return flight. The web opens the transfer search with it prefilled.
 */
export const transferSuggestionSchema = z.object({
  kind: z.enum(['from_airport', 'to_airport']),
  /** The airport's transfer location: the pick-up (from_airport) or the drop-off (to_airport). */
  location: z.object({ id: z.number().int(), name: z.string() }),
  date: z.string(),
  time: z.string(),
  /** Everyone who needs a seat (infants do not). */
  passengers: z.number().int(),
  /** Suitcases to fit in the car: one for each of them, so that the vehicles offered take the party's bags (issue 41). */
  baggage: z.number().int(),
  flight_number: z.string(),
  airline_code: z.string(),
  /** When that flight lands (from_airport) or leaves (to_airport), local time: a pick-up must fit it. */
  flight_date: z.string(),
  flight_time: z.string(),
  leader: z.object({ name: z.string(), surname: z.string() }).nullable(),
});
export type TransferSuggestion = z.infer<typeof transferSuggestionSchema>;

/** The home page address of a suggestion: schema-free, in checkout-helpers.ts (issue 21). */
export { transferSuggestionPath } from '../checkout-helpers.js';
