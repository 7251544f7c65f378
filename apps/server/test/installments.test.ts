import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments } from '../src/db/schema.js';
import { bookingClient, CARDS, plusDays } from './booking-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';
import { brokenInvariants, reconciliationRows } from './reconciliation.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const c = bookingClient(() => t, 47);

const round2 = (n: number) => Math.round(n * 100) / 100;
const plans = (sessionUnique: string, bin: string, extra = '') =>
  c.call('GET', `/api/payment/installments/?session_unique=${sessionUnique}&bin=${bin}${extra}`);

describe('installments (taksit) from the test bank, by BIN (03 §18)', () => {
  let sessionUnique: string;
  let price: number;
  beforeAll(async () => {
    ({ sessionUnique } = await c.searchAndSelect({ from: 'IST', to: 'AYT', date: plusDays(25) }));
    price = (await c.paymentData(sessionUnique)).price.total;
  });

  it("lists the card's bank, its programme and each plan for the session's price", async () => {
    const res = await plans(sessionUnique, '411111');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ bank_name: 'Yolcu Test Bank', card_family: 'Bonus', card_type: 'CREDIT_CARD' });
    expect(body.options.map((o: { count: number }) => o.count)).toEqual([1, 2, 3, 6, 9]);
    expect(body.options[0]).toEqual({ count: 1, monthly: price, total: price });
    // Three at the cash price; six with the bank's charge.
    expect(body.options[2].total).toBe(price);
    const six = body.options[3];
    expect(six.total).toBe(round2(price * 1.045));
    expect(six.monthly).toBe(round2(six.total / 6));
  });

  it('offers a single payment for a card the bank does not know, and plans for the amount the page pays', async () => {
    expect((await plans(sessionUnique, '979200')).json()).toEqual({
      bank_name: '',
      card_family: '',
      card_type: '',
      options: [{ count: 1, monthly: price, total: price }],
    });
    const withExtras = (await plans(sessionUnique, '555555', '&amount=1000')).json();
    expect(withExtras.options.at(-1)).toEqual({ count: 12, monthly: round2(1102.5 / 12), total: 1102.5 });
  });

  it('refuses a BIN that is not six digits, and a session that does not exist', async () => {
    const bad = await plans(sessionUnique, '4111');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().bin).toBeDefined();
    expect((await plans('x'.repeat(32), '411111')).statusCode).toBe(404);
  });

  it('refuses a plan the card does not offer, as a field error, opening nothing', async () => {
    const data = await c.paymentData(sessionUnique);
    const res = await c.call(
      'POST',
      '/api/flight/gateway/payment/',
      c.payBody(sessionUnique, data.form_rules, { installment: 12 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().installment).toEqual([expect.stringMatching(/installment plan is not offered/)]);
  });

  it("pays in six: the bank holds and captures the plan's total, the booking keeps its price", async () => {
    const data = await c.paymentData(sessionUnique);
    const paid = await c.call(
      'POST',
      '/api/flight/gateway/payment/',
      c.payBody(sessionUnique, data.form_rules, { installment: 6, card_number: CARDS.ok }),
    );
    expect(paid.statusCode).toBe(200);
    const pay = paid.json();
    const total = round2(price * 1.045);
    const { path, code, page } = await c.bankCode(pay.pay_url);
    // The bank's page states what the card is charged: the plan's total.
    expect(page).toContain(total.toLocaleString('en-GB', { minimumFractionDigits: 2 }));
    const done = await c.submitCode(path, code);
    expect(done.body).toContain('data-status="completed"');

    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.uniqueCode, pay.unique_code));
    expect(booking!.total).toBe(price);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.bookingId, booking!.id));
    expect(payment).toMatchObject({ status: 'captured', amount: total, installmentCount: 6 });
    expect(payment!.installmentCharge).toBe(round2(total - price));
    const row = (await reconciliationRows(t.database.db)).find((r) => r.unique_code === pay.unique_code)!;
    expect(row).toMatchObject({
      captured_amount: total,
      price_total: price,
      installment_charge: round2(total - price),
    });
    expect(brokenInvariants([row])).toEqual([]);
  });
});
