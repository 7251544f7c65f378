import { z } from 'zod';
import { MAX_DAYS_AHEAD, MAX_FLIGHT_PASSENGERS } from '../constants.js';
import { MSG, msg } from '../messages.js';
import { lastTravelDate, todayInTurkey } from '../dates.js';
import { dbId, isoDate, searchOptionBody } from './common.js';

export const FLY_TYPES = ['OW', 'RT'] as const;
export const FLIGHT_CLASS_VALUES = ['ECONOMY', 'BUSINESS'] as const;

const count = (max: number) =>
  z.coerce
    .number({ error: MSG.number })
    .int(MSG.number)
    .min(0, `v.value_between|0|${max}`)
    .max(max, `v.value_between|0|${max}`);

/**
 * The flight search form of 01 §3. Passenger counts are fields named by each passenger type's
 * `input_name` (adult, child, infant, senior). The cross-field rules of 01 §5 are in the refinements.
 */
export const flightSearchFormSchema = z
  .object({
    fly_type: z.enum(FLY_TYPES, { error: MSG.invalid }),
    direct_flights_only: z.boolean().default(false),
    departure_airport: dbId(MSG.required),
    arrival_airport: dbId(MSG.required),
    departure_date: isoDate(),
    return_date: isoDate().nullable().default(null),
    adult: count(MAX_FLIGHT_PASSENGERS).default(1),
    child: count(MAX_FLIGHT_PASSENGERS).default(0),
    infant: count(MAX_FLIGHT_PASSENGERS).default(0),
    senior: count(MAX_FLIGHT_PASSENGERS).default(0),
    flight_class: z.enum(FLIGHT_CLASS_VALUES, { error: MSG.invalid }).default('ECONOMY'),
  })
  .superRefine((f, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (f.departure_airport === f.arrival_airport) issue('arrival_airport', 'flight.same_airport');
    const carers = f.adult + f.senior;
    if (carers + f.child === 0) issue('adult', 'flight.need_passenger');
    if (f.adult + f.child + f.senior > MAX_FLIGHT_PASSENGERS)
      issue('adult', `flight.max_passengers|${MAX_FLIGHT_PASSENGERS}`);
    if (f.infant > carers) issue('infant', 'flight.infants_exceed');
    if (f.child > 0 && carers === 0) issue('child', 'flight.child_alone');
    // Airlines sell about a year ahead (issue 36): a later day is refused here, not searched.
    const last = lastTravelDate();
    if (f.departure_date < todayInTurkey()) issue('departure_date', 'search.departure_past');
    else if (f.departure_date > last) issue('departure_date', msg(MSG.departureTooFar, MAX_DAYS_AHEAD));
    if (f.fly_type === 'RT') {
      if (!f.return_date) issue('return_date', MSG.required);
      else if (f.return_date < f.departure_date) issue('return_date', 'search.return_before_departure');
      else if (f.return_date > last) issue('return_date', msg(MSG.returnTooFar, MAX_DAYS_AHEAD));
    } else if (f.return_date !== null) {
      issue('return_date', 'flight.return_on_one_way');
    }
  });
export type FlightSearchForm = z.infer<typeof flightSearchFormSchema>;
export type FlightSearchFormInput = z.input<typeof flightSearchFormSchema>;

/** POST body: the form, or `{option}` to re-run a stored search option (03 §6). */
export const flightSearchRequestSchema = z.union([searchOptionBody.strict(), flightSearchFormSchema]);

export const searchStartResponseSchema = z.object({
  form_data: z.record(z.string(), z.unknown()),
  session_unique: z.string(),
});
export type SearchStartResponse = z.infer<typeof searchStartResponseSchema>;
export const sessionQuery = z.object({
  session_unique: z.string({ error: MSG.required }).min(16, MSG.invalid).max(64, MSG.invalid),
});

/** Select (02 §7): outbound and optional return product ids with the chosen fare codes; packaged sends one id. */
export const flightSelectSchema = z.object({
  session_unique: z.string({ error: MSG.required }).min(16, MSG.invalid).max(64, MSG.invalid),
  product_ids: z.array(z.string().min(1).max(200)).min(1, MSG.required).max(2, MSG.invalid),
  alternative_prices: z
    .array(z.enum(['LIGHT', 'STANDARD', 'FLEX'], { error: MSG.invalid }))
    .max(2, MSG.invalid)
    .optional(),
});
export type FlightSelect = z.infer<typeof flightSelectSchema>;
export const selectResponseSchema = z.object({ status: z.boolean(), research: z.boolean(), message: z.string() });
