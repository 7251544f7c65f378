import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { prepared } from '../../../db/prepared.js';
import { flightInventory, supplierOrders } from '../../../db/schema.js';
import type { SupplierEvent, SupplierEventLeg } from '../../orders.js';
import type {
  AirportRef,
  FlightLeg,
  FlightOffer,
  FlightOrderRequest,
  FlightQuery,
  FlightSeatsRequest,
  FlightSelectionPart,
  FlightSupplier,
  PricedFlight,
} from '../supplier.js';
import { BuiltinOrderDesk, type BuiltinInventory, DeskSupplier } from '../../builtin-order-desk.js';
import type { FaultDice } from '../../faults.js';
import { fareFamilies } from './fares.js';
import { distanceKm } from './geo-time.js';
import { localOf } from './geo-time.js';
import { directCarriers, HUB } from './network.js';
import { seeded } from './rng.js';
import { airlineName, flightsOn, hasBusiness, localDate, type ScheduledFlight } from './schedule.js';

const MIN_LAYOVER = 60;
/** Sales close this long before departure. */
export const SALES_CLOSE_MINUTES = 60;
const MAX_LAYOVER = 360;

/** Seats sold so far on a flight leg (flight key, local date, cabin); the database keeps these. */
export type SoldSeats = (
  keys: Array<{ flightKey: string; date: string; cabin: string }>,
) => Promise<Map<string, number>>;
export const inventoryKey = (flightKey: string, date: string, cabin: string) => `${flightKey}|${date}|${cabin}`;

/** Seats a leg has in a cabin: narrow-bodies on short routes, wide-bodies on long ones. */
export function seatsTotal(flightKey: string, cabin: string, minutes: number): number {
  const rng = seeded(`seats:${flightKey}`);
  if (cabin === 'BUSINESS') return minutes > 300 ? 28 + Math.floor(rng() * 20) : 12 + Math.floor(rng() * 8);
  return minutes > 300 ? 260 + Math.floor(rng() * 60) : 150 + Math.floor(rng() * 40);
}

/**
 * The built-in supplier: real airports and airlines, schedules stable per weekday, durations from
 * great-circle distance, local times in each airport's zone, fares from distance, demand, cabin
 * and passenger type, and seats from inventory. Deterministic for a route, date and sales state.
 */
export class BuiltinFlightSupplier extends DeskSupplier<FlightOrderRequest> implements FlightSupplier {
  /** The supplier's own records (its orders), read when it announces a change to one. */
  private readonly db: Db;
  /** Where its events go: the server's ingest, an in-process webhook (03 §17). */
  private sink: ((event: SupplierEvent) => Promise<void>) | null = null;

  constructor(
    private readonly soldSeats: SoldSeats,
    private readonly hub: () => Promise<AirportRef | undefined>,
    db: Db,
    dice: FaultDice,
  ) {
    // Orders: the shared desk of the built-in suppliers (its own records, idempotency, faults).
    super(new BuiltinOrderDesk(db, flightInventoryDesk, dice));
    this.db = db;
  }

  async search(query: FlightQuery): Promise<FlightOffer[]> {
    return this.offersOf(query, await this.itineraries(query));
  }

  /** The flights' schedule for a query: direct flights, then connections through the hub. */
  private async itineraries(query: FlightQuery): Promise<ScheduledFlight[][]> {
    const itineraries: ScheduledFlight[][] = [];
    const usable = (carrier: string) => query.cabin !== 'BUSINESS' || hasBusiness(carrier);

    for (const carrier of directCarriers(query.from, query.to).filter(usable)) {
      for (const f of flightsOn(carrier, query.from, query.to, query.date)) itineraries.push([f]);
    }
    if (!query.directOnly && query.from.code !== HUB && query.to.code !== HUB) {
      const hub = await this.hub();
      if (hub) itineraries.push(...connectionsVia(hub, query));
    }
    return itineraries;
  }

