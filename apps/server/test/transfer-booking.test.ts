import type { TransferPaymentData } from '@yolcu/contract';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, mailOutbox, payments, tickets, vehicleBookings } from '../src/db/schema.js';
import { fleetSize } from '../src/integrations/transfers/builtin/builtin-supplier.js';
import { bookingClient, CARDS, plusDays } from './booking-helpers.js';
import { type Offer, transferClient } from './transfer-helpers.js';
import { createTestApp, secondInstance, type TestApp } from './helpers.js';
import { withDocumentsDrawn } from '../src/mail/drawn-attachments.js';
import { newBookingCode } from '../src/modules/bookings/booking-identity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const c = bookingClient(() => t, 81);

const { searchAndSelect, payBody } = transferClient(() => t, c);

describe('Antalya Airport → Kemer for two with a child seat and an extra waiting hour', () => {
  let sessionUnique: string;
  let uniqueCode: string;
  let data: TransferPaymentData;
  let expected: number;

  it('shows the transfer summary, extras and price parts', async () => {
    ({ sessionUnique, data } = await searchAndSelect({ date: plusDays(21) }));
    expect(data.departure_location.name).toMatch(/Antalya/);
    expect(data.arrival_location.name).toMatch(/Kemer/);
    expect(data.info).toMatchObject({ departure_time: '14:00', transfer_type: 1 });
    expect(data.info.travel_duration).toMatch(/^\d{2}:\d{2}$/);
    expect(data.extra_products.map((e) => e.id)).toEqual(expect.arrayContaining([1, 6]));
    expect(data.extra_products.every((e) => e.quantity === 0 && !e.is_selected)).toBe(true);
    // What every ride includes is not sold as an extra, and nothing claims to track flights (issue 41).
    expect(data.extra_products.map((e) => e.name)).not.toContain('Meet & greet with a name board');
    const services = JSON.stringify(data);
    expect(services).toContain('Meet & greet with a name board');
    expect(services).not.toMatch(/flight tracking/i);
    expect(data.price.total).toBe(Math.round((data.price.base - data.price.discount) * 100) / 100);
    expect(data.price.tax).toBe(0);
    expect(data.form_rules).toEqual({ passenger_count: 2 });
  });

  it('charges the vehicle plus the chosen extras, whatever the client adds', async () => {
    const childSeat = data.extra_products.find((e) => e.id === 1)!;
    const extraHour = data.extra_products.find((e) => e.id === 6)!;
    expected = Math.round((data.price.total + childSeat.price + extraHour.price) * 100) / 100;
    const body = await payBody(sessionUnique, data, { extra_products: { 1: 1, 6: 1 }, total: 1, price: { total: 1 } });
    const pay = (await c.call('POST', '/api/transfer/gateway/payment/', body)).json();
    expect(pay.status).toBe(true);
    uniqueCode = pay.unique_code;
    const reference = new URL(pay.pay_url).pathname.split('/')[2]!;
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(payment!.amount).toBe(expected);
    const bank = await c.bankCode(pay.pay_url);
    expect((await c.submitCode(bank.path, bank.code)).body).toContain(
      `/transfer/booking/detail/${uniqueCode}?clear=true`,
    );
  });

  it('holds the booking with a PNR, a ticket per passenger, the extras and one vehicle', async () => {
    const res = await c.call('GET', `/api/transfer/booking/${uniqueCode}/?passenger=1&tickets=1`);
    expect(res.statusCode).toBe(200);
    const booking = res.json();
    expect(booking.info).toMatchObject({
      status: 'completed',
      flight_number: 'TK2412',
      airline_code: 'TK',
      note: 'Two suitcases and a pram.',
    });
    expect(booking.info.pnr_code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(booking.passenger).toEqual([
      { name: 'Ayşe', surname: 'Yılmaz', is_leader: true },
      { name: 'Mehmet', surname: 'Yılmaz', is_leader: false },
    ]);
    expect(booking.tickets).toHaveLength(2);
    for (const ticket of booking.tickets) expect(ticket.ticket_number).toMatch(/^7\d{12}$/);
    expect(
      booking.extra_products
        .filter((e: { is_selected: boolean }) => e.is_selected)
        .map((e: { id: number; quantity: number }) => [e.id, e.quantity]),
    ).toEqual([
      [1, 1],
      [6, 1],
    ]);
    expect(booking.price.total).toBe(expected);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.sessionUnique, sessionUnique));
    expect(
      await t.database.db.select().from(vehicleBookings).where(eq(vehicleBookings.orderKey, row!.uniqueCode)),
    ).toHaveLength(1);
  });

  it('mails a voucher with the meeting instructions and a calendar file', async () => {
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, 'Your transfer is booked%'));
    expect(mail!.text).toMatch(/name board/);
    expect(mail!.text).toMatch(/60 minutes/);
    expect(mail!.text).toMatch(/\+90 \d{3} \d{3} \d{2} \d{2}/);
    expect(mail!.text).toContain('Child seat (9–18 kg) × 1');
    // Issue 19: the flight as travellers write it, places named once, and the cancellation terms.
    expect(mail!.text).toContain('Flight: TK2412');
    expect(mail!.text).not.toMatch(/TK TK|Kemer, Kemer/);
    expect(mail!.text).toMatch(/Free cancellation with a full refund until .+ \(24 hours before pick-up\)/);
    expect(mail!.text).toContain(`/transfer/booking/detail/${uniqueCode}`);
    // The row keeps the calendar as data; the mail that leaves carries it drawn.
    const sent = await withDocumentsDrawn({
      ...mail!,
      attachments: mail!.attachments ?? undefined,
      headers: undefined,
    });
    expect(sent.attachments![0]!.content).toContain('BEGIN:VEVENT');
  });

  it('is found by PNR and surname in lower case, but not by the flight inquiry', async () => {
    const booking = (await c.call('GET', `/api/transfer/booking/${uniqueCode}/`)).json();
    const found = await c.call('POST', '/api/transfer/check-pnr/', {
      pnr: booking.info.pnr_code.toLowerCase(),
      surname: 'yılmaz',
    });
    expect(found.json()).toEqual({ unique_code: uniqueCode });
    const asFlight = await c.call('POST', '/api/flight/check-pnr/', { pnr: booking.info.pnr_code, surname: 'Yılmaz' });
    expect(asFlight.statusCode).toBe(404);
  });
});

