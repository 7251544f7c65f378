import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, flightInventory, mailOutbox, tickets } from '../src/db/schema.js';
import { seatsTotal } from '../src/integrations/flights/builtin/builtin-supplier.js';
import { bookingClient, plusDays } from './booking-helpers.js';
import { createTestApp, secondInstance, type TestApp } from './helpers.js';

// The codes are random; this lets a test make the next ones collide with codes already issued.
const forced = vi.hoisted(() => ({ pnrs: [] as string[], tickets: [] as string[] }));
vi.mock('../src/integrations/builtin-codes.js', async (original) => {
  const real = await original<typeof import('../src/integrations/builtin-codes.js')>();
  return {
    ...real,
    newPnr: () => forced.pnrs.shift() ?? real.newPnr(),
    newTicketNumber: (prefix: string) => forced.tickets.shift() ?? real.newTicketNumber(prefix),
  };
});

let t: TestApp;
let t2: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t2 = await secondInstance(t);
});
afterAll(async () => {
  await t2.close();
  await t.close();
});
const one = bookingClient(() => t, 51);
const two = bookingClient(() => t2, 52);

async function paidSession(c: typeof one, opts: Parameters<typeof one.searchAndSelect>[0], email: string) {
  const { sessionUnique } = await c.searchAndSelect(opts);
  const data = await c.paymentData(sessionUnique);
  const pay = (
    await c.call('POST', '/api/flight/gateway/payment/', c.payBody(sessionUnique, data.form_rules, { email }))
  ).json();
  expect(pay.status).toBe(true);
  const bank = await c.bankCode(pay.pay_url);
  return { sessionUnique, data, ...bank };
}

describe('completion is idempotent', () => {
  it('the same code sent six times at once completes one booking with one set of tickets and one mail', async () => {
    const { sessionUnique, path, code } = await paidSession(
      one,
      { from: 'IST', to: 'ESB', date: plusDays(12), adult: 2 },
      'twice@example.com',
    );
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? two : one).submitCode(path, code)));
    for (const a of answers) expect(a.body).toContain('data-status="completed"');
    const pnrs = new Set(answers.map((a) => /<dd class="amount">([A-Z0-9]{6})<\/dd>/.exec(a.body)?.[1]));
    expect(pnrs.size).toBe(1);
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.sessionUnique, sessionUnique));
    expect(booking!.status).toBe('completed');
    expect(await t.database.db.select().from(tickets).where(eq(tickets.bookingId, booking!.id))).toHaveLength(2);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'twice@example.com'))).toHaveLength(1);
  });

  it('after a restart the code sent again shows the same booking and books nothing more', async () => {
    const { sessionUnique, path, code } = await paidSession(
      one,
      { from: 'IST', to: 'ADB', date: plusDays(13) },
      'restart@example.com',
    );
    const first = await one.submitCode(path, code);
    const pnr = /<dd class="amount">([A-Z0-9]{6})<\/dd>/.exec(first.body)?.[1];
    expect(pnr).toBeTruthy();
    // A new server instance over the same database, as after a crash and restart.
    const restarted = await secondInstance(t);
    const again = await bookingClient(() => restarted, 53).submitCode(path, code);
    await restarted.close();
    expect(again.body).toContain(pnr!);
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.sessionUnique, sessionUnique));
    expect(await t.database.db.select().from(tickets).where(eq(tickets.bookingId, booking!.id))).toHaveLength(1);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'restart@example.com'))).toHaveLength(
      1,
    );
  });
});

