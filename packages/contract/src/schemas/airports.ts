import { z } from 'zod';
import { listOf } from './common.js';

export const airportSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  city: z.string(),
  country_code: z.string(),
  /** The country's name in the request language. */
  country: z.string().optional(),
  /** `city`: one choice for all of a city's airports (searches them all); `airport` otherwise. */
  type: z.enum(['airport', 'city']).optional(),
  /** A city choice's airports (IATA codes). */
  airports: z.array(z.string()).optional(),
});
export type Airport = z.infer<typeof airportSchema>;
export const airportListSchema = listOf(airportSchema);

export const airportQuery = z.object({ keyword: z.string().max(100, 'v.max_length|100').optional() });