  /** Offers with seats and fares for the itineraries that are still on sale and seat the party. */
  private async offersOf(query: FlightQuery, itineraries: ScheduledFlight[][]): Promise<FlightOffer[]> {
    const cabin = query.cabin;
    const legKeys = itineraries
      .flat()
      .map((f) => ({ flightKey: f.number, date: localDate(f.departs, f.from.timezone), cabin }));
    const sold = await this.soldSeats(legKeys);
    const seatsNeeded = query.pax.adult + query.pax.child + query.pax.senior;
    const km = distanceKm(query.from, query.to);
    const domestic = query.from.countryCode === 'TR' && query.to.countryCode === 'TR';

    // A flight that leaves within the hour (or has left) can no longer be sold.
    const bookableFrom = Date.now() + SALES_CLOSE_MINUTES * 60_000;
    const offers: FlightOffer[] = [];
    for (const legs of itineraries) {
      if (legs[0]!.departs < bookableFrom) continue;
      const seatsLeft = Math.min(
        ...legs.map((f) => {
          const total = seatsTotal(f.number, cabin, f.minutes);
          return total - (sold.get(inventoryKey(f.number, localDate(f.departs, f.from.timezone), cabin)) ?? 0);
        }),
      );
      if (seatsLeft < seatsNeeded) continue;
      const first = legs[0]!;
      const last = legs[legs.length - 1]!;
      const total = seatsTotal(first.number, cabin, first.minutes);
      const id = offerIdOf(legs, query.date);
      offers.push({
        id,
        legs: toLegs(legs, cabin),
        duration: Math.round((last.arrives - first.departs) / 60_000),
        seats_left: seatsLeft,
        flight_sale_type: legs.some((f) => f.charter) ? 1 : 0,
        fares: fareFamilies(query, {
          km,
          domestic,
          carrier: first.carrier,
          loadFactor: 1 - seatsLeft / total,
          jitter: 0.9 + seeded(`fare:${id}`)() * 0.2,
          stops: legs.length - 1,
        }),
      });
    }
    return offers;
  }

  /** The offer priced as a search would price it now, reading the seats of its own legs only. */
  async price(part: FlightSelectionPart): Promise<PricedFlight | null> {
    const chosen = (await this.itineraries(part.query)).filter(
      (legs) => offerIdOf(legs, part.query.date) === part.offerId,
    );
    const offer = (await this.offersOf(part.query, chosen))[0];
    const fare = offer?.fares.find((f) => f.code === part.fare);
    return offer && fare ? { offer, fare } : null;
  }

  seatsFor(priced: PricedFlight, pax: FlightQuery['pax']): FlightSeatsRequest {
    return {
      seats: pax.adult + pax.child + pax.senior,
      legs: priced.offer.legs.map((l) => ({
        flightKey: l.flight_key,
        date: l.departure_date,
        cabin: l.fly_class,
        seatsTotal: seatsTotal(l.flight_key, l.fly_class, l.fly_duration),
      })),
    };
  }

  /** Events (schedule changes) are delivered to `handler`, as a real airline posts its webhooks. */
  onEvent(handler: (event: SupplierEvent) => Promise<void>): void {
    this.sink = handler;
  }

  /**
   * The airline moves a confirmed order's flights by `minutes` and announces it: a signed-webhook
   * equivalent delivered to the sink set with `onEvent` (the answer is the event, or null when the
   * order is unknown, cancelled, or not a flight). Its orders keep the seats taken, not the flights'
   * times (those come from the schedule of the route, which the order does not name), so the caller
   * gives the legs as the order was told them last (the booking's legs); only positions the order
   * holds are moved. Local times move by the same minutes at both ends; the instant too.
   */
  async changeSchedule(orderRef: string, minutes: number, legs: SupplierEventLeg[]): Promise<SupplierEvent | null> {
    const [order] = await this.db.select().from(supplierOrders).where(eq(supplierOrders.reference, orderRef));
    if (order?.product !== 'flight' || order.status !== 'confirmed') return null;
    const held = ((order.taken.directions ?? []) as FlightSeatsRequest[]).map((d) => d.legs.length);
    const moved = legs
      .filter((l) => l.leg < (held[l.direction] ?? 0))
      .map((l) => ({
        direction: l.direction,
        leg: l.leg,
        ...shiftedLocal('departure', l.departure_date, l.departure_time, minutes),
        ...shiftedLocal('arrival', l.arrival_date, l.arrival_time, minutes),
        ...(l.departs_at ? { departs_at: new Date(Date.parse(l.departs_at) + minutes * 60_000).toISOString() } : {}),
      }));
    if (moved.length === 0) return null;
    const event: SupplierEvent = {
      id: `evt_${randomBytes(12).toString('base64url')}`,
      type: 'schedule_changed',
      orderRef,
      occurredAt: new Date().toISOString(),
      legs: moved,
    };
    await this.sink?.(event);
    return event;
  }
}

/** A local day and HH:mm moved by whole minutes, as wall-clock arithmetic (the airport's zone does not change). */
function shiftedLocal<K extends 'departure' | 'arrival'>(kind: K, date: string, time: string, minutes: number) {
  const at = new Date(Date.parse(`${date}T${time}:00Z`) + minutes * 60_000).toISOString();
  return { [`${kind}_date`]: at.slice(0, 10), [`${kind}_time`]: at.slice(11, 16) } as Record<
    `${K}_date` | `${K}_time`,
    string
  >;
}

/**
 * The flight inventory behind the built-in supplier's orders: one conditional upsert per leg, the
 * row created with the seats or its count grown only while it stays within the cabin. A leg that
 * does not fit answers no row and the order's transaction is rolled back, so no seat is kept.
 */