describe('a new PNR or ticket number that is already issued', () => {
  it('is drawn again: the booking completes with codes of its own, and the first booking keeps its own', async () => {
    const first = await paidSession(one, { from: 'IST', to: 'AYT', date: plusDays(14) }, 'first-codes@example.com');
    await one.submitCode(first.path, first.code);
    const [taken] = await t.database.db.select().from(bookings).where(eq(bookings.sessionUnique, first.sessionUnique));
    const [takenTicket] = await t.database.db.select().from(tickets).where(eq(tickets.bookingId, taken!.id));

    const second = await paidSession(one, { from: 'IST', to: 'AYT', date: plusDays(15) }, 'second-codes@example.com');
    // Twice the PNR in use, then once the ticket number in use, before fresh codes.
    forced.pnrs.push(taken!.pnr!, taken!.pnr!);
    forced.tickets.push(takenTicket!.ticketNumber);
    const done = await one.submitCode(second.path, second.code);
    expect(done.body).toContain('data-status="completed"');
    expect(forced.pnrs).toHaveLength(0);
    expect(forced.tickets).toHaveLength(0);

    const [booking] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.sessionUnique, second.sessionUnique));
    expect(booking!.status).toBe('completed');
    expect(booking!.pnr).toMatch(/^[A-Z2-9]{6}$/);
    expect(booking!.pnr).not.toBe(taken!.pnr);
    const issued = await t.database.db.select().from(tickets).where(eq(tickets.bookingId, booking!.id));
    expect(issued).toHaveLength(1);
    expect(issued[0]!.ticketNumber).not.toBe(takenTicket!.ticketNumber);
    expect(
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'second-codes@example.com')),
    ).toHaveLength(1);
    const [kept] = await t.database.db.select().from(bookings).where(eq(bookings.id, taken!.id));
    expect(kept!.pnr).toBe(taken!.pnr);
  });
});

describe('the last seats of a flight', () => {
  it('three parties paying at once through two server instances never oversell', async () => {
    const date = plusDays(25);
    const parties = await Promise.all(
      [0, 1, 2].map((i) => paidSession(i === 1 ? two : one, { from: 'IST', to: 'TZX', date }, `seat${i}@example.com`)),
    );
    // All three chose the cheapest flight; sell it down to its last two seats before they confirm.
    const leg = parties[0]!.data.departure_booking.transfers[0]!;
    for (const p of parties) expect(p.data.departure_booking.transfers[0]!.flight_number).toBe(leg.flight_number);
    const total = seatsTotal(leg.flight_number, 'ECONOMY', leg.fly_duration);
    await t.database.db
      .insert(flightInventory)
      .values({
        flightKey: leg.flight_number,
        date: leg.departure_date,
        cabin: 'ECONOMY',
        seatsTotal: total,
        seatsSold: total - 2,
      })
      .onConflictDoUpdate({
        target: [flightInventory.flightKey, flightInventory.date, flightInventory.cabin],
        set: { seatsSold: total - 2 },
      });

    const answers = await Promise.all(parties.map((p, i) => (i === 1 ? two : one).submitCode(p.path, p.code)));
    const completed = answers.filter((a) => a.body.includes('data-status="completed"'));
    const failed = answers.filter((a) => a.body.includes('data-status="failed"'));
    expect(completed).toHaveLength(2);
    expect(failed).toHaveLength(1);
    expect(failed[0]!.body).toContain('The last seats or vehicles were taken');
    expect(failed[0]!.body).toContain('not charged');

    const [inv] = await t.database.db
      .select()
      .from(flightInventory)
      .where(and(eq(flightInventory.flightKey, leg.flight_number), eq(flightInventory.date, leg.departure_date)));
    expect(inv!.seatsSold).toBe(inv!.seatsTotal);
    const failedSession = parties[answers.indexOf(failed[0]!)]!.sessionUnique;
    const [lost] = await t.database.db.select().from(bookings).where(eq(bookings.sessionUnique, failedSession));
    expect(lost).toMatchObject({ status: 'failed', pnr: null });
    expect(await t.database.db.select().from(tickets).where(eq(tickets.bookingId, lost!.id))).toHaveLength(0);
    const mails = await t.database.db.select().from(mailOutbox).where(like(mailOutbox.to, 'seat%@example.com'));
    // Two confirmations, and the third traveller told the booking was not made (03 §17).
    expect(mails.filter((m) => m.subject.startsWith('Your flight is booked'))).toHaveLength(2);
    expect(mails.filter((m) => m.subject === 'Your booking could not be confirmed')).toHaveLength(1);

    // The flight is no longer offered to anyone.
    const { view } = await one.searchAndSelect({ from: 'IST', to: 'TZX', date }).catch(() => ({ view: null }));
    if (view)
      expect(
        view.search.some(
          (r: { information: { flight_number: string } }) => r.information.flight_number === leg.flight_number,
        ),
      ).toBe(false);
  });
});
