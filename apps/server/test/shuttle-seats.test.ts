import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, mailOutbox, shuttleRuns } from '../src/db/schema.js';
import { bookingClient, plusDays } from './booking-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';
import { transferClient } from './transfer-helpers.js';

// Issue 19: a shared shuttle is sold per seat, and a run never sells more seats than its vehicle has.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const c = bookingClient(() => t, 93);
const transfers = transferClient(() => t, c);
const shared = (r: { information: { transfer_type_code: number } }) => r.information.transfer_type_code === 2;

describe('the seats of a shuttle run', () => {
  it('six travellers paying at once for the last two seats: two ride, four are told it is full', async () => {
    const date = plusDays(33);
    const paid = [];
    for (let i = 0; i < 6; i++) {
      const { sessionUnique, data } = await transfers.searchAndSelect({
        date,
        passengers: 1,
        baggage: 1,
        pick: shared,
      });
      const body = await transfers.payBody(sessionUnique, data, { email: `rider${i}@example.com` });
      const pay = (await c.call('POST', '/api/transfer/gateway/payment/', body)).json();
      expect(pay.status, JSON.stringify(pay)).toBe(true);
      paid.push({ pay, bank: await c.bankCode(pay.pay_url) });
    }
    const [run] = await t.database.db.select().from(shuttleRuns);
    expect(run).toBeUndefined();
    // The run fills up while they type their bank codes: 14 of its 16 seats go to others.
    const snapshot = (
      await t.database.db.select().from(bookings).where(eq(bookings.uniqueCode, paid[0]!.pay.unique_code))
    )[0]!.snapshot as { offer: { seats: { runKey: string; seatsTotal: number } } };
    const { runKey, seatsTotal } = snapshot.offer.seats;
    expect(seatsTotal).toBe(16);
    await t.database.db.insert(shuttleRuns).values({ runKey, seatsTotal, seatsSold: seatsTotal - 2 });
    const finished = await Promise.all(paid.map((p) => c.submitCode(p.bank.path, p.bank.code)));
    const completed = finished.filter((f) => f.body.includes('data-status="completed"'));
    expect(completed).toHaveLength(2);
    const [after] = await t.database.db.select().from(shuttleRuns).where(eq(shuttleRuns.runKey, runKey));
    expect(after!.seatsSold).toBe(seatsTotal);

    // A full run is no longer offered; a cancelled seat brings it back.
    const view = await transfers.searchAndSelect({ date, passengers: 1, baggage: 1 });
    expect(view.view.search.some(shared)).toBe(false);
    const states = await Promise.all(
      paid.map(async (p) => (await c.call('GET', `/api/transfer/booking/info/${p.pay.unique_code}/`)).json().status),
    );
    expect(states.filter((s) => s === 'failed')).toHaveLength(4);
    const rider = paid[states.indexOf('completed')]!;
    const at = `/api/transfer/booking/${rider.pay.unique_code}/cancellation`;
    expect((await c.call('POST', `${at}/code/`)).statusCode).toBe(204);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, `rider${paid.indexOf(rider)}@example.com`))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const code = /^(\d{6})/.exec(mail!.text)![1];
    const quote = (await c.call('POST', `${at}/`, { code })).json();
    expect((await c.call('POST', `${at}/${quote.id}/confirm/`, { code })).statusCode).toBe(200);
    const [freed] = await t.database.db.select().from(shuttleRuns).where(eq(shuttleRuns.runKey, runKey));
    expect(freed!.seatsSold).toBe(seatsTotal - 1);
    const again = await transfers.searchAndSelect({ date, passengers: 1, baggage: 1, pick: shared });
    expect(again.chosen).toBeTruthy();
  });
});
