import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, mailOutbox, supplierEvents } from '../src/db/schema.js';
import { BuiltinFlightSupplier } from '../src/integrations/flights/builtin/builtin-supplier.js';
import type { SupplierEvent } from '../src/integrations/orders.js';
import { snapshotOf } from '../src/modules/flights/flight-fulfilment.js';
import { sweepSupplierEvents } from '../src/modules/supplier-events/ingest.js';
import { processSupplierEvent } from '../src/modules/supplier-events/process-event.js';
import { signatureOf } from '../src/modules/supplier-events/signature.js';
import { accountClient } from './account-helpers.js';
import { bookingClient, plusDays } from './booking-helpers.js';
import { createTestApp, MemoryMailer, type TestApp, waitForMail } from './helpers.js';

/**
 * 03 §17 "Supplier events": the airline's schedule changes and cancellations arrive signed, at least
 * once and in any order; each is kept once, written to its booking by a job, shown on the detail
 * and told to the traveller by mail (and notification, signed in). Real built-in supplier and bank.
 */
const SECRET = 'test-webhook-secret-0123456789';
let t: TestApp;
const mailer = new MemoryMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer, env: { SUPPLIER_WEBHOOK_SECRET: SECRET } });
});
afterAll(() => t.close());
const c = bookingClient(() => t, 83);
const accounts = accountClient(() => t, mailer, 84);

/** A completed IST → AYT flight (Antalya Airport offers the ride after it), paid by `email`. */
async function booked(email: string, days: number, token?: string) {
  const { sessionUnique } = await c.searchAndSelect({ from: 'IST', to: 'AYT', date: plusDays(days), token });
  const data = await c.paymentData(sessionUnique, token);
  const pay = (
    await c.call('POST', '/api/flight/gateway/payment/', c.payBody(sessionUnique, data.form_rules, { email }), {
      token,
    })
  ).json();
  expect(pay.status, JSON.stringify(pay)).toBe(true);
  const bank = await c.bankCode(pay.pay_url);
  expect((await c.submitCode(bank.path, bank.code)).body).toContain('data-status="completed"');
  await waitForMail(t);
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.uniqueCode, pay.unique_code));
  return { code: pay.unique_code as string, orderRef: row!.supplierOrderRef!, row: row! };
}

const detail = async (code: string, token?: string) =>
  (await c.call('GET', `/api/flight/booking/${code}/?transfers=1`, undefined, { token })).json();

/** The first leg moved by `minutes`, as the airline announces it. */
function movedFirstLeg(
  leg: { departure_date: string; departure_time: string; arrival_date: string; arrival_time: string },
  minutes: number,
) {
  const shift = (date: string, time: string) => {
    const at = new Date(Date.parse(`${date}T${time}:00Z`) + minutes * 60_000).toISOString();
    return [at.slice(0, 10), at.slice(11, 16)] as const;
  };
  const [departure_date, departure_time] = shift(leg.departure_date, leg.departure_time);
  const [arrival_date, arrival_time] = shift(leg.arrival_date, leg.arrival_time);
  return { direction: 0, leg: 0, departure_date, departure_time, arrival_date, arrival_time };
}

let eventCount = 0;
const eventId = () => `evt_test_${++eventCount}_${Date.now()}`;

/** POSTs an event as the supplier does: the raw JSON, signed with `secret` (or a header of one's own). */
function deliver(body: unknown, opts: { secret?: string; signature?: string | null } = {}) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const signature = opts.signature === undefined ? signatureOf(opts.secret ?? SECRET, raw) : opts.signature;
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/builtin/',
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      ...(signature === null ? {} : { 'x-yolcu-signature': signature }),
    },
  });
}

