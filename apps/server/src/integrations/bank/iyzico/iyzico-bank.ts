import { OutcomeUnknown } from '../../faults.js';
import type { Bank, BankRecord, BasketItem, CardDetails, PaymentBuyer } from '../bank.js';
import { bankRecordOf, fraudStatusOf, installmentOfferOf, refusalOf } from './answers.js';
import { type CallbackVerdict, verifyCallback } from './callback.js';
import { type IyzicoAnswer, IyzicoClient, type IyzicoSettings } from './iyzico-client.js';
import { type IyzicoSteps, stepsInMemory } from './iyzico-steps.js';
import { preAuthRequest } from './payment-request.js';
import { formatPrice, SIGNED_FIELDS, verifySigned } from './signing.js';

/**
 * PAYMENT_MODE=iyzico (03 §18, issue 39): 3-D Secure pre-authorisation, then post-authorisation
 * once the supplier confirmed, through iyzico's API. The card goes to iyzico in the pay request and
 * is dropped with it. iyzico names a payment by our reference (its conversationId): the payment's
 * state is looked up there by `paymentConversationId`, never kept in a table of ours. Only the two
 * things that pass between a payment's requests (the bank's page, the verified callback) are kept,
 * in `steps` (the database in a server, so that any instance serves any request).
 */
export class IyzicoBank implements Bank {
  private readonly client: IyzicoClient;

  constructor(
    private readonly settings: IyzicoSettings & { callbackUrl: string },
    private readonly steps: IyzicoSteps = stepsInMemory(),
  ) {
    this.client = new IyzicoClient(settings);
  }

  async installments(input: { bin: string; amount: number }) {
    const answer = await this.client.post('/payment/iyzipos/installment', {
      locale: 'tr',
      conversationId: `bin-${input.bin}`,
      binNumber: input.bin,
      price: formatPrice(input.amount),
    });
    return installmentOfferOf(answer);
  }

  async startAuthentication(input: {
    reference: string;
    amount: number;
    installment: number;
    card: CardDetails;
    returnUrl: string;
    buyer?: PaymentBuyer;
    basket?: { price: number; items: BasketItem[] };
  }) {
    const answer = await this.client.post(
      '/payment/3dsecure/initialize/preauth',
      preAuthRequest({ ...input, callbackUrl: this.settings.callbackUrl }),
    );
    if (answer.status !== 'success') return { started: false as const, reason: refusalOf(answer) };
    if (!verifySigned(answer, SIGNED_FIELDS.threedsInitialize, this.settings.secretKey))
      throw new OutcomeUnknown('iyzico 3-D Secure initialize: the answer is not signed by iyzico');
    const html = Buffer.from(String(answer.threeDSHtmlContent ?? ''), 'base64').toString('utf8');
    await this.steps.keepPage(input.reference, html);
    return { started: true as const, step: { kind: 'html' as const, html } };
  }

  /** The bank's page of an open payment, until its callback arrives or the page lapses. */
  pageOf(reference: string): Promise<string | null> {
    return this.steps.pageOf(reference);
  }

  /**
   * The form iyzico posts to the callback: its signature checked (the official client does not),
   * then mdStatus. Only a verified, authenticated result is kept for the authorisation.
   */
  async acceptCallback(form: Record<string, string>): Promise<CallbackVerdict> {
    const verdict = verifyCallback(form, this.settings.secretKey);
    if (verdict.outcome === 'authenticated') {
      await this.steps.keepAuthenticated(verdict.reference, {
        paymentId: form.paymentId ?? '',
        conversationData: form.conversationData ?? '',
      });
    }
    return verdict;
  }

  /** True once a verified callback of this payment has arrived (acceptCallback). */
  async completeAuthentication(input: { reference: string; answer: Record<string, string> }) {
    return this.steps.isAuthenticated(input.reference);
  }