/** A flight's directions as its tickets name them. */
const DIRECTION_NAMES = ['departure', 'return'];

export const flightInventoryDesk: BuiltinInventory<FlightOrderRequest> = {
  product: 'flight',
  async take(tx, _key, request) {
    const legs = request.directions.flatMap(({ seats }) => seats.legs.map((leg) => ({ ...leg, seats: seats.seats })));
    if (legs.some((leg) => leg.seats > leg.seatsTotal)) return false;
    const taken = await Promise.all(
      legs.map(({ flightKey, date, cabin, seatsTotal, seats }) =>
        takeSeats(tx).execute({ flightKey, date, cabin, seatsTotal, seats }),
      ),
    );
    return taken.every((rows) => rows.length > 0);
  },
  taken(request) {
    return { directions: request.directions.map((d) => d.seats) };
  },
  async giveBack(tx, _key, taken) {
    for (const request of (taken.directions ?? []) as FlightSeatsRequest[]) {
      for (const leg of request.legs) {
        await tx.execute(sql`
          update flight_inventory set seats_sold = greatest(0, seats_sold - ${request.seats})
          where flight_key = ${leg.flightKey} and date = ${leg.date} and cabin = ${leg.cabin}`);
      }
    }
  },
  documents(request, passengers) {
    // A ticket per seated passenger and direction; an infant flies on an adult's ticket number too.
    return passengers.flatMap((_p, passenger) =>
      request.directions.map((d, i) => ({ passenger, direction: DIRECTION_NAMES[i]!, prefix: d.ticketPrefix })),
    );
  },
};

/** A leg's seats taken: the row created with them, or its count grown only while it stays within the cabin. */
const takeSeats = prepared('flight_inventory_take', (db) =>
  db
    .insert(flightInventory)
    .values({
      flightKey: sql.placeholder('flightKey'),
      date: sql.placeholder('date'),
      cabin: sql.placeholder('cabin'),
      seatsTotal: sql.placeholder('seatsTotal'),
      seatsSold: sql.placeholder('seats'),
    })
    .onConflictDoUpdate({
      target: [flightInventory.flightKey, flightInventory.date, flightInventory.cabin],
      set: { seatsSold: sql`${flightInventory.seatsSold} + excluded.seats_sold` },
      setWhere: sql`${flightInventory.seatsSold} + excluded.seats_sold <= ${flightInventory.seatsTotal}`,
    })
    .returning({ seatsSold: flightInventory.seatsSold }),
);

const offerIdOf = (legs: ScheduledFlight[], date: string) => `${legs.map((f) => f.number).join('-')}@${date}`;

/** One-stop itineraries through the hub on the hub carrier, with a 1-6 hour layover. */
function connectionsVia(hub: AirportRef, query: FlightQuery): ScheduledFlight[][] {
  const firstCarriers = directCarriers(query.from, hub).filter((c) => c === 'TK');
  const secondCarriers = directCarriers(hub, query.to).filter((c) => c === 'TK');
  if (firstCarriers.length === 0 || secondCarriers.length === 0) return [];
  const out: ScheduledFlight[][] = [];
  for (const first of flightsOn('TK', query.from, hub, query.date)) {
    const arrivalDay = localDate(first.arrives, hub.timezone);
    const nextDay = new Date(Date.parse(`${arrivalDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const onward = [...flightsOn('TK', hub, query.to, arrivalDay), ...flightsOn('TK', hub, query.to, nextDay)].find(
      (second) => {
        const wait = (second.departs - first.arrives) / 60_000;
        return wait >= MIN_LAYOVER && wait <= MAX_LAYOVER;
      },
    );
    if (onward) out.push([first, onward]);
  }
  return out;
}

function toLegs(flights: ScheduledFlight[], cabin: string): FlightLeg[] {
  return flights.map((f, i) => {
    const dep = localOf(f.departs, f.from.timezone);
    const arr = localOf(f.arrives, f.to.timezone);
    const previous = flights[i - 1];
    const place = (a: AirportRef) => ({ code: a.code, name: a.name, city: a.city, country_code: a.countryCode });
    return {
      airline: { code: f.carrier, name: airlineName(f.carrier) },
      flight_number: f.number,
      departure_airport: place(f.from),
      arrival_airport: place(f.to),
      departure_date: dep.date,
      departure_time: dep.time,
      arrival_date: arr.date,
      arrival_time: arr.time,
      fly_duration: f.minutes,
      stand_by_duration: previous ? Math.round((f.departs - previous.arrives) / 60_000) : 0,
      fly_class: cabin,
      flight_key: f.number,
      departs_at: new Date(f.departs).toISOString(),
    };
  });
}
