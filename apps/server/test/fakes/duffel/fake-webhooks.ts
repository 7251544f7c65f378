import { createHmac } from 'node:crypto';
import type { AirlineInitiatedChange, Order } from '@duffel/api/types';
import { duffelId } from './fake-ids.js';
import { instantOfLocal } from './fake-offers.js';

/** A webhook event as Duffel posts it (its documented envelope). */
export interface FakeWebhookEvent {
  id: string;
  type: string;
  api_version: 'v2';
  created_at: string;
  live_mode: boolean;
  idempotency_key: string;
  identity_organisation_id: string;
  data: { object: unknown };
}

/**
 * Duffel's signature: `X-Duffel-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`
 * with the webhook's secret (as its own libraries check it).
 */
export function duffelSignature(secret: string, rawBody: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** The request Duffel would send: the raw body and its headers, signed with `secret`. */
export function signedDelivery(secret: string, event: FakeWebhookEvent) {
  const body = JSON.stringify(event);
  return {
    body,
    headers: { 'content-type': 'application/json', 'x-duffel-signature': duffelSignature(secret, body) },
  };
}

export function eventOf(type: string, object: unknown, idempotencyKey: string): FakeWebhookEvent {
  return {
    id: duffelId('wev'),
    type,
    api_version: 'v2',
    created_at: new Date().toISOString(),
    live_mode: false,
    idempotency_key: idempotencyKey,
    identity_organisation_id: 'org_0000APMFjhs4X2rJ6k7UIE',
    data: { object },
  };
}

/** A local wall-clock time moved by whole minutes (the airport's zone does not change). */
function shifted(local: string, zone: string, minutes: number): string {
  const at = instantOfLocal(local, zone) + minutes * 60_000;
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:00`;
}

/**
 * The airline moves every segment of the order's slice `sliceIndex` by `minutes`: the order's slice
 * is replaced (new ids, as Duffel says they may be) and the change recorded as Duffel does, with
 * the slice before (`removed`) and after (`added`).
 */
export function airlineMoves(order: Order, sliceIndex: number, minutes: number): AirlineInitiatedChange {
  const before = order.slices[sliceIndex]!;
  const after = {
    ...before,
    id: duffelId('sli'),
    segments: before.segments.map((s) => ({
      ...s,
      id: duffelId('seg'),
      departing_at: shifted(s.departing_at, s.origin.time_zone, minutes),
      arriving_at: shifted(s.arriving_at, s.destination.time_zone, minutes),
    })),
  };
  order.slices[sliceIndex] = after;
  const now = new Date().toISOString();
  const change: AirlineInitiatedChange = {
    id: duffelId('aic'),
    order_id: order.id,
    added: [after],
    removed: [before],
    action_taken: null,
    action_taken_at: null,
    available_actions: ['accept', 'cancel', 'change'],
    created_at: now,
    updated_at: now,
    travel_agent_ticket: null,
  };
  order.airline_initiated_changes.push(change);
  return change;
}
