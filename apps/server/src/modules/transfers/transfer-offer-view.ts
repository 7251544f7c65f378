import type { Language, TransferBookingView } from '@yolcu/contract';
import { round2 } from '../../lib/money.js';
import type { TransferOffer } from '../../integrations/transfers/supplier.js';
import { translate } from '../../lib/i18n.js';
import { cancellationTerms } from './transfer-refund-rules.js';

/** A place as a booking keeps it: both names, so the detail reads in either language. */
export interface PlaceSnapshot {
  id: number;
  nameTr: string;
  nameEn: string;
  address: string;
  kind: string;
}

/** What a transfer booking keeps: the offer as paid, the ride, the extras chosen and the price parts. */
export interface TransferSnapshot {
  option: number;
  offer: TransferOffer;
  from: PlaceSnapshot;
  to: PlaceSnapshot;
  date: string;
  time: string;
  passengers: number;
  extras: Array<{ id: number; code: string; price: number; quantity: number; max_quantity: number }>;
  price: TransferPrice;
  transfer: { flight_number: string | null; airline_code: string | null; note: string | null };
  /** For the user's list (02 §3 "Transfer user booking"). */
  departure_datetime: string;
  departure_location: { name: string };
  arrival_location: { name: string };
}

export interface TransferPrice {
  base: number;
  discount: number;
  extra_products_price: number;
  tax: number;
  total: number;
  per_km_price: number;
  total_price_for_km: number;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * 02 §3 "Transfer price state": total = vehicle − campaign discount + extras × quantity + VAT,
 * always computed here from the supplier's offer and the quantities; the client's sums are display only.
 */
export function transferPrice(offer: TransferOffer, quantities: Map<number, number>): TransferPrice {
  const extras = round2(offer.extras.reduce((sum, e) => sum + e.price * (quantities.get(e.id) ?? 0), 0));
  return {
    base: offer.price.base,
    discount: offer.price.discount,
    extra_products_price: extras,
    tax: offer.price.tax,
    total: round2(offer.price.base - offer.price.discount + extras + offer.price.tax),
    per_km_price: offer.price.perKm,
    total_price_for_km: round2(offer.price.perKm * offer.distanceKm),
  };
}

/** The vehicle as results, the payment page and the ticket show it. */
export function vehicleView(o: TransferOffer, lang: Language) {
  return {
    image: `/api/transfer/vehicle/${o.vehicle.typeCode}.svg`,
    vehicle_type: translate(lang, `vehicle_type.${o.vehicle.typeCode}`),
    vehicle_type_code: o.vehicle.typeCode,
    brand: o.vehicle.brand,
    model: o.vehicle.model,
    seats: o.vehicle.seats,
    luggage_capacity: o.vehicle.luggage,
    big_luggage_capacity: o.vehicle.bigLuggage,
  };
}

/** The vendor's name; its dispatch line goes only into the traveller's voucher. */
export const vendorView = (o: TransferOffer) => ({ id: o.vendor.id, name: o.vendor.name });

const placeView = (p: PlaceSnapshot, lang: Language) => ({
  id: p.id,
  name: lang === 'tr' ? p.nameTr : p.nameEn,
  address: p.address,
});

/** The transfer as the payment page and the ticket detail show it, in the reader's language. */
export function transferView(
  s: Omit<TransferSnapshot, 'option' | 'transfer' | 'departure_datetime' | 'departure_location' | 'arrival_location'>,
  lang: Language,
  pnr: string | null,
): TransferBookingView {
  const t = (key: string) => translate(lang, key);
  const o = s.offer;
  const chosen = new Map(s.extras.map((e) => [e.id, e.quantity]));
  return {
    departure_location: placeView(s.from, lang),
    arrival_location: placeView(s.to, lang),
    info: {
      departure_date: s.date,
      departure_time: s.time,
      departure_datetime: `${s.date}T${s.time}:00+03:00`,
      transfer_type: o.transferType.code,
      transfer_type_display: t(`transfer_type.${o.transferType.key}`),
      pnr_code: pnr,
      travel_distance: o.distanceKm,
      travel_duration: hhmm(o.durationMinutes),
      services: o.services.map((key) => ({ name: t(key) })),
    },
    vehicle: { name: `${o.vehicle.brand.name} ${o.vehicle.model.name}`, ...vehicleView(o, lang) },
    vendor: vendorView(o),
    extra_products: o.extras.map((e) => {
      const quantity = chosen.get(e.id) ?? 0;
      return {
        id: e.id,
        name: t(e.name),
        price: e.price,
        quantity,
        max_quantity: e.max_quantity,
        is_selected: quantity > 0,
      };
    }),
    price: s.price,
    cancellation_terms: cancellationTerms(s, lang),
  };
}
