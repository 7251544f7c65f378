import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supplierEvents } from '../src/db/schema.js';
import { duffelApp, DUFFEL_WEBHOOK_SECRET } from './fakes/duffel/duffel-app.js';
import { eventOf, type FakeWebhookEvent, signedDelivery } from './fakes/duffel/fake-webhooks.js';
import { MemoryMailer, outboxTo, waitForMail } from './helpers.js';

/**
 * Issue 38: Duffel's webhooks at POST /api/webhooks/duffel/, signed as Duffel signs them, kept once
 * by event id and processed by the supplier-event job: an airline's schedule change reaches the
 * traveller's booking and mailbox.
 */
const mailer = new MemoryMailer();
let d: Awaited<ReturnType<typeof duffelApp>>;
beforeAll(async () => {
  d = await duffelApp(92, { mailer });
});
afterAll(() => d.close());

const post = (body: string, signature: string | null) =>
  d.t.app.inject({
    method: 'POST',
    url: '/api/webhooks/duffel/',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      ...(signature === null ? {} : { 'x-duffel-signature': signature }),
    },
  });
const deliver = (event: FakeWebhookEvent, secret = DUFFEL_WEBHOOK_SECRET) => {
  const signed = signedDelivery(secret, event);
  return post(signed.body, signed.headers['x-duffel-signature']);
};

async function processed(id: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await d.t.database.db.select().from(supplierEvents).where(eq(supplierEvents.id, id));
    if (row?.processedAt) {
      await waitForMail(d.t);
      return row;
    }
    if (Date.now() > until) throw new Error(`event ${id} not processed after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('an airline-initiated schedule change from Duffel', () => {
  it('is verified, kept once however often it arrives, and reaches the traveller by mail and on the booking', async () => {
    const booked = await d.book({ day: 40, email: 'duffel-moved@example.com' });
    expect(booked.info).toMatchObject({ status: 'completed' });
    const [order] = d.ordersOf(booked.code);
    const before = order!.slices[0]!.segments[0]!;
    const event = d.fake.airlineChange(order!.id, 0, 95);
    const after = d.fake.orders.find((o) => o.id === order!.id)!.slices[0]!.segments[0]!;

    const first = await deliver(event);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ accepted: true });
    // Duffel delivers at least once: the same event again changes nothing.
    expect((await deliver(event)).statusCode).toBe(202);
    const kept = await d.t.database.db.select().from(supplierEvents).where(eq(supplierEvents.id, event.id));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ supplier: 'duffel', type: 'schedule_changed', orderRef: order!.id });
    await processed(event.id);

    const detail = (await d.c.call('GET', `/api/flight/booking/${booked.code}/?transfers=1`)).json();
    expect(detail.info.supplier_notice).toMatchObject({ type: 'schedule_changed' });
    expect(detail.departure_booking.transfers[0]).toMatchObject({
      departure_date: after.departing_at.slice(0, 10),
      departure_time: after.departing_at.slice(11, 16),
      arrival_time: after.arriving_at.slice(11, 16),
    });
    expect(after.departing_at).not.toBe(before.departing_at);
    const mails = (await outboxTo(d.t.database.db, 'duffel-moved@example.com')).filter((m) =>
      m.subject.startsWith('The airline changed'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(after.departing_at.slice(11, 16));
    expect(
      mailer.sent.filter((m) => m.to === 'duffel-moved@example.com' && m.subject.startsWith('The airline')),
    ).toHaveLength(1);
  });

  it('refuses a wrong or missing signature (401) before reading the body', async () => {
    const event = eventOf('order.airline_initiated_change_detected', { id: 'aic_x' }, 'aic_x');
    expect((await deliver(event, 'not-the-secret')).statusCode).toBe(401);
    expect((await post(JSON.stringify(event), null)).statusCode).toBe(401);
    expect((await post(JSON.stringify(event), 't=1,v1=00')).statusCode).toBe(401);
    const signed = signedDelivery(DUFFEL_WEBHOOK_SECRET, event);
    // The signature covers the exact bytes: the same event re-serialised with a space is refused.
    expect((await post(`${signed.body} `, signed.headers['x-duffel-signature'])).statusCode).toBe(401);
  });

  it('accepts order.created and order.creation_failed without keeping them', async () => {
    for (const type of ['order.created', 'order.creation_failed']) {
      const event = eventOf(type, { id: 'ord_0000none' }, 'ord_0000none');
      expect((await deliver(event)).statusCode).toBe(202);
      expect(await d.t.database.db.select().from(supplierEvents).where(eq(supplierEvents.id, event.id))).toHaveLength(
        0,
      );
    }
  });

  it('answers 400 to a signed body that is not Duffel’s envelope', async () => {
    const event = { hello: 'world' } as unknown as FakeWebhookEvent;
    expect((await deliver(event)).statusCode).toBe(400);
  });
});
