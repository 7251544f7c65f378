import { type FlightSearchForm, type FlightSelect, type Language, todayInTurkey } from '@yolcu/contract';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { CLOSED_AIRPORTS, METRO_BY_CODE } from '../../data/reference/airport-cities.js';
import { airportNameIn } from '../../data/reference/airports.js';
import { flightInventory } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { type SoldSeats, inventoryKey } from '../../integrations/flights/builtin/builtin-supplier.js';
import type { AirportRef, FlightOffer, FlightQuery, FlightSupplier } from '../../integrations/flights/supplier.js';
import { translate } from '../../lib/i18n.js';
import { round2 } from '../../lib/money.js';
import { SearchSessions, timedOut } from '../search-sessions/search-sessions.js';
import { type AirportSearch, airportRef, cityChoiceName } from './airport-search.js';
import { fareName, resultPlacesIn } from './flight-offer-view.js';
import { airlineRefundLine } from './flight-refund-rules.js';
import { type FlightResult, sideStatistics, toResult } from './flight-results.js';

const PACKAGE_LIMIT = 60;

export interface StoredResults {
  packaged: boolean;
  outbound: FlightResult[];
  returns: FlightResult[];
  packages: Array<{ product_id: string; departure: FlightResult; return: FlightResult; price: FlightResult['price'] }>;
}

// The days too: a flight's row per day grows with every day it is booked on. Arrays keep it one
// prepared statement whatever the number of flights.
const soldSeatsOf = prepared('flight_inventory_sold', (db) =>
  db
    .select()
    .from(flightInventory)
    .where(
      and(
        sql`${flightInventory.flightKey} = any(${sql.placeholder('flightKeys')})`,
        sql`${flightInventory.date} = any(${sql.placeholder('dates')})`,
      ),
    ),
);

