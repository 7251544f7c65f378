import type {
  Airline,
  Airport,
  CabinClass,
  CreateOfferRequest,
  FlightsConditions,
  Offer,
  OfferPassenger,
  OfferRequest,
  OfferSlice,
  OfferSliceSegment,
} from '@duffel/api/types';
import { airportOf, airportsOf, isCityCode } from './fake-places.js';
import { duffelId } from './fake-ids.js';

/** Duffel's test airline. */
export const DUFFEL_AIRWAYS: Airline = {
  id: 'arl_00009VME7D6ivUu8dn35WK',
  name: 'Duffel Airways',
  iata_code: 'ZZ',
  logo_symbol_url: null,
  logo_lockup_url: null,
  conditions_of_carriage_url: null,
};

/** A fare brand of the fake airline: price factor, bags, and what changing and refunding cost. */
interface Brand {
  name: string;
  factor: number;
  carryOn: number;
  checked: number;
  refund: { allowed: boolean; penalty: number };
  change: { allowed: boolean; penalty: number };
}
export const BRANDS: Brand[] = [
  {
    name: 'Basic',
    factor: 1,
    carryOn: 1,
    checked: 0,
    refund: { allowed: false, penalty: 0 },
    change: { allowed: true, penalty: 25 },
  },
  {
    name: 'Flex',
    factor: 1.4,
    carryOn: 1,
    checked: 1,
    refund: { allowed: true, penalty: 0 },
    change: { allowed: true, penalty: 0 },
  },
];

/** Departures of each day on every route the fake flies, local time at the origin. */
const DEPARTURES = ['08:05', '18:40'];

export interface FakeOfferSettings {
  currency: string;
  /** An adult's base fare per slice on the first departure. */
  adultBase: number;
  /** Whether offers ask for passports (international flights do). */
  identityDocumentsRequired: boolean;
  /** How long an offer stays orderable. */
  offerLifetimeMs: number;
}