  async authorise(input: { reference: string; amount: number }) {
    // Taken once: a second /3dsecure/auth of the same payment is refused, so what follows is looked up.
    const callback = await this.steps.takeAuthenticated(input.reference);
    let answer: IyzicoAnswer;
    if (callback) {
      answer = await this.client.post('/payment/3dsecure/auth', {
        locale: 'tr',
        conversationId: input.reference,
        paymentId: callback.paymentId,
        conversationData: callback.conversationData,
      });
    } else {
      answer = await this.retrieve(input.reference);
    }
    if (answer.status !== 'success' || answer.paymentStatus === 'FAILURE')
      return { authorised: false as const, reason: refusalOf(answer) };
    this.checkPaymentSignature(answer, '3-D Secure auth');
    const fraud = fraudStatusOf(answer);
    if (fraud === -1) return { authorised: false as const, reason: 'declined' as const };
    // Under fraud review: neither held for us nor refused. Unknown to the booking core, which looks
    // the payment up (no hold yet) and leaves it authenticated; each sweep asks again until iyzico decides.
    if (fraud === 0) throw new OutcomeUnknown('iyzico: the payment is under fraud review');
    return { authorised: true as const };
  }

  async capture(input: { reference: string; amount: number }) {
    const paymentId = await this.paymentIdOf(input.reference);
    const answer = await this.client.post('/payment/postauth', {
      locale: 'tr',
      conversationId: input.reference,
      paymentId,
      paidPrice: formatPrice(input.amount),
      currency: 'TRY',
    });
    if (answer.status !== 'success') {
      // A post-auth asked again after a lost answer is refused: what iyzico holds says whether it was taken.
      return { captured: (await this.lookup(input.reference))?.status === 'captured' };
    }
    this.checkPaymentSignature(answer, 'post-auth');
    return { captured: true };
  }

  async void(input: { reference: string }) {
    const paymentId = await this.paymentIdOf(input.reference);
    const answer = await this.client.post('/payment/cancel', {
      locale: 'tr',
      conversationId: input.reference,
      paymentId,
    });
    // A refused cancel leaves the hold in place: unknown to the caller, who looks it up and asks again.
    if (answer.status !== 'success') throw new OutcomeUnknown(`iyzico cancel refused (${answer.errorCode ?? '?'})`);
  }

  async refund(input: { reference: string; refundKey: string; amount: number }) {
    const paymentId = await this.paymentIdOf(input.reference);
    // The refund key as conversationId: the same refund asked twice is found, not paid twice.
    const answer = await this.client.post('/v2/payment/refund', {
      locale: 'tr',
      conversationId: input.refundKey,
      paymentId,
      price: formatPrice(input.amount),
      currency: 'TRY',
    });
    if (answer.status !== 'success') return { refunded: false as const };
    if (!verifySigned(answer, SIGNED_FIELDS.refund, this.settings.secretKey))
      throw new OutcomeUnknown('iyzico refund: the answer is not signed by iyzico');
    return { refunded: true as const, at: new Date(Number(answer.systemTime ?? Date.now())) };
  }

  async lookup(reference: string): Promise<BankRecord | null> {
    const answer = await this.retrieve(reference);
    if (answer.status !== 'success') return null;
    this.checkPaymentSignature(answer, 'payment detail');
    return bankRecordOf(answer);
  }

  private retrieve(reference: string) {
    return this.client.post('/payment/detail', {
      locale: 'tr',
      conversationId: reference,
      paymentConversationId: reference,
    });
  }

  /** iyzico's id of a payment, looked up by our reference. */
  private async paymentIdOf(reference: string): Promise<string> {
    const answer = await this.retrieve(reference);
    if (answer.status !== 'success' || !answer.paymentId)
      throw new OutcomeUnknown('iyzico: no payment found for this reference');
    return String(answer.paymentId);
  }

  /** A success that iyzico did not sign is not believed: its outcome is unknown, and looked up. */
  private checkPaymentSignature(answer: IyzicoAnswer, what: string) {
    if (!verifySigned(answer, SIGNED_FIELDS.payment, this.settings.secretKey))
      throw new OutcomeUnknown(`iyzico ${what}: the answer is not signed by iyzico`);
  }
}
