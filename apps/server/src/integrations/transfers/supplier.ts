import type { OrderingSupplier } from '../orders.js';

/**
 * The transfer supplier boundary (03 §7): search, price a selection, book, cancel. The built-in
 * supplier prices real places with curated vehicles and vendors; a real one is one more file.
 */
export interface PlaceRef {
  id: number;
  name: string;
  region: string;
  kind: string;
  latitude: number;
  longitude: number;
}

export interface TransferQuery {
  from: PlaceRef;
  to: PlaceRef;
  date: string;
  time: string;
  passengers: number;
  baggage: number;
}

export interface ExtraProduct {
  id: number;
  code: string;
  name: string;
  price: number;
  max_quantity: number;
}

export interface TransferOffer {
  id: string;
  transferType: { code: 1 | 2 | 3; key: 'private' | 'shared' | 'vip' };
  vehicle: {
    code: string;
    typeCode: 'sedan' | 'minivan' | 'vip_van' | 'minibus' | 'bus';
    brand: { id: number; name: string };
    model: { id: number; name: string };
    seats: number;
    luggage: number;
    bigLuggage: number;
  };
  vendor: { id: number; name: string; phone: string };
  distanceKm: number;
  durationMinutes: number;
  services: string[];
  /**
   * Total for the booking in TRY, before and after the campaign discount. `tax` is VAT to add on
   * top; the built-in supplier's prices include VAT (Turkish consumer prices must), so it is 0.
   */
  price: { base: number; discount: number; total: number; perKm: number; campaign: number | null; tax: number };
  extras: ExtraProduct[];
  /** The vehicle a booking holds, and for how long; null for seats on a shared shuttle. */
  hold: VehicleHold | null;
  /** The seats a booking takes on a shared shuttle's run; absent for a private vehicle. */
  seats?: ShuttleSeats | null;
}

/** Seats on one run of a shared shuttle: the run's key, the seats wanted and the vehicle's capacity. */
export interface ShuttleSeats {
  runKey: string;
  seats: number;
  seatsTotal: number;
}

/** One vehicle of a vendor's fleet in a region, from pick-up until it is back. */
export interface VehicleHold {
  vendorId: number;
  vehicleCode: string;
  region: string;
  fleetSize: number;
  startsAt: string;
  endsAt: string;
}

/** What a transfer order takes: a vehicle for its time, or seats on a shuttle run; and the vouchers' prefix. */
export interface TransferOrderRequest {
  hold: VehicleHold | null;
  seats: ShuttleSeats | null;
  ticketPrefix: string;
}

export interface TransferSupplier extends OrderingSupplier<TransferOrderRequest> {
  search(query: TransferQuery): Promise<TransferOffer[]>;
  /** Re-checks a chosen offer now: its price, and whether a vehicle is still free. */
  price(query: TransferQuery, offerId: string): Promise<TransferOffer | null>;
}
