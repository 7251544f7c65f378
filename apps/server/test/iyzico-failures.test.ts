import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutcomeUnknown } from '../src/integrations/faults.js';
import { IyzicoBank } from '../src/integrations/bank/iyzico/iyzico-bank.js';
import { FAKE_KEYS } from './fakes/iyzico/fake-iyzico-server.js';
import { iyzicoApp } from './fakes/iyzico/iyzico-app.js';

/** PAYMENT_MODE=iyzico (issue 39): what fails, fails cleanly; what is unknown is looked up, never guessed. */
let a: Awaited<ReturnType<typeof iyzicoApp>>;
beforeAll(async () => {
  a = await iyzicoApp(62);
});
afterAll(() => a.close());
const referenceOf = (payUrl: string) => new URL(payUrl).pathname.split('/')[2]!;

describe('3-D Secure that does not authenticate', () => {
  it('mdStatus 0: nothing is captured, the payment fails with a clear message on its page', async () => {
    const { pay } = await a.payFlight();
    const bank = await a.throughBank(pay.pay_url, 'fail');
    expect(bank.fields.mdStatus).toBe('0');
    const back = await bank.post();
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(bank.path);
    const page = await a.c.call('GET', bank.path);
    expect(page.body).toContain('data-status="failed"');
    expect(page.body).toContain('did not confirm this payment');
    expect((await a.settled('flight', pay.unique_code)).status).toBe('failed');
    const held = a.fake.byConversation(referenceOf(pay.pay_url))!;
    expect(held.state).toBe('INIT_THREEDS');
    expect(
      a.fake.calls.filter(
        (c) => c.path === '/payment/3dsecure/auth' && c.body.conversationId === referenceOf(pay.pay_url),
      ),
    ).toEqual([]);
  });

  it('a callback whose signature is not iyzico’s: nothing is captured, the payment fails', async () => {
    const { pay } = await a.payFlight();
    a.fake.faults.badCallbackSignature = true;
    const bank = await a.throughBank(pay.pay_url, 'pass').finally(() => {
      a.fake.faults.badCallbackSignature = false;
    });
    expect(bank.fields.mdStatus).toBe('1');
    expect((await bank.post()).statusCode).toBe(303);
    const page = await a.c.call('GET', bank.path);
    expect(page.body).toContain('data-status="failed"');
    expect(page.body).toContain('could not be verified');
    expect(a.fake.byConversation(referenceOf(pay.pay_url))!.state).toBe('CALLBACK_THREEDS');
    const [payment] = await a.paymentOf(pay.unique_code);
    expect(payment!.status).toBe('failed');
  });

  it('a forged mdStatus under the real signature is refused as well', async () => {
    const { pay } = await a.payFlight();
    const bank = await a.throughBank(pay.pay_url, 'fail');
    await bank.post({ ...bank.fields, mdStatus: '1', status: 'success' });
    expect((await a.paymentOf(pay.unique_code))[0]!.status).toBe('failed');
  });
});

describe('fraud review', () => {
  it('holds the booking: no tickets, neither completed nor failed, and nothing captured', async () => {
    a.fake.faults.fraudReview = true;
    try {
      const { pay } = await a.payFlight();
      const bank = await a.throughBank(pay.pay_url);
      expect((await bank.post()).statusCode).toBe(303);
      const page = await a.c.call('GET', bank.path);
      expect(page.body).toContain('data-status="confirming"');
      const info = (await a.c.call('GET', `/api/flight/booking/info/${pay.unique_code}/`)).json();
      expect(['pending', 'confirming']).toContain(info.status);
      const row = await a.bookingRow(pay.unique_code);
      expect(row.pnr).toBeNull();
      expect(row.status).not.toMatch(/completed|failed/);
      const held = a.fake.byConversation(referenceOf(pay.pay_url))!;
      expect(held).toMatchObject({ state: 'PRE_AUTH', fraudStatus: 0 });
      // The sweeper asks again: still under review, still held.
      await a.t.app.paymentFlow.sweep();
      expect((await a.bookingRow(pay.unique_code)).status).not.toMatch(/completed|failed/);
      expect(
        a.fake.calls.filter((c) => c.path === '/payment/postauth' && c.body.conversationId === held.conversationId),
      ).toEqual([]);
    } finally {
      a.fake.faults.fraudReview = false;
    }
  });
});

describe('capture and refund', () => {
  it('a post-auth failing once is tried again and succeeds: captured once', async () => {
    a.fake.faults.captureFailOnce = true;
    const { pay } = await a.payFlight();
    const bank = await a.throughBank(pay.pay_url);
    await bank.post();
    const info = await a.settled('flight', pay.unique_code, 30_000);
    expect(info.status).toBe('completed');
    expect(a.fake.faults.captureFailOnce).toBe(false);
    const held = a.fake.byConversation(referenceOf(pay.pay_url))!;
    expect(held.state).toBe('POST_AUTH');
    expect((await a.paymentOf(pay.unique_code))[0]!.status).toBe('captured');
  });

  it('a refund asked twice with the same key is paid once, and the look-up lists it', async () => {
    const { pay } = await a.payFlight();
    await (await a.throughBank(pay.pay_url)).post();
    expect((await a.settled('flight', pay.unique_code)).status).toBe('completed');
    const held = a.fake.byConversation(referenceOf(pay.pay_url))!;
    const bank = a.t.app.bank;
    const first = await bank.refund({ reference: held.conversationId, refundKey: 'refund-1', amount: 100 });
    const again = await bank.refund({ reference: held.conversationId, refundKey: 'refund-1', amount: 100 });
    expect([first.refunded, again.refunded]).toEqual([true, true]);
    expect(held.refunds).toEqual([{ conversationId: 'refund-1', price: 100, createdAt: expect.any(Number) }]);
    expect(await bank.lookup(held.conversationId)).toMatchObject({
      status: 'captured',
      amount: held.paidPrice,
      refunds: [{ refundKey: 'refund-1', amount: 100 }],
    });
  });
});

describe('a bank that does not answer', () => {
  it('a time-out, a 5xx: the outcome is unknown (OutcomeUnknown), never a refusal', async () => {
    const bank = new IyzicoBank({ ...FAKE_KEYS, baseUrl: a.fake.url, timeoutMs: 300, callbackUrl: 'http://x/cb/' });
    a.fake.faults.hang = new Set(['/payment/detail']);
    a.fake.faults.serverError = new Set(['/payment/iyzipos/installment']);
    try {
      await expect(bank.lookup('any-reference')).rejects.toBeInstanceOf(OutcomeUnknown);
      await expect(bank.installments({ bin: '411111', amount: 100 })).rejects.toBeInstanceOf(OutcomeUnknown);
    } finally {
      a.fake.faults.hang = undefined;
      a.fake.faults.serverError = undefined;
    }
  });
});
