import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema.js';
import { iyzicoApp } from './fakes/iyzico/iyzico-app.js';

/** PAYMENT_MODE=iyzico (issue 39): a transfer paid in one payment, then cancelled and refunded at iyzico. */
let a: Awaited<ReturnType<typeof iyzicoApp>>;
beforeAll(async () => {
  a = await iyzicoApp(63);
});
afterAll(() => a.close());

async function mailedCode(to: string) {
  for (let i = 0; i < 50; i++) {
    const rows = await a.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    const code = /\b(\d{6})\b/.exec(rows.filter((m) => /cancel/i.test(m.subject)).at(-1)?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no cancellation code mailed');
}

describe('a transfer paid through iyzico', () => {
  let code: string;
  let reference: string;

  it('pays a single payment: pre-auth of the price, auth, post-auth, completed', async () => {
    const { pay } = await a.payTransfer({ email: 'iyzico-transfer@example.com' });
    expect(pay.status, JSON.stringify(pay)).toBe(true);
    code = pay.unique_code;
    reference = new URL(pay.pay_url).pathname.split('/')[2]!;
    const init = a.fake.calls.find((c) => c.path === '/payment/3dsecure/initialize/preauth')!;
    expect(init.body).toMatchObject({ installment: 1, basketId: reference, conversationId: reference });
    expect(init.body.price).toBe(init.body.paidPrice);
    // A transfer asks for no identity document: iyzico's stand-in number.
    expect((init.body.buyer as { identityNumber: string }).identityNumber).toBe('11111111111');
    await (await a.throughBank(pay.pay_url)).post();
    expect((await a.settled('transfer', code)).status).toBe('completed');
    expect(a.fake.byConversation(reference)!.state).toBe('POST_AUTH');
  });

  it('is cancelled with the e-mailed code and refunded at iyzico, the refund key as conversationId', async () => {
    const base = `/api/transfer/booking/${code}/cancellation`;
    expect((await a.c.call('POST', `${base}/code/`)).statusCode).toBe(204);
    const mailed = await mailedCode('iyzico-transfer@example.com');
    const quote = await a.c.call('POST', `${base}/`, { code: mailed });
    expect(quote.statusCode, quote.body).toBe(201);
    const q = quote.json();
    const done = await a.c.call('POST', `${base}/${q.id}/confirm/`, { code: mailed });
    expect(done.statusCode, done.body).toBe(200);
    await a.t.app.refundDesk.idle();
    for (let i = 0; i < 50 && a.fake.byConversation(reference)!.refunds.length === 0; i++) {
      await a.t.app.refundDesk.sweep();
      await new Promise((r) => setTimeout(r, 100));
    }
    const held = a.fake.byConversation(reference)!;
    expect(held.refunds).toHaveLength(1);
    expect(held.refunds[0]!.price).toBe(q.refund_amount);
    const refundCall = a.fake.calls.find((c) => c.path === '/v2/payment/refund')!;
    expect(refundCall.body.conversationId).not.toBe(reference);
    expect(refundCall.body.paymentId).toBe(held.paymentId);
  });
});
