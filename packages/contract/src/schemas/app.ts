import { z } from 'zod';
import { MSG } from '../messages.js';
import { currencySchema, isoDate, listOf } from './common.js';

export const passengerTypeSchema = z.object({
  name: z.string(),
  type: z.string(),
  input_name: z.string(),
  infant_care: z.boolean(),
  age_from: z.number().int(),
  age_to: z.number().int(),
});
export type PassengerType = z.infer<typeof passengerTypeSchema>;

export const flightClassSchema = z.object({ name: z.string(), value: z.string() });
export type FlightClass = z.infer<typeof flightClassSchema>;

export const appInfoSchema = z.object({
  version: z.string(),
  is_usable: z.boolean(),
  is_suported: z.boolean(),
  app_store: z.string(),
  google_play: z.string(),
  languages: z.record(z.string(), z.string()),
  locale_versions: z.record(z.string(), z.string()),
  contact_phone: z.string(),
  contact_email: z.string(),
  contact_address: z.string(),
  currency_codes: z.record(z.string(), z.string()),
  app_domain: z.string(),
  social: z.object({
    facebook: z.string().nullable(),
    instagram: z.string().nullable(),
    twitter: z.string().nullable(),
    linkedin: z.string().nullable(),
  }),
  constants: z.object({
    flight_api_constants: z.object({
      passenger_types: z.array(passengerTypeSchema),
      flight_classes: z.array(flightClassSchema),
    }),
    gender_types: z.record(z.string(), z.string()),
    bill_types: z.record(z.string(), z.string()),
  }),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

export const countrySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  phone_code: z.string(),
});
export type Country = z.infer<typeof countrySchema>;
export const countryListSchema = listOf(countrySchema);

/** A currency code's shape; a well-formed code the product does not offer is a 404, not a 400. */
export const currencyParams = z.object({ code: z.string().regex(/^[A-Z]{3}$/, MSG.invalid) });
export const currencyResponseSchema = z.object({
  code: currencySchema,
  icon: z.string(),
  name: z.string(),
  /** TRY per one unit of this currency (selling rate). */
  value: z.number(),
});
export type Currency = z.infer<typeof currencyResponseSchema>;

export const catalogParams = z.object({ language: z.string().min(2).max(10) });
export const catalogResponseSchema = z.object({
  language: z.string(),
  locale_version: z.string(),
  catalog: z.record(z.string(), z.string()),
});
export type CatalogResponse = z.infer<typeof catalogResponseSchema>;

export const holidaysQuery = z.object({
  year: z.coerce
    .number({ error: 'v.number' })
    .int('v.number')
    .min(1970, 'v.value_between|1970|2100')
    .max(2100, 'v.value_between|1970|2100'),
});
export const holidayGroupSchema = z.object({
  code: z.enum(['official', 'semester_break', 'religious']),
  name: z.string(),
  color: z.string(),
  dates: z.array(isoDate()),
});
export const holidaysResponseSchema = listOf(holidayGroupSchema);
export type HolidayGroup = z.infer<typeof holidayGroupSchema>;

export const geoResponseSchema = z.object({
  city: z.string(),
  country_code: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Geo = z.infer<typeof geoResponseSchema>;