export function soldSeatsFrom(db: Db): SoldSeats {
  return async (keys) => {
    const flightKeys = [...new Set(keys.map((k) => k.flightKey))];
    if (flightKeys.length === 0) return new Map();
    const dates = [...new Set(keys.map((k) => k.date))];
    const rows = await soldSeatsOf(db).execute({ flightKeys, dates });
    return new Map(rows.map((r) => [inventoryKey(r.flightKey, r.date, r.cabin), r.seatsSold]));
  };
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export class FlightSearchService {
  readonly sessions: SearchSessions<StoredResults>;

  constructor(
    db: Db,
    private readonly supplier: FlightSupplier,
    private readonly airportIndex: AirportSearch,
  ) {
    this.sessions = new SearchSessions<StoredResults>(db, 'flight');
  }

  /** An airport or a city of several airports (by id); a closed airport is no place to fly from or to. */
  async airport(id: number, field: string, opts: { closedToo?: boolean } = {}): Promise<AirportRef> {
    const row = await this.airportIndex.rowById(id);
    if (!row || (row.code in CLOSED_AIRPORTS && !opts.closedToo))
      throw AppError.badRequest({ [field]: ['flight.airport_unknown'] });
    return airportRef(row);
  }

  async airportByCode(code: string): Promise<AirportRef> {
    const row = await this.airportIndex.rowByCode(code);
    if (!row) throw AppError.badRequest({ non_field_errors: ['flight.airport_unknown'] });
    return airportRef(row);
  }

  /** The airports a place stands for: itself, or every open airport of a city choice. */
  async airportsOf(place: AirportRef): Promise<AirportRef[]> {
    const city = METRO_BY_CODE.get(place.code);
    if (!city) return [place];
    const codes = city.airports.filter((code) => !(code in CLOSED_AIRPORTS));
    const rows = await Promise.all(codes.map((code) => this.airportIndex.rowByCode(code)));
    return rows.filter((row) => row !== undefined).map(airportRef);
  }

  /**
   * What the supplier is asked for a place of `airports` (airportsOf): a city it searches in one
   * request by the city's own code (Duffel: LON, PAR), else each airport (one search per pair of
   * airports of the two ends). Each search may be billed (issue 38).
   */
  searchPlacesOf(place: AirportRef, airports: AirportRef[]): AirportRef[] {
    const city = METRO_BY_CODE.get(place.code);
    const asOne =
      city !== undefined &&
      airports.length > 1 &&
      this.supplier.searchesCity?.({ code: city.code, airports: airports.map((a) => a.code) }) === true;
    return asOne ? [place] : airports;
  }

  /** Runs the supplier for a search form: the results a session stores. */
  private async run(form: FlightSearchForm) {
    const from = await this.airport(form.departure_airport, 'departure_airport');
    const to = await this.airport(form.arrival_airport, 'arrival_airport');
    const [fromAirports, toAirports] = await Promise.all([this.airportsOf(from), this.airportsOf(to)]);
    // Same city is refused too: IST to SAW is not a flight anyone buys (01 §5), nor Istanbul (all airports) to SAW.
    const sharesAirport = fromAirports.some((a) => toAirports.some((b) => a.code === b.code));
    if (from.city === to.city || sharesAirport) throw AppError.badRequest({ arrival_airport: ['flight.same_airport'] });

    const pax = { adult: form.adult, child: form.child, infant: form.infant, senior: form.senior };
    const how = { cabin: form.flight_class, pax, directOnly: form.direct_flights_only };
    const [starts, ends] = [this.searchPlacesOf(from, fromAirports), this.searchPlacesOf(to, toAirports)];
    if (form.fly_type === 'RT' && form.return_date && this.supplier.searchRoundTrip) {
      // Priced together by the supplier: its pairs are the packages, never pairs of our making.
      const pairs = await this.roundTripsBetween(starts, ends, form.departure_date, form.return_date, how);
      const unique = (offers: FlightOffer[]) => [...new Map(offers.map((o) => [o.id, o])).values()];
      const results = buildResults(
        unique(pairs.map((p) => p.departure)),
        unique(pairs.map((p) => p.return)),
        true,
        pairs,
      );
      return { packaged: true, results };
    }
    const packaged = form.fly_type === 'RT' && from.countryCode !== to.countryCode;
    const outboundOffers = await this.offersBetween(starts, ends, form.departure_date, how);
    const returnOffers =
      form.fly_type === 'RT' && form.return_date ? await this.offersBetween(ends, starts, form.return_date, how) : [];
    return { packaged, results: buildResults(outboundOffers, returnOffers, packaged) };
  }

  /** The supplier's offers on a day; a city choice searches every pair of its airports. */
  async offersBetween(
    starts: AirportRef[],
    ends: AirportRef[],
    date: string,
    how: { cabin: FlightSearchForm['flight_class']; pax: FlightQuery['pax']; directOnly: boolean },
  ): Promise<FlightOffer[]> {
    const daysBefore = daysBetween(todayInTurkey(), date);
    const lists = await Promise.all(
      starts.flatMap((from) => ends.map((to) => this.supplier.search({ from, to, date, ...how, daysBefore }))),
    );
    const seen = new Set<string>();
    return lists.flat().filter((o) => !seen.has(o.id) && seen.add(o.id));
  }

  /** A round-trip-pricing supplier's pairs between every pair of airports of the two ends. */
  private async roundTripsBetween(
    starts: AirportRef[],
    ends: AirportRef[],
    date: string,
    returnDate: string,
    how: Parameters<FlightSearchService['offersBetween']>[3],
  ) {
    const today = todayInTurkey();
    const query = (from: AirportRef, to: AirportRef, day: string): FlightQuery => ({
      from,
      to,
      date: day,
      ...how,
      daysBefore: daysBetween(today, day),
    });
    const lists = await Promise.all(
      starts.flatMap((from) =>
        ends.map((to) => this.supplier.searchRoundTrip!(query(from, to, date), query(to, from, returnDate))),
      ),
    );
    return lists.flat();
  }

  /** The lowest total a one-way search on a day shows (its results' lowest `price.total`); null when nothing flies. */
  async lowestOneWay(
    starts: AirportRef[],
    ends: AirportRef[],
    date: string,
    how: Parameters<FlightSearchService['offersBetween']>[3],
  ): Promise<number | null> {
    const { outbound } = buildResults(await this.offersBetween(starts, ends, date, how), [], false);
    return outbound.length ? Math.min(...outbound.map((r) => r.price.total)) : null;
  }

  /** Runs a search (03 §6) and stores its results under a new session_unique. */
  async start(form: FlightSearchForm, userId: number | null) {
    const { packaged, results } = await this.run(form);
    const params = { ...form, is_packaged: packaged };
    const optionId = await this.sessions.optionFor(params);
    const sessionUnique = await this.sessions.create(optionId, userId, results);
    return { form_data: { ...params, option: optionId }, session_unique: sessionUnique };
  }

  /** The lowest price a search finds now (price alerts): the cheapest trip, both ways for a round trip; null when none. */
  async lowestPrice(form: FlightSearchForm): Promise<number | null> {
    const { packaged, results } = await this.run(form);
    const min = (prices: number[]) => (prices.length ? Math.min(...prices) : null);
    if (packaged) return min(results.packages.map((p) => p.price.total));
    const out = min(results.outbound.map((r) => r.price.total));
    if (form.fly_type !== 'RT') return out;
    const back = min(results.returns.map((r) => r.price.total));
    return out === null || back === null ? null : Math.round((out + back) * 100) / 100;
  }

  optionParams(id: number) {
    return this.sessions.optionParams(id);
  }

  /** A session with its results, without its selection (the payment steps read that from the row). */
  session(sessionUnique: string) {
    return this.sessions.withResults(sessionUnique);
  }

  sessionHead(sessionUnique: string) {
    return this.sessions.head(sessionUnique);
  }

  /** GET of a session (02 §3): results, statistics, the option, and the seconds left. */
  async view(sessionUnique: string, lang: Language) {
    const { row, timeLeft, results } = await this.session(sessionUnique);
    if (timeLeft === 0) return timedOut(lang);
    const params = await this.optionParams(row.optionId);
    const named = (r: FlightResult): FlightResult => ({
      ...resultPlacesIn(r, lang),
      price: {
        ...r.price,
        alternative_prices: r.price.alternative_prices.map((a) => ({
          ...a,
          name: fareName(a, lang),
          ...(a.airline_refund ? { cancel_rule: airlineRefundLine(a.airline_refund, lang) } : {}),
        })),
      },
    });
    const search = results.packaged
      ? results.packages.map((p) => ({
          ...p,
          departure: named(p.departure),
          return: named(p.return),
          price: named({ ...p.departure, price: p.price }).price,
        }))
      : results.outbound.map(named);
    const statistics = results.packaged
      ? {
          ...sideStatistics(results.packages.map((p) => ({ ...p.departure, price: p.price }))),
          return: sideStatistics(results.packages.map((p) => ({ ...p.return, price: p.price }))),
        }
      : sideStatistics(results.outbound);
    return {
      status: true as const,
      search,
      statistics,
      search_options: await this.describeOption(row.optionId, params, lang),
      time_out_seconds: timeLeft,
    };
  }

  async describeOption(id: number, params: Record<string, unknown>, lang: Language) {
    const p = params as FlightSearchForm & { is_packaged: boolean };
    const [from, to] = await Promise.all([
      // A stored option still describes itself after its airport has closed (alert lists, old links).
      this.airport(p.departure_airport, 'departure_airport', { closedToo: true }),
      this.airport(p.arrival_airport, 'arrival_airport', { closedToo: true }),
    ]);
    const [fromRow, toRow] = await Promise.all([this.airportIndex.rowById(from.id), this.airportIndex.rowById(to.id)]);
    const end = (place: AirportRef, cityTr: string) => {
      const city = lang === 'tr' ? cityTr : place.city;
      const name = METRO_BY_CODE.has(place.code) ? cityChoiceName(city, lang) : airportNameIn(place.name, lang);
      return { id: place.id, code: place.code, name, city };
    };
    return {
      id,
      fly_type: p.fly_type,
      is_packaged: p.is_packaged,
      departure_date: p.departure_date,
      return_date: p.return_date,
      departure_airport: end(from, fromRow!.cityTr),
      arrival_airport: end(to, toRow!.cityTr),
      adult: p.adult,
      child: p.child,
      infant: p.infant,
      senior: p.senior,
      total_passenger_count: p.adult + p.child + p.infant + p.senior,
      flight_class: p.flight_class,
      flight_class_name: translate(lang, p.flight_class === 'BUSINESS' ? 'class.business' : 'class.economy'),
      direct_flights_only: p.direct_flights_only,
      refundables_only: false,
    };
  }
}

/** Least time between landing and flying back from the same airport. */
export const MIN_TURNAROUND_MINUTES = 120;
const localMinutes = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`) / 60_000;

/**
 * Whether a return can follow an outbound: it leaves the airport the outbound landed at at least
 * two hours after landing. Both times are local to that one airport, so they compare directly.
 */
export function canFollow(outbound: FlightResult, back: FlightResult): boolean {
  return (
    localMinutes(back.departure.date, back.departure.time) -
      localMinutes(outbound.arrival.date, outbound.arrival.time) >=
    MIN_TURNAROUND_MINUTES
  );
}

/** Return flights for a chosen outbound (leg-by-leg round trips): only those leaving after it lands. */
export async function returnItems(
  service: FlightSearchService,
  sessionUnique: string,
  outboundId: string,
  lang: Language,
) {
  const { timeLeft, results } = await service.session(sessionUnique);
  if (timeLeft === 0) return { ...timedOut(lang), search: [] };
  const outbound = results.outbound.find((r) => r.product_id === outboundId);
  if (results.packaged || !outbound) throw AppError.badRequest({ product_ids: ['v.invalid'] });
  return { status: true as const, search: results.returns.filter((r) => canFollow(outbound, r)) };
}

/** Records the traveller's choice; payment prices exactly this selection. */
export async function selectFlights(service: FlightSearchService, input: FlightSelect, lang: Language) {
  const { row, timeLeft, results } = await service.session(input.session_unique);
  if (timeLeft === 0) return timedOut(lang);
  const roundTrip = (await service.optionParams(row.optionId)).fly_type === 'RT';
  const fares = input.alternative_prices ?? [];
  const fail = () => ({ status: false, research: false, message: translate(lang, 'flight.select_invalid') });
  // What was chosen is kept with the selection, so the payment steps need not read every result again.
  let chosen: StoredResults;
  if (results.packaged) {
    const pkg = results.packages.find((p) => p.product_id === input.product_ids[0]);
    if (!pkg || input.product_ids.length !== 1) return fail();
    chosen = { packaged: true, outbound: [], returns: [], packages: [pkg] };
  } else {
    const [outId, retId] = input.product_ids;
    const outbound = results.outbound.find((r) => r.product_id === outId);
    if (!outbound) return fail();
    // A round trip needs its return, and one that leaves after the outbound lands.
    const back = results.returns.find((r) => r.product_id === retId);
    if (roundTrip && (!back || !canFollow(outbound, back))) return fail();
    if (!roundTrip && retId !== undefined) return fail();
    chosen = { packaged: false, outbound: [outbound], returns: back && roundTrip ? [back] : [], packages: [] };
  }
  // A fare the supplier said it stops selling (Duffel's offer expiry) is not asked about again:
  // the payment steps would find it gone, so the traveller searches again now.
  if (lapsedFare(chosen, fares))
    return { status: false, research: true, message: translate(lang, 'flight.offer_expired') };
  await service.sessions.saveSelection(input.session_unique, {
    product_ids: input.product_ids,
    alternative_prices: fares,
    chosen,
  });
  return { status: true, research: false, message: '' };
}

/** Whether a chosen fare's `expires_at` (kept from the search) has passed. */
function lapsedFare(chosen: StoredResults, fares: string[], now = Date.now()): boolean {
  const sides = chosen.packaged
    ? chosen.packages.flatMap((p) => [
        { result: p.departure, fare: fares[0] },
        { result: p.return, fare: fares[0] },
      ])
    : [
        ...chosen.outbound.map((result) => ({ result, fare: fares[0] })),
        ...chosen.returns.map((result) => ({ result, fare: fares[1] })),
      ];
  return sides.some(({ result, fare }) => {
    const expiresAt = result.price.alternative_prices.find((a) => a.code === (fare ?? 'LIGHT'))?.expires_at;
    return expiresAt !== undefined && Date.parse(expiresAt) <= now;
  });
}

/**
 * The results a session stores. Packaged, every outbound that the return can follow is paired with
 * it, unless the supplier priced its own `pairs` (only those are packages then).
 */
function buildResults(
  outbound: FlightOffer[],
  returns: FlightOffer[],
  packaged: boolean,
  pairs?: Array<{ departure: FlightOffer; return: FlightOffer }>,
): StoredResults {
  const out = outbound.map((o) => toResult(o, o.id));
  const back = returns.map((o) => toResult(o, o.id));
  if (!packaged) return { packaged, outbound: out, returns: back, packages: [] };
  const priced = pairs && new Set(pairs.map((p) => `${p.departure.id}|${p.return.id}`));
  const packages: StoredResults['packages'] = [];
  for (const d of out) {
    for (const r of back) {
      if (priced ? !priced.has(`${d.product_id}|${r.product_id}`) : !canFollow(d, r)) continue;
      const price = {
        total: round2(d.price.total + r.price.total),
        per_adult: round2((d.price.per_adult ?? 0) + (r.price.per_adult ?? 0)),
        alternative_prices: d.price.alternative_prices.map((a, i) => {
          const back = r.price.alternative_prices[i]?.price;
          return {
            ...a,
            price: {
              total: round2(a.price.total + (back?.total ?? 0)),
              per_adult: round2((a.price.per_adult ?? 0) + (back?.per_adult ?? 0)),
            },
            features: a.features,
          };
        }),
      };
      packages.push({ product_id: `${d.product_id}|${r.product_id}`, departure: d, return: r, price });
    }
  }
  packages.sort((a, b) => a.price.total - b.price.total);
  return { packaged, outbound: out, returns: back, packages: packages.slice(0, PACKAGE_LIMIT) };
}
