import type { CreateOrder, CreateOrderPassenger, DuffelPassengerTitle } from '@duffel/api/types';
import type { OrderPassenger } from '../../orders.js';
import type { DuffelOrderFacts, OfferPassengerSlot } from './order-facts.js';
import type { TravellerDetails } from './traveller-details.js';

/** The metadata key that carries the booking's code: the order is found by it when an answer is lost. */
export const BOOKING_CODE_KEY = 'booking_code';

/** The product's passenger types as Duffel priced them: seniors fly on adult fares. */
const KIND_OF_TYPE: Record<string, OfferPassengerSlot['kind']> = {
  ADT: 'adult',
  SNR: 'adult',
  CHD: 'child',
  INF: 'infant_without_seat',
};

/** Airlines' systems take Latin letters: Turkish ones are written without their marks. */
const LATIN: Record<string, string> = {
  ç: 'c',
  Ç: 'C',
  ğ: 'g',
  Ğ: 'G',
  ı: 'i',
  İ: 'I',
  ö: 'o',
  Ö: 'O',
  ş: 's',
  Ş: 'S',
  ü: 'u',
  Ü: 'U',
};
export const latinName = (name: string) =>
  name
    .replace(/[çÇğĞıİöÖşŞüÜ]/g, (c) => LATIN[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();

function titleOf(gender: 'm' | 'f', kind: OfferPassengerSlot['kind']): DuffelPassengerTitle {
  if (gender === 'm') return 'mr';
  return kind === 'adult' ? 'ms' : 'miss';
}

/** Why an order cannot be asked for at all (nothing is sent): a clean refusal, said in the log by this code. */
export class OrderNotAskable extends Error {
  constructor(readonly why: string) {
    super(`duffel order not askable: ${why}`);
  }
}

/**
 * The order of 03 §17 for a priced offer: instant, paid from the Duffel balance for the offer's own
 * amount and currency, each passenger on the offer's passenger id of their type, with title,
 * gender, birth date, the booking's e-mail and phone, a passport where the offer asks for one, an
 * infant on an adult's lap, and the booking's code in `metadata`.
 */
export function orderRequestOf(
  key: string,
  facts: DuffelOrderFacts,
  passengers: OrderPassenger[],
  details: TravellerDetails,
): CreateOrder {
  const free = new Map<string, string[]>();
  for (const slot of facts.passengers) free.set(slot.kind, [...(free.get(slot.kind) ?? []), slot.id]);
  const placed = passengers.map((p, i) => {
    const kind = KIND_OF_TYPE[p.type];
    const id = kind ? free.get(kind)?.shift() : undefined;
    if (!kind || !id) throw new OrderNotAskable('passengers differ from the offer');
    const gender = p.gender === 'M' ? 'm' : p.gender === 'F' ? 'f' : null;
    if (!gender) throw new OrderNotAskable('gender missing');
    if (!p.birthDate || !/^\d{4}-\d{2}-\d{2}$/.test(p.birthDate)) throw new OrderNotAskable('birth date missing');
    const document = details.passengers[i];
    const passenger: CreateOrderPassenger = {
      id,
      title: titleOf(gender, kind),
      gender,
      given_name: latinName(p.name),
      family_name: latinName(p.surname),
      born_on: p.birthDate,
      email: details.email,
      phone_number: details.phone,
    };
    if (facts.identityDocumentsRequired) {
      if (!document?.passport || !document.passportExpiry || !document.nationality)
        throw new OrderNotAskable('identity document missing');
      passenger.identity_documents = [
        {
          type: 'passport',
          unique_identifier: document.passport,
          issuing_country_code: document.nationality,
          expires_on: document.passportExpiry,
        },
      ];
    }
    return { kind, passenger };
  });
  if ([...free.values()].some((ids) => ids.length > 0)) throw new OrderNotAskable('passengers differ from the offer');
  // Each infant travels on the lap of an adult: the first infant with the first adult, and so on.
  const adults = placed.filter((p) => p.kind === 'adult');
  placed
    .filter((p) => p.kind === 'infant_without_seat')
    .forEach((infant, i) => {
      const adult = adults[i];
      if (!adult) throw new OrderNotAskable('more infants than adults');
      adult.passenger.infant_passenger_id = infant.passenger.id;
    });
  return {
    type: 'instant',
    selected_offers: [facts.offerId],
    passengers: placed.map((p) => p.passenger),
    payments: [{ type: 'balance', amount: facts.amount, currency: facts.currency }],
    metadata: { [BOOKING_CODE_KEY]: key },
  };
}