/** Waits until the event's job has processed it (the job engine polls every half second here). */
async function processed(id: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await t.database.db.select().from(supplierEvents).where(eq(supplierEvents.id, id));
    if (row?.processedAt) {
      await waitForMail(t);
      return row;
    }
    if (Date.now() > until) throw new Error(`supplier event ${id} not processed after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const mailsTo = (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('a signed schedule change of a completed flight', () => {
  let token: string;
  let flight: Awaited<ReturnType<typeof booked>>;
  let before: Awaited<ReturnType<typeof detail>>;
  let event: SupplierEvent;

  beforeAll(async () => {
    token = await accounts.signedUp('changed@example.com', 'Selin', 'Kaya');
    flight = await booked('changed@example.com', 30, token);
    before = await detail(flight.code, token);
  });

  it('is accepted (202), written to the booking, mailed once and notified to the signed-in owner', async () => {
    expect(before.info.supplier_notice).toBeNull();
    const landing = before.departure_booking.transfers[0];
    const suggestion = before.transfer_suggestions.find((s: { kind: string }) => s.kind === 'from_airport');
    expect(suggestion).toBeTruthy();
    const leg = movedFirstLeg(landing, 90);
    event = {
      id: eventId(),
      type: 'schedule_changed',
      orderRef: flight.orderRef,
      occurredAt: new Date(Date.now() - 60_000).toISOString(),
      legs: [leg],
    };
    const res = await deliver(event);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true });
    await processed(event.id);

    const after = await detail(flight.code, token);
    expect(after.info.status).toBe('completed');
    expect(after.info.supplier_notice).toEqual({
      type: 'schedule_changed',
      occurred_at: event.occurredAt,
      legs: [
        {
          ...leg,
          flight_number: landing.flight_number,
          departure_airport: 'IST',
          arrival_airport: 'AYT',
        },
      ],
    });
    expect(after.departure_booking.transfers[0]).toMatchObject({
      departure_date: leg.departure_date,
      departure_time: leg.departure_time,
      arrival_date: leg.arrival_date,
      arrival_time: leg.arrival_time,
    });
    // The ride after the flight waits for the new landing: 90 minutes (three half hours) later.
    const moved = after.transfer_suggestions.find((s: { kind: string }) => s.kind === 'from_airport');
    expect(moved).toMatchObject({ flight_time: leg.arrival_time, flight_date: leg.arrival_date });
    const at = (s: { date: string; time: string }) => Date.parse(`${s.date}T${s.time}:00Z`);
    expect(at(moved) - at(suggestion)).toBe(90 * 60_000);
    // The refund rules count from the new departure instant.
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, flight.row.id));
    const old = snapshotOf(flight.row).directions[0]!.legs[0]!;
    const now = snapshotOf(row!).directions[0]!.legs[0]!;
    expect(Date.parse(now.departs_at!) - Date.parse(old.departs_at!)).toBe(90 * 60_000);
    expect(now.fly_duration).toBe(old.fly_duration);

    const mails = (await mailsTo('changed@example.com')).filter((m) => m.subject.startsWith('The airline changed'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`The airline changed your flight times — PNR ${flight.row.pnr}`);
    expect(mails[0]!.text).toContain(`${leg.departure_time} → AYT`);
    expect(mails[0]!.text).toContain(`http://localhost:8080/flight/booking/detail/${flight.code}`);
    const sent = mailer.sent.filter((m) => m.to === 'changed@example.com' && m.subject.startsWith('The airline'));
    expect(sent).toHaveLength(1);

    const list = (await c.call('GET', '/api/notification/list/', undefined, { token, lang: 'en' })).json() as {
      results: Array<{ title: string; content: string }>;
    };
    const notes = list.results.filter((n) => n.title === 'The airline changed your flight times');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.content).toContain(`PNR ${flight.row.pnr}`);
    expect(notes[0]!.content).toContain(leg.departure_time);
    const tr = (await c.call('GET', '/api/notification/list/', undefined, { token, lang: 'tr' })).json();
    expect(tr.results.some((n: { title: string }) => n.title === 'Havayolu uçuş saatlerinizi değiştirdi')).toBe(true);
  });

  it('changes nothing more when the same event comes again, or its job runs twice', async () => {
    const again = await deliver(event);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ accepted: true });
    const ctx = { db: t.database.db, mailer: t.app.mailer, publicUrl: 'http://localhost:8080', log: t.app.log };
    expect(await processSupplierEvent(ctx, event.id)).toBe('already_processed');
    await new Promise((r) => setTimeout(r, 1200));
    await waitForMail(t);
    const rows = await t.database.db.select().from(supplierEvents).where(eq(supplierEvents.id, event.id));
    expect(rows).toHaveLength(1);
    const mails = (await mailsTo('changed@example.com')).filter((m) => m.subject.startsWith('The airline changed'));
    expect(mails).toHaveLength(1);
  });

  it('keeps the newer change when an older event arrives after it', async () => {
    const landing = before.departure_booking.transfers[0];
    const newer: SupplierEvent = {
      id: eventId(),
      type: 'schedule_changed',
      orderRef: flight.orderRef,
      occurredAt: new Date(Date.now() - 10_000).toISOString(),
      legs: [movedFirstLeg(landing, 120)],
    };
    const older: SupplierEvent = {
      ...newer,
      id: eventId(),
      occurredAt: new Date(Date.now() - 30_000).toISOString(),
      legs: [movedFirstLeg(landing, 30)],
    };
    expect((await deliver(newer)).statusCode).toBe(202);
    await processed(newer.id);
    expect((await deliver(older)).statusCode).toBe(202);
    expect((await processed(older.id)).processedAt).not.toBeNull();

    const after = await detail(flight.code, token);
    expect(after.info.supplier_notice).toMatchObject({ type: 'schedule_changed', occurred_at: newer.occurredAt });
    expect(after.departure_booking.transfers[0].departure_time).toBe(newer.legs![0]!.departure_time);
    const mails = (await mailsTo('changed@example.com')).filter((m) => m.subject.startsWith('The airline changed'));
    expect(mails).toHaveLength(2);
  });

  it('tells of a cancellation by the airline without cancelling the booking: the traveller decides', async () => {
    const cancelled: SupplierEvent = {
      id: eventId(),
      type: 'cancelled',
      orderRef: flight.orderRef,
      occurredAt: new Date().toISOString(),
    };
    expect((await deliver(cancelled)).statusCode).toBe(202);
    await processed(cancelled.id);
    const after = await detail(flight.code, token);
    expect(after.info.status).toBe('completed');
    expect(after.info.supplier_notice).toEqual({ type: 'cancelled', occurred_at: cancelled.occurredAt });
    const [mail] = (await mailsTo('changed@example.com')).filter((m) => m.subject.startsWith('The airline cancelled'));
    expect(mail!.subject).toBe(`The airline cancelled your flight — PNR ${flight.row.pnr}`);
    expect(mail!.text).toContain('you can cancel it on its page to get your refund');
    // The cancellation flow stays open to the traveller.
    const quote = await c.call('POST', `/api/flight/booking/${flight.code}/cancellation/`, {}, { token });
    expect(quote.statusCode).toBe(201);
  });
});

