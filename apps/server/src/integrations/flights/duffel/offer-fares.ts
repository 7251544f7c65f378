import type { FlightsCondition, Offer, OfferSlice } from '@duffel/api/types';
import { round2 } from '../../../lib/money.js';
import type { FareFamily, FlightQuery, RefundRule } from '../supplier.js';
import type { ToTry } from './try-prices.js';

/**
 * The product's fare slots, cheapest first: the same itinerary's offers (one per fare brand) fill
 * them in price order. The name shown is the airline's own brand (`fare_brand_name`).
 */
export const FARE_SLOTS: FareFamily['code'][] = ['LIGHT', 'STANDARD', 'FLEX'];

/**
 * Duffel counts baggage in pieces; the product shows kilograms. A piece is told as the usual
 * allowance of the piece concept: 8 kg in the cabin, 23 kg in the hold.
 */
export const CARRY_ON_KG_PER_PIECE = 8;
export const CHECKED_KG_PER_PIECE = 23;

/** The allowance of the first adult on the slice's first segment (the fare's own, before extras). */
function baggageOf(offer: Pick<Offer, 'passengers'>, slice: OfferSlice) {
  const adult = offer.passengers.find((p) => p.type === 'adult') ?? offer.passengers[0];
  const bags = slice.segments[0]?.passengers.find((p) => p.passenger_id === adult?.id)?.baggages ?? [];
  const pieces = (type: 'carry_on' | 'checked') =>
    bags.filter((b) => b.type === type).reduce((n, b) => n + b.quantity, 0);
  return {
    hand_luggage: pieces('carry_on') * CARRY_ON_KG_PER_PIECE,
    luggage: pieces('checked') * CHECKED_KG_PER_PIECE,
  };
}

const isFree = (c: FlightsCondition | null) => c?.allowed === true && Number(c.penalty_amount ?? 0) === 0;

/**
 * The refund rule the fare's conditions promise: refundable until departure less its penalty, or
 * nothing back (the penalty is then the whole fare). Duffel's cancellation quote is what a
 * cancellation really gives back; this is what the payment page and ticket show beforehand.
 */
function refundRules(offer: Offer, total: number, toTry: ToTry): RefundRule[] {
  const refund = offer.conditions.refund_before_departure;
  if (refund?.allowed) {
    const penalty = toTry(refund.penalty_amount ?? 0, refund.penalty_currency ?? offer.total_currency) ?? total;
    return [{ until_minutes_before: 0, refund: 'all', penalty: Math.min(total, penalty) }];
  }
  return [{ until_minutes_before: 0, refund: 'all', penalty: total }];
}

/**
 * One Duffel offer as a fare of the product, in TRY: the total, its base and taxes (no service fee:
 * the offer's price is what is charged), the baggage, whether cancelling and changing are free,
 * and the price table per passenger type. Duffel prices the offer as a whole, so the table splits
 * it evenly per passenger (the last type takes the rounding), and its rows add up to the total.
 * Null when the offer's currency has no rate.
 */
export function fareOf(
  offer: Offer,
  slice: OfferSlice,
  code: FareFamily['code'],
  pax: FlightQuery['pax'],
  toTry: ToTry,
): FareFamily | null {
  const total = toTry(offer.total_amount, offer.total_currency);
  if (total === null) return null;
  const base = Math.min(total, toTry(offer.base_amount, offer.base_currency) ?? total);
  const tax = round2(total - base);
  const types = (['adult', 'senior', 'child', 'infant'] as const).filter((t) => pax[t] > 0);
  const people = types.reduce((n, t) => n + pax[t], 0);
  let baseLeft = base;
  let taxLeft = tax;
  const groups = types.map((type, i) => {
    const last = i === types.length - 1;
    const share = pax[type] / people;
    const groupBase = last ? round2(baseLeft) : round2(base * share);
    const groupTax = last ? round2(taxLeft) : round2(tax * share);
    baseLeft -= groupBase;
    taxLeft -= groupTax;
    return { type, count: pax[type], base: groupBase, tax: groupTax, service_fee: 0 };
  });
  return {
    code,
    name: slice.fare_brand_name ?? code,
    total,
    base,
    tax,
    service_fee: 0,
    features: {
      baggage_allowance: baggageOf(offer, slice),
      // The product offers no seat selection yet (issue 19), whatever the fare allows.
      seat_selection: false,
      free_cancel: isFree(offer.conditions.refund_before_departure),
      free_change: isFree(offer.conditions.change_before_departure),
    },
    refund_rules: refundRules(offer, total, toTry),
    airline_terms: true,
    expires_at: offer.expires_at,
    groups,
  };
}
