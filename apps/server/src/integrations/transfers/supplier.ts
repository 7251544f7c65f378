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
  vendor: { id: number; name: string };
  distanceKm: number;
  durationMinutes: number;
  services: string[];
  /** Total for the booking in TRY, before and after the campaign discount. */
  price: { base: number; discount: number; total: number; perKm: number; campaign: number | null };
  extras: ExtraProduct[];
}

export interface TransferSupplier {
  search(query: TransferQuery): Promise<TransferOffer[]>;
}
