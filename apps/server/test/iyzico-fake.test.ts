import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IyzicoClient } from '../src/integrations/bank/iyzico/iyzico-client.js';
import { SIGNED_FIELDS, verifySigned } from '../src/integrations/bank/iyzico/signing.js';
import { FAKE_KEYS, FakeIyzico } from './fakes/iyzico/fake-iyzico-server.js';

/**
 * The fake of iyzico's API driven by the official client (`iyzipay`): its signing, paths and
 * request models reach the fake unchanged, so a fake that drifted from what iyzico accepts fails
 * here first; and the adapter's own client (src/integrations/bank/iyzico/iyzico-client.ts) is
 * accepted by the same fake for the same calls.
 */
type Callback = (err: unknown, result: Record<string, unknown>) => void;
type Resource = Record<string, (body: object, cb: Callback) => void>;
const Iyzipay = createRequire(import.meta.url)('iyzipay') as new (o: object) => Record<string, Resource>;

let fake: FakeIyzico;
let official: Record<string, Resource>;
let ours: IyzicoClient;

const call = (resource: string, method: string, body: object) =>
  new Promise<Record<string, unknown>>((resolve, reject) =>
    official[resource]![method]!(body, (err, result) => (err ? reject(err) : resolve(result))),
  );

const preAuthBody = (conversationId: string, over: Record<string, unknown> = {}) => ({
  locale: 'tr',
  conversationId,
  price: '1000.0',
  paidPrice: '1030.6',
  currency: 'TRY',
  installment: 3,
  basketId: conversationId,
  paymentChannel: 'WEB',
  paymentGroup: 'PRODUCT',
  callbackUrl: 'http://127.0.0.1:1/payment/iyzico/callback/',
  paymentCard: {
    cardHolderName: 'Ayşe Yılmaz',
    cardNumber: '4111111111111111',
    expireMonth: '12',
    expireYear: '2030',
    cvc: '123',
    registerCard: 0,
  },
  buyer: {
    id: '10000000146',
    name: 'Ayşe',
    surname: 'Yılmaz',
    gsmNumber: '+905321234567',
    email: 'ayse@example.com',
    identityNumber: '10000000146',
    registrationAddress: 'Kadıköy',
    ip: '85.34.78.112',
    city: 'Istanbul',
    country: 'Turkey',
  },
  shippingAddress: { contactName: 'Ayşe Yılmaz', city: 'Istanbul', country: 'Turkey', address: 'Kadıköy' },
  billingAddress: { contactName: 'Ayşe Yılmaz', city: 'Istanbul', country: 'Turkey', address: 'Kadıköy' },
  basketItems: [{ id: 'flight', name: 'Flight ticket', category1: 'flight', itemType: 'VIRTUAL', price: '1000.0' }],
  ...over,
});

beforeAll(async () => {
  fake = new FakeIyzico();
  await fake.start();
  official = new Iyzipay({ ...FAKE_KEYS, uri: fake.url });
  ours = new IyzicoClient({ ...FAKE_KEYS, baseUrl: fake.url, timeoutMs: 2000 });
});
afterAll(() => fake.stop());

