import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iyzicoApp } from './fakes/iyzico/iyzico-app.js';

/**
 * PAYMENT_MODE=iyzico (issue 39): a refused order voids the pre-authorisation at iyzico; and
 * iyzico's notifications, verified by X-IYZ-SIGNATURE-V3, move on a payment left undecided.
 */
let a: Awaited<ReturnType<typeof iyzicoApp>>;
beforeAll(async () => {
  a = await iyzicoApp(64);
});
afterAll(() => a.close());
const referenceOf = (payUrl: string) => new URL(payUrl).pathname.split('/')[2]!;

describe('a refused order', () => {
  it('cancels the pre-authorisation at iyzico: the card is not charged', async () => {
    const { pay } = await a.payFlight();
    // The built-in supplier's fault switches (SUPPLIER_FAULTS) are read call by call from this
    // object: set for this one order, so that the app's other bookings are not refused.
    const faults = a.t.app.config.supplierFaults;
    const before = faults.order_error_rate;
    faults.order_error_rate = 1;
    try {
      await (await a.throughBank(pay.pay_url)).post();
      const info = await a.settled('flight', pay.unique_code);
      expect(info.status).toBe('failed');
    } finally {
      faults.order_error_rate = before;
    }
    expect(a.fake.byConversation(referenceOf(pay.pay_url))!.state).toBe('CANCELLED');
    expect((await a.paymentOf(pay.unique_code))[0]!.status).toBe('voided');
  });
});

describe('notifications', () => {
  it('refuses a notification without iyzico’s signature', async () => {
    const res = await a.c.call('POST', '/api/webhooks/iyzico/', { paymentConversationId: 'x', status: 'SUCCESS' });
    expect(res.statusCode).toBe(401);
  });

  it('a fraud review cleared at iyzico: its notification completes the booking held until then', async () => {
    a.fake.faults.fraudReview = true;
    const { pay } = await a.payFlight();
    await (await a.throughBank(pay.pay_url)).post().finally(() => {
      a.fake.faults.fraudReview = false;
    });
    expect((await a.bookingRow(pay.unique_code)).status).not.toMatch(/completed|failed/);
    const held = a.fake.byConversation(referenceOf(pay.pay_url))!;
    held.fraudStatus = 1; // iyzico's reviewer approves
    const { body, signature } = a.fake.notification(held.paymentId);
    const res = await a.t.app.inject({
      method: 'POST',
      url: '/api/webhooks/iyzico/',
      headers: { 'x-iyz-signature-v3': signature },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await a.settled('flight', pay.unique_code)).status).toBe('completed');
    expect(held.state).toBe('POST_AUTH');
  });
});
