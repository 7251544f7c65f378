import type { FlightPaymentData, PayResponse } from '@yolcu/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, flightInventory, mailOutbox, notifications, payments, tickets } from '../src/db/schema.js';
import { bookingClient, plusDays } from './booking-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';
import { withDocumentsDrawn } from '../src/mail/drawn-attachments.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const c = bookingClient(() => t, 41);

/** Everything a guest does from a selected search to the finish page, returning what they saw. */
async function bookAsGuest(opts: Parameters<typeof c.searchAndSelect>[0], over: Record<string, unknown> = {}) {
  const { sessionUnique } = await c.searchAndSelect(opts);
  const data = await c.paymentData(sessionUnique);
  const before = await c.call('POST', '/api/flight/gateway/payment/', { session_unique: sessionUnique });
  expect(before.json()).toEqual({ status: true, message: '', refresh: false, research: false });
  const paid = await c.call('POST', '/api/flight/gateway/payment/', c.payBody(sessionUnique, data.form_rules, over));
  expect(paid.statusCode).toBe(200);
  return { sessionUnique, data, pay: paid.json() };
}

describe('a guest books Istanbul → Antalya for two adults and a child', () => {
  let sessionUnique: string;
  let data: FlightPaymentData;
  let pay: PayResponse;
  let finish: string;

  beforeAll(async () => {
    ({ sessionUnique, data, pay } = await bookAsGuest({
      from: 'IST',
      to: 'AYT',
      date: plusDays(20),
      adult: 2,
      child: 1,
    }));
  });

  it('shows payment data with one price row per passenger type that adds up to the total', () => {
    expect(data.form_rules).toMatchObject({ international: false, passengers: ['ADT', 'ADT', 'CHD'] });
    expect(data.group_tickets.map((g: { pax_type: string; count: number }) => [g.pax_type, g.count])).toEqual([
      ['ADT', 2],
      ['CHD', 1],
    ]);
    const sum = data.group_tickets.reduce((s, g) => s + g.total_base + g.total_tax + g.total_service_fee, 0);
    expect(Math.round(sum * 100) / 100).toBe(data.price.total);
    // The airports' names are in the reader's language (issue 22), not the stored Turkish ones.
    expect(data.departure_booking.transfers[0]).toMatchObject({
      departure_airport: { code: 'IST', name: 'Istanbul Airport' },
    });
    expect(data.departure_booking.info.arrival_airport).toMatchObject({ code: 'AYT', name: 'Antalya Airport' });
    expect(data.departure_booking.info.baggage_type).toBe('HL');
    expect(data.return_booking).toBeNull();
  });

  it('answers the bank page with the amount, masked card and a code', async () => {
    expect(pay).toMatchObject({ status: true, status_code: 200, research: false });
    expect(pay.pay_url).toMatch(/^http:\/\/localhost:8080\/payment\/[A-Za-z0-9_-]{20,}\/$/);
    const { path, code, page } = await c.bankCode(pay.pay_url);
    expect(page).toContain('•••• 1111');
    expect(page).toContain('Visa');
    expect(page).toContain('name="code"');
    expect(page).not.toContain('4111');
    const info = await c.call('GET', `/api/flight/booking/info/${pay.unique_code}/`);
    expect(info.json()).toEqual({ do_reservation: false, finish_page_showed: false, status: 'pending' });
    const done = await c.submitCode(path, code);
    finish = done.body;
    expect(done.statusCode).toBe(200);
  });

  it('finishes with a PNR and tells the framing app', async () => {
    expect(finish).toContain('data-status="completed"');
    expect(finish).toContain(`data-code="${pay.unique_code}"`);
    expect(finish).toContain(`/flight/booking/detail/${pay.unique_code}?clear=true`);
    expect(finish).toMatch(/<dd class="amount">[A-HJ-NP-Z2-9]{6}<\/dd>/);
    const info = await c.call('GET', `/api/flight/booking/info/${pay.unique_code}/`);
    expect(info.json()).toEqual({ do_reservation: true, finish_page_showed: true, status: 'completed' });
  });

  it('holds the booking with tickets starting with the carrier code, and takes the seats', async () => {
    const res = await c.call('GET', `/api/flight/booking/${pay.unique_code}/?transfers=1&passenger=1&tickets=1`);
    expect(res.statusCode).toBe(200);
    const booking = res.json();
    expect(booking.info.pnr_code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(booking.passenger).toHaveLength(3);
    expect(booking.passenger[0]).toMatchObject({
      name: 'Ayşe',
      surname: 'Yılmaz',
      gender_display: 'Female',
      nationality: { code: 'TR' },
    });
    expect(booking.tickets).toHaveLength(3);
    const carrier = booking.departure_booking.transfers[0].airline.code;
    const prefix = { TK: '235', VF: '235', PC: '624', XQ: '564' }[carrier as string];
    for (const ticket of booking.tickets) {
      expect(ticket.departure_ticket_number).toMatch(/^\d{13}$/);
      if (prefix) expect(ticket.departure_ticket_number.startsWith(prefix)).toBe(true);
      expect(ticket.return_ticket_number).toBeNull();
    }
    expect(booking.payment).toEqual({ card_brand: 'visa', card_last4: '1111' });
    expect(booking.price.total).toBe(data.price.total);
    const leg = booking.departure_booking.transfers[0];
    const [inv] = await t.database.db
      .select()
      .from(flightInventory)
      .where(and(eq(flightInventory.flightKey, leg.flight_number), eq(flightInventory.date, leg.departure_date)));
    expect(inv!.seatsSold).toBeGreaterThanOrEqual(3);
  });

  it('mails the confirmation once with the PNR, passengers, total, link and calendar file', async () => {
    const booking = (await c.call('GET', `/api/flight/booking/${pay.unique_code}/`)).json();
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ayse@example.com'));
    const mine = mails.filter((m) => m.text.includes(booking.info.pnr_code));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toContain(booking.info.pnr_code);
    expect(mine[0]!.text).toContain('Mehmet Yılmaz');
    expect(mine[0]!.text).toContain(`/flight/booking/detail/${pay.unique_code}`);
    // The row keeps the calendar as data; the mail that leaves carries it drawn.
    const sent = await withDocumentsDrawn({
      ...mine[0]!,
      attachments: [mine[0]!.attachments![0]!],
      headers: undefined,
    });
    expect(sent.attachments![0]!.content).toContain('BEGIN:VEVENT');
    expect(sent.attachments![0]!.content).toContain('IST → AYT');
    // Issue 19: what was bought, and the e-ticket beside the calendar file.
    expect(mine[0]!.text).toMatch(
      /Fare package: Light — Hand luggage 8 kg · No checked baggage · Changes not included/,
    );
    // The e-ticket is kept as the document to draw; the mail that leaves carries the PDF (documents.test).
    expect(mine[0]!.attachments![1]).toMatchObject({
      contentType: 'application/pdf',
      document: { pnr: booking.info.pnr_code },
    });
  });

  it('is found by PNR and surname whatever their case and Turkish letters', async () => {
    const booking = (await c.call('GET', `/api/flight/booking/${pay.unique_code}/`)).json();
    const found = await c.call('POST', '/api/flight/check-pnr/', {
      pnr: booking.info.pnr_code.toLowerCase(),
      surname: 'YILMAZ',
    });
    expect(found.json()).toEqual({ unique_code: pay.unique_code });
    const wrong = await c.call('POST', '/api/flight/check-pnr/', { pnr: booking.info.pnr_code, surname: 'Demir' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ detail: 'No booking matches this PNR code and surname.' });
  });

  it('cannot be paid twice', async () => {
    const again = await c.call('POST', '/api/flight/gateway/payment/', c.payBody(sessionUnique, data.form_rules));
    expect(again.json()).toMatchObject({
      status: false,
      status_code: 409,
      message: 'This booking has already been paid for.',
    });
  });

  it('keeps no card number or CVC anywhere', async () => {
    const rows = JSON.stringify([
      await t.database.db.select().from(payments),
      await t.database.db.select().from(bookings),
      await t.database.db.select().from(mailOutbox),
      await t.database.db.select().from(tickets),
      await t.database.db.select().from(notifications),
    ]);
    expect(rows).not.toMatch(/4111\s?1111\s?1111/);
    expect(rows).not.toContain('"123"');
  });
});

describe('the server log', () => {
  it('never holds a card number or CVC, at the most detailed level', async () => {
    const { PassThrough } = await import('node:stream');
    const { buildApp } = await import('../src/app.js');
    const { loadConfig } = await import('../src/config.js');
    const stream = new PassThrough();
    let log = '';
    stream.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    const app = await buildApp({
      config: loadConfig({ PUBLIC_URL: 'http://localhost:8080', WEB_DIST: '/nonexistent', LOG_LEVEL: 'trace' }),
      database: t.database,
      logStream: stream,
    });
    await app.ready();
    const logged = bookingClient(() => ({ ...t, app }), 42);
    const { sessionUnique } = await logged.searchAndSelect({ from: 'IST', to: 'BJV', date: plusDays(16) });
    const data = await logged.paymentData(sessionUnique);
    await logged.call(
      'POST',
      '/api/flight/gateway/payment/',
      logged.payBody(sessionUnique, data.form_rules, { card_cvc: '98' }),
    );
    const pay = (
      await logged.call(
        'POST',
        '/api/flight/gateway/payment/',
        logged.payBody(sessionUnique, data.form_rules, { card_cvc: '987' }),
      )
    ).json();
    const bank = await logged.bankCode(pay.pay_url);
    await logged.submitCode(bank.path, bank.code);
    await app.close();
    expect(log).toContain('"reqId"');
    expect(log).not.toMatch(/4111\s?1111/);
    // Neither the value (as a JSON string) nor the field with a value appears; timestamps may hold any digits.
    expect(log).not.toContain('"987"');
    expect(log).not.toMatch(/"card_(number|cvc)":"[\d ]/);
  });
});