describe('the iyzico fake, with the official client', () => {
  it('answers installment plans by BIN, and none for an unknown BIN', async () => {
    const known = await call('installmentInfo', 'retrieve', { locale: 'tr', binNumber: '411111', price: '1000' });
    expect(known.status).toBe('success');
    const [detail] = known.installmentDetails as Array<Record<string, unknown>>;
    expect(detail).toMatchObject({ bankName: 'Garanti Bankası', cardFamilyName: 'Bonus', cardType: 'CREDIT_CARD' });
    expect(detail!.installmentPrices).toContainEqual({
      installmentNumber: 3,
      totalPrice: 1030.6,
      installmentPrice: 343.53,
    });
    const unknown = await call('installmentInfo', 'retrieve', { locale: 'tr', binNumber: '999999', price: '1000' });
    expect(unknown.installmentDetails).toEqual([]);
  });

  it('runs a 3-D Secure pre-auth, auth, post-auth, refund and a cancel of another', async () => {
    const init = await call('threedsInitializePreAuth', 'create', preAuthBody('ref-official-1'));
    expect(init.status).toBe('success');
    expect(verifySigned(init, SIGNED_FIELDS.threedsInitialize, FAKE_KEYS.secretKey)).toBe(true);
    expect(Buffer.from(String(init.threeDSHtmlContent), 'base64').toString()).toContain('<form');
    const paymentId = String(init.paymentId);
    // The client's request model sends the card: it reached the fake whole.
    expect(fake.calls.at(-1)?.cardNumber).toBe('4111111111111111');
    const callback = fake.callbackOf(paymentId, true);
    expect(verifySigned(callback.fields, SIGNED_FIELDS.callback, FAKE_KEYS.secretKey)).toBe(true);

    const auth = await call('threedsPayment', 'create', {
      locale: 'tr',
      conversationId: 'ref-official-1',
      paymentId,
      conversationData: callback.fields.conversationData,
    });
    expect(auth).toMatchObject({ status: 'success', phase: 'PRE_AUTH', fraudStatus: 1, paidPrice: 1030.6 });
    expect(verifySigned(auth, SIGNED_FIELDS.payment, FAKE_KEYS.secretKey)).toBe(true);

    const post = await call('paymentPostAuth', 'create', {
      locale: 'tr',
      conversationId: 'ref-official-1',
      paymentId,
      paidPrice: '1030.6',
      currency: 'TRY',
    });
    expect(post).toMatchObject({ status: 'success', phase: 'POST_AUTH' });
    expect(verifySigned(post, SIGNED_FIELDS.payment, FAKE_KEYS.secretKey)).toBe(true);

    const refund = await call('refundV2', 'create', {
      locale: 'tr',
      conversationId: 'refund-key-1',
      paymentId,
      price: '500.0',
      currency: 'TRY',
    });
    expect(refund.status).toBe('success');
    expect(verifySigned(refund, SIGNED_FIELDS.refund, FAKE_KEYS.secretKey)).toBe(true);
    expect(fake.payments.get(paymentId)!.refunds).toHaveLength(1);

    const other = await call('threedsInitializePreAuth', 'create', preAuthBody('ref-official-2'));
    fake.callbackOf(String(other.paymentId), true);
    const otherData = fake.payments.get(String(other.paymentId))!.conversationData;
    await call('threedsPayment', 'create', { locale: 'tr', paymentId: other.paymentId, conversationData: otherData });
    const cancel = await call('cancel', 'create', {
      locale: 'tr',
      conversationId: 'ref-official-2',
      paymentId: other.paymentId,
    });
    expect(cancel.status).toBe('success');
    expect(fake.payments.get(String(other.paymentId))!.state).toBe('CANCELLED');
  });

  it('refuses a wrong key, for the official client as for ours', async () => {
    const wrong = new Iyzipay({ apiKey: FAKE_KEYS.apiKey, secretKey: 'wrong-secret-key', uri: fake.url });
    const refused = await new Promise<Record<string, unknown>>((resolve) =>
      wrong.installmentInfo!.retrieve!({ locale: 'tr', binNumber: '411111', price: '1' }, (_e, r) => resolve(r)),
    );
    expect(refused).toMatchObject({ status: 'failure', errorCode: '1000' });
    const oursWrong = new IyzicoClient({ apiKey: 'other-api-key', secretKey: FAKE_KEYS.secretKey, baseUrl: fake.url });
    expect(await oursWrong.post('/payment/iyzipos/installment', { binNumber: '411111', price: '1.0' })).toMatchObject({
      status: 'failure',
      errorCode: '1000',
    });
  });

  it('accepts the adapter’s own client for the same calls', async () => {
    const installments = await ours.post('/payment/iyzipos/installment', {
      locale: 'tr',
      binNumber: '555555',
      price: '1000.0',
    });
    expect(installments.status).toBe('success');
    const init = await ours.post('/payment/3dsecure/initialize/preauth', preAuthBody('ref-ours-1'));
    expect(init.status).toBe('success');
    const detail = await ours.post('/payment/detail', { locale: 'tr', paymentConversationId: 'ref-ours-1' });
    expect(detail).toMatchObject({ status: 'success', paymentId: init.paymentId, paymentStatus: 'INIT_THREEDS' });
  });
});
