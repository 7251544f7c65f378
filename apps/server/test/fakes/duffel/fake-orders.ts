import type { CreateOrder, Offer, Order, OrderCancellation, OrderSlice } from '@duffel/api/types';
import { bookingReference, duffelId, ticketNumber } from './fake-ids.js';

/** A refusal as Duffel answers it: `{errors: [{type, code, title, message, documentation_url}], meta}`. */
export class FakeDuffelError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly type = 'validation_error',
    /** The body field it is about, for the message. */
    readonly field?: string,
  ) {
    super(code);
  }
}

const invalid = (code: string, field: string) => new FakeDuffelError(422, code, 'validation_error', field);
const required = (value: unknown, field: string) => {
  if (value === undefined || value === null || value === '') throw invalid('validation_required', field);
};

/**
 * Checks a create-order body as Duffel does for an instant order: the one offer, still live; every
 * passenger of the offer named once, with title, gender, names, birth date, e-mail and an E.164
 * phone; passports where the offer asks; infants on an adult; a balance payment of exactly the
 * offer's total in its currency (anything else: `price_changed`).
 */
export function checkOrder(body: CreateOrder, offer: Offer | undefined, now = Date.now()): void {
  if (body.type !== 'instant') throw new FakeDuffelError(422, 'unsupported_order_type');
  if (!Array.isArray(body.selected_offers) || body.selected_offers.length !== 1)
    throw invalid('validation_length', 'selected_offers');
  if (!offer) throw new FakeDuffelError(404, 'not_found', 'invalid_request_error');
  if (Date.parse(offer.expires_at) <= now)
    throw new FakeDuffelError(422, 'offer_no_longer_available', 'invalid_state_error');
  const ids = new Set(offer.passengers.map((p) => p.id));
  if (body.passengers.length !== ids.size || body.passengers.some((p) => !ids.delete(p.id)))
    throw invalid('validation_format', 'passengers');
  for (const [i, p] of body.passengers.entries()) {
    for (const field of ['title', 'gender', 'given_name', 'family_name', 'born_on', 'email', 'phone_number'] as const)
      required(p[field], `passengers.${i}.${field}`);
    if (!['mr', 'ms', 'mrs', 'miss', 'dr'].includes(p.title))
      throw invalid('validation_format', `passengers.${i}.title`);
    if (!['m', 'f'].includes(p.gender)) throw invalid('validation_format', `passengers.${i}.gender`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(p.born_on)) throw invalid('validation_format', `passengers.${i}.born_on`);
    if (!/^\+[1-9]\d{6,14}$/.test(p.phone_number)) throw invalid('validation_format', `passengers.${i}.phone_number`);
    if (offer.passenger_identity_documents_required && !p.identity_documents?.length)
      throw invalid('validation_required', `passengers.${i}.identity_documents`);
  }
  const infants = offer.passengers.filter((p) => p.type === 'infant_without_seat').map((p) => p.id);
  const carried = body.passengers.map((p) => p.infant_passenger_id).filter(Boolean);
  if (infants.some((id) => !carried.includes(id))) throw invalid('validation_required', 'infant_passenger_id');
  const payments = body.payments ?? [];
  const payment = payments[0];
  if (payments.length !== 1 || payment?.type !== 'balance') throw invalid('validation_required', 'payments');
  if (payment.amount !== offer.total_amount || payment.currency !== offer.total_currency)
    throw new FakeDuffelError(422, 'price_changed', 'invalid_state_error');
}

/** The order Duffel answers for a checked body: the offer's slices, the passengers, tickets issued at once. */
export function orderOf(body: CreateOrder, offer: Offer, reference = bookingReference()): Order {
  const created = new Date().toISOString();
  const typeOf = new Map(offer.passengers.map((p) => [p.id, p.type ?? 'adult']));
  const slices: OrderSlice[] = offer.slices.map((s) => ({
    id: s.id,
    origin: { ...s.origin, type: 'airport' } as OrderSlice['origin'],
    destination: { ...s.destination, type: 'airport' } as OrderSlice['destination'],
    origin_type: s.origin_type,
    destination_type: s.destination_type,
    duration: s.duration,
    fare_brand_name: s.fare_brand_name,
    conditions: { change_before_departure: s.conditions.change_before_departure },
    segments: s.segments.map((g) => ({
      id: g.id,
      aircraft: g.aircraft,
      departing_at: g.departing_at,
      arriving_at: g.arriving_at,
      origin: g.origin,
      destination: g.destination,
      origin_terminal: g.origin_terminal ?? '',
      destination_terminal: g.destination_terminal ?? '',
      duration: g.duration ?? '',
      distance: g.distance ?? '',
      marketing_carrier: g.marketing_carrier,
      marketing_carrier_flight_number: g.marketing_carrier_flight_number,
      operating_carrier: g.operating_carrier,
      operating_carrier_flight_number: g.operating_carrier_flight_number,
      stops: [],
      passengers: g.passengers.map((p) => ({
        passenger_id: p.passenger_id,
        cabin_class: p.cabin_class,
        cabin_class_marketing_name: p.cabin_class_marketing_name,
        baggages: p.baggages,
      })),
    })),
  }));
  return {
    id: duffelId('ord'),
    live_mode: false,
    created_at: created,
    synced_at: created,
    content: 'managed',
    owner: offer.owner,
    booking_reference: reference,
    slices,
    services: [],
    passengers: body.passengers.map((p) => ({
      id: p.id,
      type: typeOf.get(p.id)!,
      title: p.title,
      gender: p.gender,
      given_name: p.given_name,
      family_name: p.family_name,
      born_on: p.born_on,
      email: p.email,
      phone_number: p.phone_number,
      infant_passenger_id: p.infant_passenger_id ?? null,
    })),
    documents: body.passengers.map((p) => ({
      type: 'electronic_ticket',
      unique_identifier: ticketNumber(),
      passenger_ids: [p.id],
    })),
    payment_status: { awaiting_payment: false, paid_at: created },
    base_amount: offer.base_amount,
    base_currency: offer.base_currency,
    tax_amount: offer.tax_amount ?? '0.00',
    tax_currency: offer.tax_currency ?? offer.total_currency,
    total_amount: offer.total_amount,
    total_currency: offer.total_currency,
    conditions: offer.conditions,
    metadata: body.metadata ?? {},
    airline_initiated_changes: [],
    available_actions: ['cancel', 'change', 'update'],
    cancelled_at: null,
    cancellation: null,
  };
}

/** Duffel's quote for cancelling an order: the fare back less its penalty, or nothing for a fare that refunds nothing. */
export function cancellationQuoteOf(order: Order): OrderCancellation {
  const refund = order.conditions.refund_before_departure;
  const amount = refund?.allowed ? Math.max(0, Number(order.total_amount) - Number(refund.penalty_amount ?? 0)) : 0;
  return {
    id: duffelId('ore'),
    order_id: order.id,
    live_mode: false,
    created_at: new Date().toISOString(),
    expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
    confirmed_at: null as unknown as string,
    refund_amount: amount.toFixed(2),
    refund_currency: order.total_currency,
    refund_to: 'balance',
    airline_credits: [],
  };
}