describe('transfer payment rules (02 §5), straight to the API', () => {
  let sessionUnique: string;
  let data: TransferPaymentData;
  beforeAll(async () => {
    ({ sessionUnique, data } = await searchAndSelect({ date: plusDays(22), time: '16:00' }));
  });
  type Body = Awaited<ReturnType<typeof payBody>>;
  const cases: Array<[string, Record<string, unknown> | ((b: Body) => Record<string, unknown>), string, string]> = [
    [
      'a short leader name',
      (b) => ({ ...b, passengers: [{ ...b.passengers[0], name: 'Al' }, b.passengers[1]] }),
      'passengers.0.name',
      'Minimum length is 3.',
    ],
    [
      'digits in a surname',
      (b) => ({ ...b, passengers: [b.passengers[0], { ...b.passengers[1], surname: 'Yılmaz2' }] }),
      'passengers.1.surname',
      'Please enter only letters.',
    ],
    [
      'no leader nationality',
      (b) => ({ ...b, passengers: [{ ...b.passengers[0], nationality: null }, b.passengers[1]] }),
      'passengers.0.nationality',
      'This field is required.',
    ],
    [
      'one passenger fewer than searched',
      (b) => ({ ...b, passengers: [b.passengers[0]] }),
      'non_field_errors',
      'The passengers do not match your search. Please search again.',
    ],
    ['a bad e-mail', { email: 'a@b' }, 'email', 'Please enter a valid email.'],
    ['a nine-digit Turkish phone', { phone: '532123456' }, 'phone', 'Please enter a valid phone number.'],
    [
      'a long flight number',
      { transfer: { flight_number: 'TK24121234567' } },
      'transfer.flight_number',
      'Maximum length is 10.',
    ],
    ['a long airline code', { transfer: { airline_code: 'TKXX' } }, 'transfer.airline_code', 'Maximum length is 3.'],
    [
      'a note over 1500 characters',
      { transfer: { note: 'x'.repeat(1501) } },
      'transfer.note',
      'Maximum length is 1500.',
    ],
    ['an extra beyond its maximum', { extra_products: { 2: 3 } }, 'extra_products.2', 'Value must be between 0 and 2.'],
    [
      'an unknown extra',
      { extra_products: { 99: 1 } },
      'extra_products.99',
      'This extra is not offered with this vehicle.',
    ],
    [
      'a card number failing Luhn',
      { card_number: '4111 1111 1111 1112' },
      'card_number',
      'Please enter a valid card number.',
    ],
    ['no consent', { condition: false }, 'condition', 'Please accept the terms and contracts to continue.'],
    ['an invoice without details', { has_invoice: true, bill: {} }, 'bill.billing_name', 'This field is required.'],
  ];
  it.each(cases)('refuses %s', async (_name, change, field, message) => {
    const body = await payBody(sessionUnique, data);
    const res = await c.call(
      'POST',
      '/api/transfer/gateway/payment/',
      typeof change === 'function' ? change(body) : { ...body, ...change },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([message]);
  });

  it('a declined card fails after the code and holds no vehicle', async () => {
    const pay = (
      await c.call(
        'POST',
        '/api/transfer/gateway/payment/',
        await payBody(sessionUnique, data, { card_number: CARDS.declined }),
      )
    ).json();
    const bank = await c.bankCode(pay.pay_url);
    expect((await c.submitCode(bank.path, bank.code)).body).toContain('Your card was declined.');
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.sessionUnique, sessionUnique));
    expect(row).toMatchObject({ status: 'failed', pnr: null });
    expect(
      await t.database.db.select().from(vehicleBookings).where(eq(vehicleBookings.orderKey, row!.uniqueCode)),
    ).toHaveLength(0);
    expect(await t.database.db.select().from(tickets).where(eq(tickets.bookingId, row!.id))).toHaveLength(0);
  });
});