describe('what the webhook refuses', () => {
  it('answers 401 to a wrong or missing signature, and keeps nothing', async () => {
    const event = {
      id: eventId(),
      type: 'cancelled',
      orderRef: 'ord_nothing',
      occurredAt: new Date().toISOString(),
    };
    const wrong = await deliver(event, { secret: 'another-secret-0123456789' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'The signature was not accepted.' });
    expect((await deliver(event, { signature: null })).statusCode).toBe(401);
    expect((await deliver(event, { signature: 'sha256=abc' })).statusCode).toBe(401);
    // The signature is judged first: an unsigned caller learns nothing about its body.
    expect((await deliver('{not json', { signature: null })).statusCode).toBe(401);
    expect(await t.database.db.select().from(supplierEvents).where(eq(supplierEvents.id, event.id))).toEqual([]);
  });

  it('answers 400 in the API error shape to a signed body that is not an event', async () => {
    const res = await deliver({ id: eventId(), type: 'schedule_changed', orderRef: 'ord_x', occurredAt: 'yesterday' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ occurredAt: [expect.any(String)], legs: [expect.any(String)] });
    expect((await deliver('{not json')).statusCode).toBe(400);
  });

  it('answers 404 while no secret is configured', async () => {
    const plain = await createTestApp();
    try {
      const raw = JSON.stringify({
        id: 'evt_x',
        type: 'cancelled',
        orderRef: 'r',
        occurredAt: new Date().toISOString(),
      });
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/webhooks/builtin/',
        payload: raw,
        headers: { 'content-type': 'application/json', 'x-yolcu-signature': signatureOf(SECRET, raw) },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toHaveProperty('detail');
    } finally {
      await plain.close();
    }
  });
});

