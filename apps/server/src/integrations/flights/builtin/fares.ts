import type { FareFamily, FlightQuery } from '../supplier.js';

const PAX_FACTOR = { adult: 1, child: 0.75, infant: 0.1, senior: 0.9 } as const;
const CARRIER_FACTOR: Record<string, number> = { TK: 1.12, PC: 0.86, VF: 0.84, XQ: 0.92, XC: 0.8 };
export const SERVICE_FEE_PER_PASSENGER = 49;

/** Fewer days before departure costs more; so does a fuller aircraft. */
function demandFactor(daysBefore: number, loadFactor: number): number {
  const days = daysBefore < 3 ? 1.6 : daysBefore < 7 ? 1.35 : daysBefore < 14 ? 1.15 : daysBefore < 30 ? 1 : 0.9;
  return days * (1 + loadFactor * 0.6);
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Fares for all passengers of a query on one itinerary: a distance-based adult base fare in TRY
 * (domestic and international scales), shaped by demand, cabin, carrier and passenger type.
 */
export function fareFamilies(
  query: FlightQuery,
  opts: { km: number; domestic: boolean; carrier: string; loadFactor: number; jitter: number; stops: number },
): FareFamily[] {
  const perKm = opts.domestic ? 1.05 : 0.62;
  const floor = opts.domestic ? 690 : 2400;
  const cabin = query.cabin === 'BUSINESS' ? 3.2 : 1;
  const connection = opts.stops > 0 ? 0.92 : 1;
  const adultBase = (floor + opts.km * perKm) * demandFactor(query.daysBefore, opts.loadFactor) * cabin * connection * (CARRIER_FACTOR[opts.carrier] ?? 1) * opts.jitter;
  const seats = query.pax.adult + query.pax.child + query.pax.senior;
  const people = seats + query.pax.infant;
  const weight = (Object.keys(PAX_FACTOR) as Array<keyof typeof PAX_FACTOR>).reduce((sum, k) => sum + query.pax[k] * PAX_FACTOR[k], 0);
  const taxPerPerson = opts.domestic ? 120 : 780;

  const family = (code: FareFamily['code'], uplift: number, features: FareFamily['features']): FareFamily => {
    const base = round(adultBase * uplift * weight);
    const tax = round(taxPerPerson * people + (opts.domestic ? base * 0.2 : 0));
    const service_fee = SERVICE_FEE_PER_PASSENGER * people;
    return { code, name: code, base, tax, service_fee, total: round(base + tax + service_fee), features };
  };
  const business = query.cabin === 'BUSINESS';
  return [
    family('LIGHT', 1, { baggage_allowance: { hand_luggage: 8, luggage: business ? 30 : 0 }, seat_selection: business, free_cancel: false, free_change: false }),
    family('STANDARD', 1.22, { baggage_allowance: { hand_luggage: 8, luggage: business ? 40 : 20 }, seat_selection: true, free_cancel: false, free_change: true }),
    family('FLEX', 1.55, { baggage_allowance: { hand_luggage: 8, luggage: business ? 40 : 30 }, seat_selection: true, free_cancel: true, free_change: true }),
  ];
}