const money = (n: number) => n.toFixed(2);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The local wall clock at `zone` of an instant, as Duffel writes segment times (no offset). */
function localAt(instant: number, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:00`;
}

/** The instant of a local wall-clock time at `zone`. */
export function instantOfLocal(local: string, zone: string): number {
  const wall = Date.parse(`${local.slice(0, 16)}:00Z`);
  let guess = wall;
  for (let i = 0; i < 2; i++) guess += wall - Date.parse(`${localAt(guess, zone)}Z`);
  return guess;
}

/** Minutes in the air between two airports: from the great-circle distance, as a jet flies it. */
function flightMinutes(from: Airport, to: Airport): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((to.latitude - from.latitude) * rad) / 2) ** 2 +
    Math.cos(from.latitude * rad) *
      Math.cos(to.latitude * rad) *
      Math.sin(((to.longitude - from.longitude) * rad) / 2) ** 2;
  const km = 2 * 6371 * Math.asin(Math.sqrt(a));
  return Math.round((30 + km / 13.5) / 5) * 5;
}

export const isoDuration = (minutes: number) => `PT${Math.floor(minutes / 60)}H${minutes % 60}M`;

export function segmentOf(
  from: Airport,
  to: Airport,
  departingAt: string,
  flightNumber: string,
  passengers: OfferPassenger[],
  cabin: CabinClass,
  brand: Brand,
): OfferSliceSegment {
  const minutes = flightMinutes(from, to);
  const arrives = instantOfLocal(departingAt, from.time_zone) + minutes * 60_000;
  return {
    id: duffelId('seg'),
    aircraft: { id: 'arc_00009UhD4ongolulWd91Ky', name: 'Airbus A320', iata_code: '320' },
    departing_at: departingAt,
    arriving_at: localAt(arrives, to.time_zone),
    origin: from,
    destination: to,
    origin_terminal: '1',
    destination_terminal: '1',
    distance: null,
    duration: isoDuration(minutes),
    marketing_carrier: DUFFEL_AIRWAYS,
    marketing_carrier_flight_number: flightNumber,
    operating_carrier: DUFFEL_AIRWAYS,
    operating_carrier_flight_number: flightNumber,
    stops: [],
    passengers: passengers.map((p) => ({
      passenger_id: p.id,
      cabin_class: cabin,
      cabin_class_marketing_name: cabin === 'business' ? 'Business' : 'Economy',
      fare_basis_code: brand.name === 'Flex' ? 'YFLEX' : 'OBASIC',
      cabin: null,
      baggages: [
        { type: 'carry_on', quantity: p.type === 'infant_without_seat' ? 0 : brand.carryOn },
        { type: 'checked', quantity: p.type === 'infant_without_seat' ? 0 : brand.checked },
      ],
    })),
  };
}

const conditionOf = (c: Brand['refund'], currency: string) =>
  c.allowed
    ? { allowed: true as const, penalty_amount: money(c.penalty), penalty_currency: currency }
    : { allowed: false as const, penalty_amount: null, penalty_currency: null };

/** A passenger's share of an adult fare: children 75%, infants on a lap 10%. */
const paxFactor = (p: OfferPassenger) => (p.type === 'child' ? 0.75 : p.type === 'infant_without_seat' ? 0.1 : 1);

/**
 * An offer request answered as Duffel Airways would: per slice, two departures a day; every
 * combination of them (a round trip is priced together) in each fare brand.
 */
export function answerOfferRequest(body: CreateOfferRequest, settings: FakeOfferSettings): OfferRequest {
  const cabin = body.cabin_class ?? 'economy';
  const passengers: OfferPassenger[] = body.passengers.map((p) => {
    const age = 'age' in p && typeof p.age === 'number' ? p.age : null;
    const type = age === null ? 'adult' : age < 2 ? 'infant_without_seat' : age < 18 ? 'child' : 'adult';
    return { id: duffelId('pas'), type, age, fare_type: null, loyalty_programme_accounts: [] };
  });
  // A city's code flies from (or to) each of its airports: every pair of a slice's airports is a route.
  const slicePlaces = body.slices.map((s) => ({
    routes: airportsOf(s.origin).flatMap((from) => airportsOf(s.destination).map((to) => ({ from, to }))),
    date: s.departure_date,
  }));
  // Every combination of the slices' departures on each of their routes.
  type Choice = { route: number; departure: number };
  let combinations: Choice[][] = [[]];
  for (const p of slicePlaces)
    combinations = combinations.flatMap((c) =>
      p.routes.flatMap((_, route) => DEPARTURES.map((_, departure) => [...c, { route, departure }])),
    );
  const created = new Date().toISOString();
  const offers: Offer[] = [];
  for (const combination of combinations) {
    for (const brand of BRANDS) {
      const slices: OfferSlice[] = slicePlaces.map((place, s) => {
        const { route, departure } = combination[s]!;
        const p = place.routes[route]!;
        const flight = String(100 + s * 20 + route * 2 + departure);
        const segment = segmentOf(
          p.from,
          p.to,
          `${place.date}T${DEPARTURES[departure]}:00`,
          flight,
          passengers,
          cabin,
          brand,
        );
        return {
          id: duffelId('sli'),
          origin: p.from,
          destination: p.to,
          origin_type: 'airport',
          destination_type: 'airport',
          duration: segment.duration,
          fare_brand_name: brand.name,
          segments: [segment],
          conditions: {
            ...conditionsOf(brand, settings.currency),
            advance_seat_selection: brand.name === 'Flex',
            priority_boarding: false,
            priority_check_in: false,
          },
          ngs_shelf: null,
          comparison_key: `${p.from.iata_code}-${p.to.iata_code}-${flight}`,
        };
      });
      // The evening departure is dearer; business three times economy.
      const perSlice = combination.map((c) => settings.adultBase * (c.departure === 1 ? 1.2 : 1));
      const cabinFactor = cabin === 'business' ? 3 : 1;
      const base =
        perSlice.reduce((s, n) => s + n, 0) *
        brand.factor *
        cabinFactor *
        passengers.reduce((s, p) => s + paxFactor(p), 0);
      const tax = base * 0.2;
      offers.push({
        id: duffelId('off'),
        live_mode: false,
        created_at: created,
        updated_at: created,
        expires_at: new Date(Date.now() + settings.offerLifetimeMs).toISOString(),
        owner: DUFFEL_AIRWAYS,
        passengers,
        slices,
        base_amount: money(base),
        base_currency: settings.currency,
        tax_amount: money(tax),
        tax_currency: settings.currency,
        total_amount: money(Number(money(base)) + Number(money(tax))),
        total_currency: settings.currency,
        total_emissions_kg: '90',
        conditions: conditionsOf(brand, settings.currency),
        passenger_identity_documents_required: settings.identityDocumentsRequired,
        supported_passenger_identity_document_types: ['passport'],
        payment_requirements: {
          requires_instant_payment: false,
          payment_required_by: null,
          price_guarantee_expires_at: null,
        },
        private_fares: [],
        partial: false,
        supported_loyalty_programmes: [],
        available_services: [],
      });
    }
  }
  return {
    id: duffelId('orq'),
    live_mode: false,
    created_at: created,
    cabin_class: cabin,
    passengers: passengers.map(({ id, type, age }) => ({
      id,
      ...(type ? { type } : {}),
      ...(age !== null ? { age } : {}),
    })),
    slices: body.slices.map((s) => ({
      origin: placeOf(s.origin),
      destination: placeOf(s.destination),
      origin_type: isCityCode(s.origin) ? 'city' : 'airport',
      destination_type: isCityCode(s.destination) ? 'city' : 'airport',
      departure_date: s.departure_date,
    })),
    offers,
  };
}

/** A slice end as an offer request shows it: the airport, or the city with its airports. */
function placeOf(code: string): OfferRequest['slices'][number]['origin'] {
  if (!isCityCode(code)) return { ...airportOf(code)!, type: 'airport' } as OfferRequest['slices'][number]['origin'];
  const airports = airportsOf(code);
  return {
    ...airports[0]!.city!,
    type: 'city',
    airports,
  } as unknown as OfferRequest['slices'][number]['origin'];
}

function conditionsOf(brand: Brand, currency: string): FlightsConditions {
  return {
    refund_before_departure: conditionOf(brand.refund, currency),
    change_before_departure: conditionOf(brand.change, currency),
  };
}

export { hhmm, minutesOf };
