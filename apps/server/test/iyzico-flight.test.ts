import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plusDays, tcNumber } from './booking-helpers.js';
import { iyzicoApp, logSink } from './fakes/iyzico/iyzico-app.js';

/** PAYMENT_MODE=iyzico (issue 39): a flight paid in installments, through iyzico's 3-D Secure pre-auth. */
const logs = logSink();
let a: Awaited<ReturnType<typeof iyzicoApp>>;
beforeAll(async () => {
  a = await iyzicoApp(61, { logStream: logs.stream });
});
afterAll(() => a.close());

const round2 = (n: number) => Math.round(n * 100) / 100;

describe('a flight paid through iyzico', () => {
  it("offers iyzico's installment plans by BIN, and none for a BIN iyzico does not know", async () => {
    const { sessionUnique } = await a.c.searchAndSelect({ from: 'IST', to: 'AYT', date: plusDays(30) });
    const price = (await a.c.paymentData(sessionUnique)).price.total;
    const res = await a.c.call('GET', `/api/payment/installments/?session_unique=${sessionUnique}&bin=411111`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ bank_name: 'Garanti Bankası', card_family: 'Bonus', card_type: 'CREDIT_CARD' });
    expect(body.options.map((o: { count: number }) => o.count)).toEqual([1, 2, 3, 6, 9]);
    expect(body.options[2]).toEqual({
      count: 3,
      total: round2(price * 1.0306),
      monthly: round2(round2(price * 1.0306) / 3),
    });
    const unknown = (
      await a.c.call('GET', `/api/payment/installments/?session_unique=${sessionUnique}&bin=979200`)
    ).json();
    expect(unknown.options).toEqual([{ count: 1, monthly: price, total: price }]);
  });

  it('pre-authorises the plan’s total, authorises, post-authorises the same amount and completes', async () => {
    const { pay, data } = await a.payFlight({ installment: 3 });
    expect(pay.status, JSON.stringify(pay)).toBe(true);
    const price = data.price.total as number;
    const total = round2(price * 1.0306);

    const init = a.fake.calls.find((call) => call.path === '/payment/3dsecure/initialize/preauth')!;
    expect(init.cardNumber).toBe('4111111111111111');
    expect(init.body).toMatchObject({
      price: String(price).includes('.') ? String(price) : `${price}.0`,
      installment: 3,
      currency: 'TRY',
      callbackUrl: 'http://localhost:8080/payment/iyzico/callback/',
      buyer: {
        identityNumber: tcNumber(11),
        name: 'Ayşe',
        surname: 'Yılmaz',
        email: 'ayse@example.com',
        gsmNumber: '+905321234567',
        // The pay request's client address (the test client's, 10.61.x.x).
        ip: expect.stringMatching(/^10\.61\./),
      },
    });
    expect(Number(init.body.paidPrice)).toBe(total);
    expect((init.body.basketItems as Array<{ price: string }>).reduce((s, i) => s + Number(i.price), 0)).toBe(price);

    const bank = await a.throughBank(pay.pay_url);
    const back = await bank.post();
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(bank.path);
    const info = await a.settled('flight', pay.unique_code);
    expect(info.status).toBe('completed');
    const page = await a.c.call('GET', bank.path);
    expect(page.body).toContain('data-status="completed"');

    const paths = a.fake.calls.map((call) => call.path);
    expect(paths).toContain('/payment/3dsecure/auth');
    const postAuth = a.fake.calls.find((call) => call.path === '/payment/postauth')!;
    expect(Number(postAuth.body.paidPrice)).toBe(total);
    const held = a.fake.byConversation(new URL(pay.pay_url).pathname.split('/')[2]!)!;
    expect(held).toMatchObject({ state: 'POST_AUTH', paidPrice: total, price, installment: 3 });
    const [payment] = await a.paymentOf(pay.unique_code);
    expect(payment).toMatchObject({ status: 'captured', amount: total, installmentCount: 3 });
  });

  it('writes no card number, CVC or key to the log', () => {
    const text = logs.text();
    expect(text.length).toBeGreaterThan(0);
    for (const secret of ['4111111111111111', '4111 1111 1111 1111', 'sandbox-fake-secret-key', 'sandbox-fake-api-key'])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/"cvc"/);
  });
});