describe("a vendor's last vehicle", () => {
  it('paid for by several travellers at once through two instances goes to one of them', async () => {
    const t2 = await secondInstance(t);
    const c2 = bookingClient(() => t2, 82);
    const date = plusDays(27);
    // The vendor and model with the smallest fleet on this ride: book all but one of its vehicles first.
    const first = await searchAndSelect({ date, time: '11:00', pick: (r) => r.information.transfer_type_code !== 2 });
    const fleets = first.view.search.filter((r: Offer) => r.information.transfer_type_code !== 2);
    // product_id is `{vendor}-{vehicle code}-{private|vip}`, and a vehicle code may hold hyphens (e-class).
    const [vendorId, ...codeParts] = first.chosen.product_id.split('-');
    const code = codeParts.slice(0, -1).join('-');
    const region = 'antalya';
    const size = fleetSize(Number(vendorId), code, region);
    expect(fleets.length).toBeGreaterThan(0);
    const sessions = [
      first,
      ...(await Promise.all(
        [0, 1, 2].map(() =>
          searchAndSelect({ date, time: '11:00', pick: (r) => r.product_id === first.chosen.product_id }),
        ),
      )),
    ];
    // The others hold every vehicle of that fleet but one.
    const [seed] = await t.database.db
      .insert(bookings)
      .values({
        product: 'transfer',
        uniqueCode: newBookingCode(),
        shareCode: newBookingCode(),
        sessionUnique: `seed-${date}-fleet-holder-x`,
        email: 'x@example.com',
        phoneCode: '90',
        phone: '5320000000',
        language: 'en',
        snapshot: {},
        total: 0,
        status: 'completed',
        // A booking of another channel: settled, its order confirmed at the supplier.
        supplierOrderRef: `seed-${date}`,
        supplierOrderStatus: 'confirmed',
      })
      .returning();
    const startsAt = new Date(`${date}T11:00:00+03:00`);
    for (let i = 0; i < size - 1; i++) {
      await t.database.db.insert(vehicleBookings).values({
        orderKey: `${seed!.uniqueCode}-${i}`,
        vendorId: Number(vendorId),
        vehicleCode: code!,
        region,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3 * 3_600_000),
      });
    }
    const paid = await Promise.all(
      sessions.map(async (s, i) => {
        const client = i % 2 ? c2 : c;
        const pay = (
          await client.call(
            'POST',
            '/api/transfer/gateway/payment/',
            await payBody(s.sessionUnique, s.data, { email: `fleet${i}@example.com` }),
          )
        ).json();
        expect(pay.status).toBe(true);
        return { client, ...(await client.bankCode(pay.pay_url)) };
      }),
    );
    const answers = await Promise.all(paid.map((p) => p.client.submitCode(p.path, p.code)));
    expect(answers.filter((a) => a.body.includes('data-status="completed"'))).toHaveLength(1);
    const failed = answers.filter((a) => a.body.includes('data-status="failed"'));
    expect(failed).toHaveLength(3);
    expect(failed[0]!.body).toContain('The last seats or vehicles were taken');
    expect(failed[0]!.body).toContain('not charged');
    const held = await t.database.db.select().from(vehicleBookings).where(eq(vehicleBookings.vehicleCode, code!));
    expect(
      held.filter((h) => h.vendorId === Number(vendorId) && h.startsAt.getTime() === startsAt.getTime()),
    ).toHaveLength(size);
    // With the fleet out, that vendor no longer offers the model at that time.
    const again = await searchAndSelect({ date, time: '11:00', pick: (r) => r.information.transfer_type_code !== 2 });
    expect(again.view.search.some((r: Offer) => r.product_id === first.chosen.product_id)).toBe(false);
    await t2.close();
  });
});