describe('the backstop', () => {
  it('queues an event again when it stayed unprocessed for over a minute (its job was lost)', async () => {
    const flight = await booked('swept@example.com', 36);
    const id = eventId();
    // Kept, as by a delivery whose job was never queued (the process died in between).
    await t.database.db.insert(supplierEvents).values({
      id,
      supplier: 'builtin',
      type: 'cancelled',
      orderRef: flight.orderRef,
      payload: { id, type: 'cancelled', orderRef: flight.orderRef, occurredAt: new Date().toISOString() },
      receivedAt: sql`now() - interval '2 minutes'`,
    });
    const deps = { db: t.database.db, jobs: t.app.jobs, log: t.app.log };
    expect(await sweepSupplierEvents(deps)).toBe(1);
    await processed(id);
    expect((await detail(flight.code)).info.supplier_notice).toMatchObject({ type: 'cancelled' });
    expect(await sweepSupplierEvents(deps)).toBe(0);
  });
});

describe('the API document', () => {
  it('describes the webhook with its answers', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const op = doc.paths['/api/webhooks/builtin/'].post;
    expect(op.tags).toEqual(['webhooks']);
    expect(op.description).toContain('x-yolcu-signature');
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['202', '400', '401', '404']));
    expect(op.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['id', 'type', 'orderRef', 'occurredAt']),
    );
  });
});

describe("the built-in supplier's own announcement", () => {
  it('reaches the booking in process, without HTTP', async () => {
    const flight = await booked('inprocess@example.com', 33);
    const supplier = t.app.products.flight!.fulfilment!.supplier;
    expect(supplier).toBeInstanceOf(BuiltinFlightSupplier);
    const legs = snapshotOf(flight.row).directions.flatMap((d, direction) =>
      d.legs.map((l, leg) => ({
        direction,
        leg,
        departure_date: l.departure_date,
        departure_time: l.departure_time,
        arrival_date: l.arrival_date,
        arrival_time: l.arrival_time,
        departs_at: l.departs_at,
      })),
    );
    const event = await (supplier as BuiltinFlightSupplier).changeSchedule(flight.orderRef, -45, legs);
    expect(event).toMatchObject({ type: 'schedule_changed', orderRef: flight.orderRef });
    await processed(event!.id);
    const after = await detail(flight.code);
    const first = snapshotOf(flight.row).directions[0]!.legs[0]!;
    expect(after.info.supplier_notice.type).toBe('schedule_changed');
    expect(after.departure_booking.transfers[0].departure_time).toBe(event!.legs![0]!.departure_time);
    expect(after.departure_booking.transfers[0].departure_time).not.toBe(first.departure_time);
    expect(await mailsTo('inprocess@example.com')).toHaveLength(2);
    // An order it does not know (or no longer holds) announces nothing.
    expect(await (supplier as BuiltinFlightSupplier).changeSchedule('ord_unknown', 30, legs)).toBeNull();
  });
});
