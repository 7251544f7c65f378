import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema.js';
import { DUFFEL_WEBHOOK_SECRET, duffelApp } from './fakes/duffel/duffel-app.js';
import { type FakeWebhookEvent, signedDelivery } from './fakes/duffel/fake-webhooks.js';

/**
 * Issue 38: Duffel may answer an order with 202 (accepted, not confirmed yet). The booking stays
 * `confirming` and is never ordered again; order.created finishes it (recorded, captured,
 * completed), order.creation_failed fails it (the hold voided, "your card was not charged"), and
 * when no event comes the settlement's look-up by the booking code still finds a created order.
 */
let d: Awaited<ReturnType<typeof duffelApp>>;
beforeAll(async () => {
  d = await duffelApp(88);
});
afterAll(() => d.close());

const deliver = (event: FakeWebhookEvent) => {
  const signed = signedDelivery(DUFFEL_WEBHOOK_SECRET, event);
  return d.t.app.inject({
    method: 'POST',
    url: '/api/webhooks/duffel/',
    payload: signed.body,
    headers: { ...signed.headers, 'accept-language': 'en' },
  });
};

const paymentOf = async (code: string) =>
  (
    await d.t.database.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, (await d.bookingRow(code)).id))
  )[0]!;

/** Books with the fake answering 202, and waits until the booking says it waits for Duffel. */
async function bookAccepted(day: number, email: string) {
  d.fake.orderFaults.push('accepted');
  const booked = await d.book({ day, email, wait: false });
  for (let i = 0; i < 100 && (await d.bookingRow(booked.code)).supplierOrderStatus !== 'pending'; i++)
    await new Promise((r) => setTimeout(r, 100));
  const row = await d.bookingRow(booked.code);
  expect(row).toMatchObject({ status: 'confirming', supplierOrderStatus: 'pending' });
  expect(row.supplierOrderRef).toMatch(/^por_/);
  const info = (await d.c.call('GET', `/api/flight/booking/info/${booked.code}/`)).json();
  expect(info.status).toBe('confirming');
  return booked;
}

describe('an order Duffel accepts with 202', () => {
  it('stays confirming, is never ordered again, and completes when order.created arrives', async () => {
    const booked = await bookAccepted(45, 'duffel-202-created@example.com');
    const orderCalls = d.fake.callsTo('POST', '/air/orders').length;
    // The settlement's retries only look the order up meanwhile.
    await new Promise((r) => setTimeout(r, 2_500));
    await d.t.app.settlement.sweep();
    expect((await d.bookingRow(booked.code)).status).toBe('confirming');
    expect(d.fake.callsTo('POST', '/air/orders').length).toBe(orderCalls);

    const { order, event } = d.fake.confirmPending(booked.code);
    const answer = await deliver(event);
    expect(answer.statusCode, answer.body).toBe(202);
    // Recorded from the event itself, before the answer.
    expect(await d.bookingRow(booked.code)).toMatchObject({
      supplierOrderStatus: 'confirmed',
      supplierOrderRef: order.id,
      pnr: order.booking_reference,
    });
    const info = await d.settled(booked.code);
    expect(info).toMatchObject({ status: 'completed' });
    expect((await paymentOf(booked.code)).capturedAt).toBeTruthy();
    expect(d.ordersOf(booked.code)).toHaveLength(1);
    expect(d.fake.callsTo('POST', '/air/orders').length).toBe(orderCalls);
    // Delivered again, it changes nothing.
    expect((await deliver(event)).statusCode).toBe(202);
    expect((await d.bookingRow(booked.code)).status).toBe('completed');
  });

  it('fails cleanly when order.creation_failed arrives: the hold voided, the card not charged', async () => {
    const booked = await bookAccepted(46, 'duffel-202-failed@example.com');
    const answer = await deliver(d.fake.failPending(booked.code));
    expect(answer.statusCode, answer.body).toBe(202);
    const info = await d.settled(booked.code);
    expect(info).toMatchObject({ status: 'failed' });
    expect(info.message).toMatch(/not charged/i);
    const payment = await paymentOf(booked.code);
    expect(payment.voidedAt).toBeTruthy();
    expect(payment.capturedAt).toBeNull();
    expect(d.ordersOf(booked.code)).toHaveLength(0);
  });

  it('finds the failed request by the id the 202 answered when the event carries no metadata', async () => {
    const booked = await bookAccepted(47, 'duffel-202-failed-id@example.com');
    expect((await deliver(d.fake.failPending(booked.code, { withMetadata: false }))).statusCode).toBe(202);
    expect(await d.settled(booked.code)).toMatchObject({ status: 'failed' });
  });

  it('completes through the look-up by the booking code when no event ever arrives', async () => {
    const booked = await bookAccepted(48, 'duffel-202-silent@example.com');
    const orderCalls = d.fake.callsTo('POST', '/air/orders').length;
    const { order } = d.fake.confirmPending(booked.code);
    // No webhook: the settlement's retry job looks the order up by its metadata.
    const info = await d.settled(booked.code, 60_000);
    expect(info).toMatchObject({ status: 'completed' });
    expect((await d.bookingRow(booked.code)).pnr).toBe(order.booking_reference);
    expect(d.fake.callsTo('POST', '/air/orders').length).toBe(orderCalls);
    expect(d.ordersOf(booked.code)).toHaveLength(1);
  });
});
