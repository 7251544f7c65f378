import { distanceKm } from '../../flights/builtin/geo-time.js';
import { hash32, seeded } from '../../flights/builtin/rng.js';
import type { TransferOffer, TransferQuery, TransferSupplier } from '../supplier.js';
import { BASE_SERVICES, EXTRAS, RATES, VEHICLES, VENDORS, VIP_SERVICES } from './fleet.js';

const ROAD_FACTOR = 1.3;
const AVERAGE_KMH = 58;
const SHUTTLE_SEAT_SHARE = 0.22;

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The built-in transfer supplier: road distance from coordinates, duration from distance, prices
 * from a base fare and per-km rate by vehicle class and vendor, some campaign discounts, and only
 * vehicles that seat the passengers and carry the bags. Deterministic for a route, date and time.
 */
export class BuiltinTransferSupplier implements TransferSupplier {
  async search(q: TransferQuery): Promise<TransferOffer[]> {
    const km = Math.max(3, Math.round(distanceKm(q.from, q.to) * ROAD_FACTOR));
    const minutes = Math.round((10 + (km / AVERAGE_KMH) * 60) / 5) * 5;
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
        const rate = RATES[vehicle.type];
        const base = round((rate.base + rate.perKm * km) * vendor.factor * (0.95 + rng() * 0.1));
        const campaign = rng() < 0.25 ? 100 + (hash32(`${vendor.id}${vehicle.code}`) % 900) : null;
        const discount = campaign ? round(base * (0.08 + rng() * 0.07)) : 0;
        offers.push({
          id: `${vendor.id}-${vehicle.code}-${vehicle.vip ? 'vip' : 'private'}`,
          transferType: vehicle.vip ? { code: 3, key: 'vip' } : { code: 1, key: 'private' },
          vehicle: { code: vehicle.code, typeCode: vehicle.type, brand: vehicle.brand, model: vehicle.model, seats: vehicle.seats, luggage: vehicle.luggage, bigLuggage: vehicle.bigLuggage },
          vendor: { id: vendor.id, name: vendor.name },
          distanceKm: km,
          durationMinutes: minutes,
          services: vehicle.vip ? [...BASE_SERVICES, ...VIP_SERVICES] : BASE_SERVICES,
          price: { base, discount, total: round(base - discount), perKm: rate.perKm, campaign },
          extras: EXTRAS.map((e) => ({ ...e, name: `extra.${e.code}` })),
        });
      }
    }

    // Shared shuttles run airport to resort: priced per seat, one per vendor that serves the airport.
    const airportRun = q.from.kind === 'airport' || q.to.kind === 'airport';
    const shuttle = VEHICLES.find((v) => v.code === 'sprinter');
    if (airportRun && shuttle && q.passengers <= 8 && q.baggage <= q.passengers * 2) {
      const vendor = vendors.find((v) => v.id === 6) ?? vendors[0];
      if (vendor) {
        const rate = RATES.minibus;
        const base = round((rate.base + rate.perKm * km) * SHUTTLE_SEAT_SHARE * vendor.factor * q.passengers / 4 + 150 * q.passengers);
        offers.push({
          id: `${vendor.id}-sprinter-shared`,
          transferType: { code: 2, key: 'shared' },
          vehicle: { code: shuttle.code, typeCode: shuttle.type, brand: shuttle.brand, model: shuttle.model, seats: shuttle.seats, luggage: shuttle.luggage, bigLuggage: shuttle.bigLuggage },
          vendor: { id: vendor.id, name: vendor.name },
          distanceKm: km,
          durationMinutes: minutes + 25,
          services: ['service.shared_stops', ...BASE_SERVICES],
          price: { base, discount: 0, total: base, perKm: rate.perKm, campaign: null },
          extras: EXTRAS.filter((e) => e.code !== 'extra_stop' && e.code !== 'extra_hour').map((e) => ({ ...e, name: `extra.${e.code}` })),
        });
      }
    }
    return offers.sort((a, b) => a.price.total - b.price.total);
  }
}
