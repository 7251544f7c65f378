import type { Offer } from '@duffel/api/types';
import type { FlightSeatsRequest } from '../supplier.js';

/** A passenger of a Duffel offer: its id (the order must name it) and the fare type it was priced as. */
export interface OfferPassengerSlot {
  id: string;
  kind: 'adult' | 'child' | 'infant_without_seat';
}

/** What ordering a priced Duffel offer needs: kept with the booking, since it orders later (03 §17). */
export interface DuffelOrderFacts {
  offerId: string;
  /** The offer's own price: the order is paid from the Duffel balance for exactly this. */
  amount: string;
  currency: string;
  passengers: OfferPassengerSlot[];
  identityDocumentsRequired: boolean;
}

/**
 * The seats of a Duffel direction: the product's shape (legs and count, as the booking keeps them)
 * with the order's facts beside them. The booking's snapshot keeps the object as given, and the
 * fulfilment hands it back to `order` as the request's seats (FlightOrderRequest).
 */
export interface DuffelSeatsRequest extends FlightSeatsRequest {
  duffel: DuffelOrderFacts;
}

export const hasDuffelFacts = (seats: FlightSeatsRequest): seats is DuffelSeatsRequest =>
  typeof (seats as Partial<DuffelSeatsRequest>).duffel?.offerId === 'string';

const kindOf = (p: Offer['passengers'][number]): OfferPassengerSlot['kind'] =>
  p.type ?? (p.age === null ? 'adult' : p.age < 2 ? 'infant_without_seat' : p.age < 18 ? 'child' : 'adult');

export function orderFactsOf(offer: Offer): DuffelOrderFacts {
  return {
    offerId: offer.id,
    amount: offer.total_amount,
    currency: offer.total_currency,
    passengers: offer.passengers.map((p) => ({ id: p.id, kind: kindOf(p) })),
    identityDocumentsRequired: offer.passenger_identity_documents_required,
  };
}
