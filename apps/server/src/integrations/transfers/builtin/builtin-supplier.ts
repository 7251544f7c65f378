import { distanceKm } from '../../flights/builtin/geo-time.js';
import { hash32, seeded } from '../../flights/builtin/rng.js';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { shuttleRuns, shuttleSeatBookings, vehicleBookings } from '../../../db/schema.js';
import { BuiltinOrderDesk, type BuiltinInventory, DeskSupplier } from '../../builtin-order-desk.js';
import type { FaultDice } from '../../faults.js';
import type {
  ShuttleSeats,
  TransferOffer,
  TransferOrderRequest,
  TransferQuery,
  TransferSupplier,
  VehicleHold,
} from '../supplier.js';
import { BASE_SERVICES, EXTRAS, RATES, VEHICLES, VENDORS, VIP_SERVICES } from './fleet.js';

const ROAD_FACTOR = 1.3;
const AVERAGE_KMH = 58;
const SHUTTLE_SEAT_SHARE = 0.22;
/** After the trip back, the driver's break and cleaning before the next ride. */
const TURNAROUND_MINUTES = 60;
/** Pick-up times are Turkish local time (UTC+3 all year). */
const TURKEY_OFFSET = '+03:00';

/** Vehicles of one model a vendor runs in a region: one to eight, as local vendors do. */
export function fleetSize(vendorId: number, vehicleCode: string, region: string): number {
  return 1 + (hash32(`fleet:${vendorId}:${vehicleCode}:${region}`) % 8);
}

/** Vehicles of each fleet already held in a window, by `vendor|vehicle|region`. */
export type BusyVehicles = (startsAt: string, endsAt: string) => Promise<Map<string, number>>;
export const fleetKey = (vendorId: number, vehicleCode: string, region: string) =>
  `${vendorId}|${vehicleCode}|${region}`;

/** What is held in a window: bookings that overlap it. */
export function busyVehiclesFrom(db: Db): BusyVehicles {
  return async (startsAt, endsAt) => {
    const rows = await db
      .select({
        vendorId: vehicleBookings.vendorId,
        vehicleCode: vehicleBookings.vehicleCode,
        region: vehicleBookings.region,
        n: sql<number>`count(*)::int`,
      })
      .from(vehicleBookings)
      .where(
        sql`${vehicleBookings.startsAt} < ${endsAt}::timestamptz and ${vehicleBookings.endsAt} > ${startsAt}::timestamptz`,
      )
      .groupBy(vehicleBookings.vendorId, vehicleBookings.vehicleCode, vehicleBookings.region);
    return new Map(rows.map((r) => [fleetKey(r.vendorId, r.vehicleCode, r.region), Number(r.n)]));
  };
}

/** Seats already sold on a shuttle run. */
export type SoldShuttleSeats = (runKey: string) => Promise<number>;

