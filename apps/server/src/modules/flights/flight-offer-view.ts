import type { FlightDirection, Language, PaxType } from '@yolcu/contract';
import { round2 } from '../../lib/money.js';
import type { FareFamily, FlightLeg } from '../../integrations/flights/supplier.js';
import { airportNameIn, cityNameIn } from '../../data/reference/airports.js';
import { translate } from '../../lib/i18n.js';
import { airlineRefundLine, airlineRefundOf, departureOf, policyView } from './flight-refund-rules.js';

/** What a booking keeps of one direction: enough to show it again and to take or give back its seats. */
export interface DirectionSnapshot {
  offerId: string;
  legs: FlightLeg[];
  fare: FareFamily;
  flightSaleType: number;
  seats: { legs: Array<{ flightKey: string; date: string; cabin: string; seatsTotal: number }>; seats: number };
}

const PAX_TYPE_OF = { adult: 'ADT', child: 'CHD', infant: 'INF', senior: 'SNR' } as const;
const PAX_NAME_KEY = { ADT: 'pax.adult', CHD: 'pax.child', INF: 'pax.infant', SNR: 'pax.senior' } as const;
/** 02 §9: over 8 kg is checked baggage; 8 kg or less is hand luggage only. */
const HAND_LUGGAGE_MAX_KG = 8;

/**
 * A fare's name as the traveller reads it: an airline's own brand as it sells it (Duffel's
 * `fare_brand_name`), or the catalogue's name of one of the product's own families.
 */
export const fareName = (fare: { code: string; name: string }, lang: Language) =>
  fare.name && fare.name !== fare.code ? fare.name : translate(lang, `fare.${fare.code}`);

/** A leg's airport with its name and city in the reader's language (a booking keeps the stored ones). */
export const named = <A extends { code: string; name: string; city?: string }>(airport: A, lang: Language): A => ({
  ...airport,
  name: airportNameIn(airport.name, lang),
  ...(airport.city === undefined ? {} : { city: cityNameIn(airport.code, airport.city, lang) }),
});

/** A search result's ends and legs with their places in the reader's language (the session keeps the supplier's). */
export function resultPlacesIn<
  R extends {
    departure: { airport_code: string; airport_name: string; city: string };
    arrival: { airport_code: string; airport_name: string; city: string };
    transfers: Array<{
      departure_airport: { code: string; name: string };
      arrival_airport: { code: string; name: string };
    }>;
  },
>(result: R, lang: Language): R {
  const end = <E extends R['departure']>(e: E): E => ({
    ...e,
    airport_name: airportNameIn(e.airport_name, lang),
    city: cityNameIn(e.airport_code, e.city, lang),
  });
  return {
    ...result,
    departure: end(result.departure),
    arrival: end(result.arrival),
    transfers: result.transfers.map((leg) => ({
      ...leg,
      departure_airport: named(leg.departure_airport, lang),
      arrival_airport: named(leg.arrival_airport, lang),
    })),
  };
}

/**
 * One direction as 02 §3 shows it on the payment and detail pages, in the reader's language; its
 * cancellation ranges start at `since` (now before paying, the purchase on a ticket).
 */
export function directionView(d: DirectionSnapshot, lang: Language, since = Date.now()): FlightDirection {
  const t = (key: string) => translate(lang, key);
  const first = d.legs[0]!;
  const last = d.legs[d.legs.length - 1]!;
  const f = d.fare.features;
  const allowance = f.baggage_allowance.luggage || f.baggage_allowance.hand_luggage;
  const untilDeparture = {
    datetime_from: new Date(since).toISOString(),
    datetime_to: new Date(departureOf(first, () => undefined)).toISOString(),
  };
  const changeFee = f.free_change ? 0 : null;
  const cancellation = policyView(d, since, lang);
  return {
    info: {
      departure_date: first.departure_date,
      departure_time: first.departure_time,
      departure_airport: named(first.departure_airport, lang),
      arrival_airport: named(last.arrival_airport, lang),
      alternative_price: {
        code: d.fare.code,
        name: fareName(d.fare, lang),
        ...(d.fare.airline_terms ? { cancel_rule: airlineRefundLine(airlineRefundOf(d.fare), lang) } : {}),
        hand_luggage_allowance: f.baggage_allowance.hand_luggage,
        luggage_allowance: f.baggage_allowance.luggage,
        seat_selection: f.seat_selection,
        free_cancel: f.free_cancel,
        free_change: f.free_change,
      },
      change_policies: [{ changeable: f.free_change, amount: changeFee ?? 0, ...untilDeparture }],
      cancelation_policies: cancellation.policies,
      change_policies_texts: [{ description: t(f.free_change ? 'pay.rule_change_free' : 'pay.rule_change_none') }],
      cancelation_policies_texts: cancellation.texts,
      airline_rule: { content: translate(lang, `pay.rule_airline|${first.airline.name}`) },
      baggage_type: allowance > HAND_LUGGAGE_MAX_KG ? 'BG' : 'HL',
      baggage_allowance: allowance,
      flight_sale_type: d.flightSaleType,
    },
    transfers: d.legs.map(({ flight_key: _key, departs_at: _at, ...leg }) => ({
      ...leg,
      departure_airport: named(leg.departure_airport, lang),
      arrival_airport: named(leg.arrival_airport, lang),
      airline: { ...leg.airline, logo: `/api/flight/airline/${leg.airline.code}/logo.svg` },
    })),
  };
}

/** The price table of 02 §3: one row per passenger type across every direction. */
export function groupTickets(directions: DirectionSnapshot[], lang: Language) {
  const rows = new Map<
    PaxType,
    {
      pax_type: PaxType;
      pax_name: string;
      count: number;
      total_base: number;
      total_tax: number;
      total_service_fee: number;
    }
  >();
  for (const d of directions) {
    for (const g of d.fare.groups) {
      const type = PAX_TYPE_OF[g.type];
      const row = rows.get(type) ?? {
        pax_type: type,
        pax_name: translate(lang, PAX_NAME_KEY[type]),
        count: g.count,
        total_base: 0,
        total_tax: 0,
        total_service_fee: 0,
      };
      row.total_base = round2(row.total_base + g.base);
      row.total_tax = round2(row.total_tax + g.tax);
      row.total_service_fee = round2(row.total_service_fee + g.service_fee);
      rows.set(type, row);
    }
  }
  return [...rows.values()];
}

export function priceOf(directions: DirectionSnapshot[]) {
  const sum = (k: 'base' | 'tax' | 'service_fee' | 'total') => round2(directions.reduce((s, d) => s + d.fare[k], 0));
  return { base: sum('base'), tax: sum('tax'), service_fee: sum('service_fee'), total: sum('total') };
}
