import type { FareFamily, FlightQuery, RefundRule } from '../supplier.js';

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
  const adultBase =
    (floor + opts.km * perKm) *
    demandFactor(query.daysBefore, opts.loadFactor) *
    cabin *
    connection *
    (CARRIER_FACTOR[opts.carrier] ?? 1) *
    opts.jitter;
  const taxPerPerson = opts.domestic ? 120 : 780;
  const types = (Object.keys(PAX_FACTOR) as Array<keyof typeof PAX_FACTOR>).filter((k) => query.pax[k] > 0);

  // Priced per passenger type, and the fare is the sum of the groups, so the payment page's table
  // of groups always adds up to the total the results showed.
  const family = (code: FareFamily['code'], uplift: number, features: FareFamily['features']): FareFamily => {
    const groups = types.map((type) => {
      const count = query.pax[type];
      const base = round(adultBase * uplift * PAX_FACTOR[type] * count);
      const tax = round(taxPerPerson * count + (opts.domestic ? base * 0.2 : 0));
      return { type, count, base, tax, service_fee: SERVICE_FEE_PER_PASSENGER * count };
    });
    const sum = (k: 'base' | 'tax' | 'service_fee') => round(groups.reduce((s, g) => s + g[k], 0));
    const [base, tax, service_fee] = [sum('base'), sum('tax'), sum('service_fee')];
    const total = round(base + tax + service_fee);
    return { code, name: code, base, tax, service_fee, total, features, refund_rules: refundRules(code, base), groups };
  };
  const business = query.cabin === 'BUSINESS';
  // No fare promises seat selection: the product has none to offer yet (issue 19).
  return [
    family('LIGHT', 1, {
      baggage_allowance: { hand_luggage: 8, luggage: business ? 30 : 0 },
      seat_selection: false,
      free_cancel: false,
      free_change: false,
    }),
    family('STANDARD', 1.22, {
      baggage_allowance: { hand_luggage: 8, luggage: business ? 40 : 20 },
      seat_selection: false,
      free_cancel: false,
      free_change: true,
    }),
    family('FLEX', 1.55, {
      baggage_allowance: { hand_luggage: 8, luggage: business ? 40 : 30 },
      seat_selection: false,
      free_cancel: true,
      free_change: true,
    }),
  ];
}

/** Standard fares refund fare and taxes less this share of the fare until three days before departure. */
const STANDARD_PENALTY_RATE = 0.25;
const STANDARD_REFUND_UNTIL_MINUTES = 72 * 60;

/** The fare families' cancellation rules: Flex refunds all, Standard until three days out, Light the taxes. */
function refundRules(code: FareFamily['code'], base: number): RefundRule[] {
  if (code === 'FLEX') return [{ until_minutes_before: 0, refund: 'all', penalty: 0 }];
  if (code === 'STANDARD')
    return [
      {
        until_minutes_before: STANDARD_REFUND_UNTIL_MINUTES,
        refund: 'all',
        penalty: round(base * STANDARD_PENALTY_RATE),
      },
      { until_minutes_before: 0, refund: 'taxes', penalty: 0 },
    ];
  return [{ until_minutes_before: 0, refund: 'taxes', penalty: 0 }];
}