export function soldShuttleSeatsFrom(db: Db): SoldShuttleSeats {
  return async (runKey) => {
    const [row] = await db
      .select({ sold: shuttleRuns.seatsSold })
      .from(shuttleRuns)
      .where(eq(shuttleRuns.runKey, runKey));
    return row?.sold ?? 0;
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The built-in transfer supplier: road distance from coordinates, duration from distance, prices
 * from a base fare and per-km rate by vehicle class and vendor, some campaign discounts, and only
 * vehicles that seat the passengers and carry the bags. Deterministic for a route, date and time.
 */
export class BuiltinTransferSupplier extends DeskSupplier<TransferOrderRequest> implements TransferSupplier {
  constructor(
    private readonly busyVehicles: BusyVehicles,
    private readonly soldShuttleSeats: SoldShuttleSeats,
    db: Db,
    dice: FaultDice,
  ) {
    // Orders: the shared desk of the built-in suppliers (its own records, idempotency, faults).
    super(new BuiltinOrderDesk(db, transferInventoryDesk, dice));
  }

  async search(q: TransferQuery): Promise<TransferOffer[]> {
    const km = Math.max(3, Math.round(distanceKm(q.from, q.to) * ROAD_FACTOR));
    const minutes = Math.round((10 + (km / AVERAGE_KMH) * 60) / 5) * 5;
    const startsAt = new Date(`${q.date}T${q.time}:00${TURKEY_OFFSET}`);
    const endsAt = new Date(startsAt.getTime() + (2 * minutes + TURNAROUND_MINUTES) * 60_000);
    const window = { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() };
    const busy = await this.busyVehicles(window.startsAt, window.endsAt);
    // The fleet is the region the ride starts in: that is where the vehicle waits.
    const region = q.from.region;
    const regions = new Set([q.from.region, q.to.region]);
    const vendors = VENDORS.filter((v) => v.regions.some((r) => regions.has(r)));
    const seed = `${q.from.id}-${q.to.id}-${q.date}-${q.time}`;
    const offers: TransferOffer[] = [];

    for (const vendor of vendors) {
      const rng = seeded(`${seed}:${vendor.id}`);
      for (const vehicle of VEHICLES) {
        // Each vendor runs most, not all, of the fleet on a given route.
        if (rng() < 0.3) continue;
        if (vehicle.seats < q.passengers || vehicle.luggage < q.baggage) continue;
        const size = fleetSize(vendor.id, vehicle.code, region);
        // A vendor whose every vehicle of this model is out at that time does not offer it.
        if ((busy.get(fleetKey(vendor.id, vehicle.code, region)) ?? 0) >= size) continue;
        const rate = RATES[vehicle.type];
        const base = round((rate.base + rate.perKm * km) * vendor.factor * (0.95 + rng() * 0.1));
        const campaign = rng() < 0.25 ? 100 + (hash32(`${vendor.id}${vehicle.code}`) % 900) : null;
        const discount = campaign ? round(base * (0.08 + rng() * 0.07)) : 0;
        offers.push({
          id: `${vendor.id}-${vehicle.code}-${vehicle.vip ? 'vip' : 'private'}`,
          transferType: vehicle.vip ? { code: 3, key: 'vip' } : { code: 1, key: 'private' },
          vehicle: {
            code: vehicle.code,
            typeCode: vehicle.type,
            brand: vehicle.brand,
            model: vehicle.model,
            seats: vehicle.seats,
            luggage: vehicle.luggage,
            bigLuggage: vehicle.bigLuggage,
          },
          vendor: { id: vendor.id, name: vendor.name, phone: vendor.phone },
          distanceKm: km,
          durationMinutes: minutes,
          services: vehicle.vip ? [...BASE_SERVICES, ...VIP_SERVICES] : BASE_SERVICES,
          price: { base, discount, total: round(base - discount), perKm: rate.perKm, campaign, tax: 0 },
          extras: EXTRAS.map((e) => ({ ...e, name: `extra.${e.code}` })),
          hold: { vendorId: vendor.id, vehicleCode: vehicle.code, region, fleetSize: size, ...window },
        });
      }
    }

    // Shared shuttles run airport to resort: priced per seat, one per vendor that serves the airport.
    const airportRun = q.from.kind === 'airport' || q.to.kind === 'airport';
    const shuttle = VEHICLES.find((v) => v.code === 'sprinter');
    if (airportRun && shuttle && q.passengers <= 8 && q.baggage <= q.passengers * 2) {
      const vendor = vendors.find((v) => v.id === 6) ?? vendors[0];
      // One run per vendor, route, day and time; it seats what the vehicle seats.
      const runKey = vendor && `${vendor.id}|${q.from.id}|${q.to.id}|${q.date}|${q.time}`;
      const seatsLeft = runKey ? shuttle.seats - (await this.soldShuttleSeats(runKey)) : 0;
      if (vendor && runKey && seatsLeft >= q.passengers) {
        const rate = RATES.minibus;
        const base = round(
          ((rate.base + rate.perKm * km) * SHUTTLE_SEAT_SHARE * vendor.factor * q.passengers) / 4 + 150 * q.passengers,
        );
        offers.push({
          id: `${vendor.id}-sprinter-shared`,
          transferType: { code: 2, key: 'shared' },
          vehicle: {
            code: shuttle.code,
            typeCode: shuttle.type,
            brand: shuttle.brand,
            model: shuttle.model,
            seats: shuttle.seats,
            luggage: shuttle.luggage,
            bigLuggage: shuttle.bigLuggage,
          },
          vendor: { id: vendor.id, name: vendor.name, phone: vendor.phone },
          distanceKm: km,
          durationMinutes: minutes + 25,
          services: ['service.shared_stops', ...BASE_SERVICES],
          price: { base, discount: 0, total: base, perKm: rate.perKm, campaign: null, tax: 0 },
          extras: EXTRAS.filter((e) => e.code !== 'extra_stop' && e.code !== 'extra_hour').map((e) => ({
            ...e,
            name: `extra.${e.code}`,
          })),
          // A shared shuttle runs on its schedule whoever books: seats, not a vehicle, are sold.
          hold: null,
          seats: { runKey, seats: q.passengers, seatsTotal: shuttle.seats },
        });
      }
    }
    return offers.sort((a, b) => a.price.total - b.price.total);
  }

  async price(query: TransferQuery, offerId: string) {
    return (await this.search(query)).find((o) => o.id === offerId) ?? null;
  }
}

/**
 * Locks the fleet's row (created on first use) with one upsert, then counts the vehicles held in
 * the window and adds this one only while the count stays within the fleet. Concurrent orders of
 * the same fleet wait on the row, so they count one after the other. Both statements are asked for
 * at once: the second runs after the first in the same transaction all the same.
 */
async function holdVehicle(tx: Db, orderKey: string, hold: VehicleHold) {
  const [, inserted] = await Promise.all([
    tx.execute(sql`
      insert into vehicle_fleets (vendor_id, vehicle_code, region, size)
      values (${hold.vendorId}, ${hold.vehicleCode}, ${hold.region}, ${hold.fleetSize})
      on conflict (vendor_id, vehicle_code, region) do update set size = excluded.size`),
    tx.execute(sql`
      insert into vehicle_bookings (order_key, vendor_id, vehicle_code, region, starts_at, ends_at)
      select ${orderKey}, ${hold.vendorId}, ${hold.vehicleCode}, ${hold.region}, ${hold.startsAt}::timestamptz, ${hold.endsAt}::timestamptz
      where (
        select count(*) from vehicle_bookings
        where vendor_id = ${hold.vendorId} and vehicle_code = ${hold.vehicleCode} and region = ${hold.region}
          and starts_at < ${hold.endsAt}::timestamptz and ends_at > ${hold.startsAt}::timestamptz
      ) < ${hold.fleetSize}
      returning id`),
  ]);
  return rowsOf(inserted).length > 0;
}

/**
 * One conditional upsert: the run's count grows only while it stays within the vehicle's seats;
 * the order's seats are recorded beside it (rolled back with the order when the run is full).
 */
async function holdSeats(tx: Db, orderKey: string, seats: ShuttleSeats) {
  if (seats.seats > seats.seatsTotal) return false;
  const [taken] = await Promise.all([
    tx.execute(sql`
      insert into shuttle_runs (run_key, seats_total, seats_sold)
      values (${seats.runKey}, ${seats.seatsTotal}, ${seats.seats})
      on conflict (run_key) do update
        set seats_sold = shuttle_runs.seats_sold + excluded.seats_sold
        where shuttle_runs.seats_sold + excluded.seats_sold <= shuttle_runs.seats_total
      returning seats_sold`),
    tx.insert(shuttleSeatBookings).values({ orderKey, runKey: seats.runKey, seats: seats.seats }).execute(),
  ]);
  return rowsOf(taken).length > 0;
}

/** The vehicles and shuttle seats behind the built-in transfer supplier's orders, held by the order's key. */
export const transferInventoryDesk: BuiltinInventory<TransferOrderRequest> = {
  product: 'transfer',
  async take(tx, key, request) {
    const held = await Promise.all([
      request.hold ? holdVehicle(tx, key, request.hold) : true,
      request.seats ? holdSeats(tx, key, request.seats) : true,
    ]);
    return held.every(Boolean);
  },
  taken(request) {
    return { hold: Boolean(request.hold), seats: Boolean(request.seats) };
  },
  async giveBack(tx, key) {
    await tx.delete(vehicleBookings).where(eq(vehicleBookings.orderKey, key));
    const [held] = await tx.delete(shuttleSeatBookings).where(eq(shuttleSeatBookings.orderKey, key)).returning();
    if (held)
      await tx
        .update(shuttleRuns)
        .set({ seatsSold: sql`greatest(0, ${shuttleRuns.seatsSold} - ${held.seats})` })
        .where(eq(shuttleRuns.runKey, held.runKey));
  },
  documents(request, passengers) {
    return passengers.map((_p, passenger) => ({ passenger, direction: 'transfer', prefix: request.ticketPrefix }));
  },
};

const rowsOf = (result: unknown): unknown[] => (result as { rows?: unknown[] }).rows ?? (result as unknown[]);
