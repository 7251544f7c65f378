import { z } from 'zod';

/**
 * GET /api/flight/gateway/search/ (02 §3): the results a search session holds, as the results
 * page reads them and a generated client types them (03 §16).
 */
export const fareOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** `per_adult`: what one adult pays of `total` (fare, taxes and service fee); absent in sessions stored before it. */
  price: z.object({ total: z.number(), per_adult: z.number().optional() }),
  features: z.object({
    baggage_allowance: z.object({ hand_luggage: z.number(), luggage: z.number() }),
    seat_selection: z.boolean(),
    free_cancel: z.boolean(),
    free_change: z.boolean(),
  }),
  /** The airline's own refund terms in one line (a supplier's fare); absent for the product's own families. */
  cancel_rule: z.string().optional(),
});

const end = z.object({
  time: z.string(),
  date: z.string(),
  airport_code: z.string(),
  airport_name: z.string(),
  city: z.string(),
});
const legAirport = z.object({ code: z.string(), name: z.string(), city: z.string(), country_code: z.string() });

export const flightResultSchema = z.object({
  product_id: z.string(),
  flight_sale_type: z.number().int(),
  airline: z.object({ code: z.string(), name: z.string(), logo: z.string() }),
  departure: end,
  arrival: end,
  information: z.object({
    total_transfer_count: z.number().int(),
    duration: z.number(),
    baggage: z.number(),
    flight_number: z.string(),
    class: z.string(),
    standby_time: z.number(),
    /** Only when few seats are left. */
    seats_left: z.number().int().optional(),
  }),
  transfers: z.array(
    z.object({
      airline: z.object({ code: z.string(), name: z.string() }),
      flight_number: z.string(),
      departure_airport: legAirport,
      arrival_airport: legAirport,
      departure_date: z.string(),
      departure_time: z.string(),
      arrival_date: z.string(),
      arrival_time: z.string(),
      fly_duration: z.number(),
      stand_by_duration: z.number(),
      fly_class: z.string(),
    }),
  ),
  price: z.object({
    total: z.number(),
    per_adult: z.number().optional(),
    alternative_prices: z.array(fareOptionSchema),
  }),
});
export type FlightResultView = z.infer<typeof flightResultSchema>;

export const packagedResultSchema = z.object({
  product_id: z.string(),
  departure: flightResultSchema,
  return: flightResultSchema,
  price: flightResultSchema.shape.price,
});

const range = z.object({ min: z.number(), max: z.number() });
const sideStatisticsSchema = z.object({
  airlines: z.array(z.object({ code: z.string(), name: z.string(), count: z.number().int(), min_price: z.number() })),
  transfers: z.array(z.number().int()),
  departure_time: range,
  arrival_time: range,
  price: range,
  duration: range,
});

const placeEnd = z.object({ id: z.number().int(), code: z.string(), name: z.string(), city: z.string() });
export const flightSearchOptionSchema = z.object({
  id: z.number().int(),
  fly_type: z.enum(['OW', 'RT']),
  is_packaged: z.boolean(),
  departure_date: z.string(),
  return_date: z.string().nullable(),
  departure_airport: placeEnd,
  arrival_airport: placeEnd,
  adult: z.number().int(),
  child: z.number().int(),
  infant: z.number().int(),
  senior: z.number().int(),
  total_passenger_count: z.number().int(),
  flight_class: z.string(),
  flight_class_name: z.string(),
  direct_flights_only: z.boolean(),
  refundables_only: z.boolean(),
});

/** A session that timed out (02 §8): search again. */
export const timedOutSchema = z.object({ status: z.boolean(), research: z.boolean(), message: z.string() });

export const flightSearchViewSchema = z.union([
  z.object({
    status: z.literal(true),
    search: z.array(z.union([packagedResultSchema, flightResultSchema])),
    // Packaged results add the return side's facets; a side with no results has none.
    statistics: sideStatisticsSchema
      .partial()
      .extend({ return: sideStatisticsSchema.nullable().optional() })
      .nullable(),
    search_options: flightSearchOptionSchema,
    time_out_seconds: z.number().int(),
  }),
  timedOutSchema,
]);
export type FlightSearchView = z.infer<typeof flightSearchViewSchema>;

/** POST /api/flight/gateway/search/return_items/: the returns that can follow the chosen outbound. */
export const returnItemsSchema = z.union([
  z.object({ status: z.literal(true), search: z.array(flightResultSchema) }),
  timedOutSchema.extend({ search: z.array(flightResultSchema) }),
]);
