/**
 * Passenger types and flight classes of 01 §3. Names are catalogue keys, translated per request.
 * The first type defaults to 1 on the search form; infants need an adult or senior (infant_care).
 */
export const PASSENGER_TYPES = [
  { type: 'ADT', input_name: 'adult', nameKey: 'pax.adult', infant_care: false, age_from: 12, age_to: 64 },
  { type: 'CHD', input_name: 'child', nameKey: 'pax.child', infant_care: false, age_from: 2, age_to: 11 },
  { type: 'INF', input_name: 'infant', nameKey: 'pax.infant', infant_care: true, age_from: 0, age_to: 1 },
  { type: 'SNR', input_name: 'senior', nameKey: 'pax.senior', infant_care: false, age_from: 65, age_to: 120 },
] as const;

export const FLIGHT_CLASSES = [
  { value: 'ECONOMY', nameKey: 'class.economy' },
  { value: 'BUSINESS', nameKey: 'class.business' },
] as const;

export const GENDER_TYPES = { F: 'gender.F', M: 'gender.M' } as const;
export const BILL_TYPES = { '0': 'bill_type.individual', '1': 'bill_type.corporate' } as const;
