import type { BankRecord, BankRefusal, InstallmentOffer } from '../bank.js';
import type { IyzicoAnswer } from './iyzico-client.js';

/** iyzico's error codes that mean the card lacks the money; every other refusal is a decline. */
const INSUFFICIENT_FUNDS = new Set(['10051']);

export function refusalOf(answer: IyzicoAnswer): BankRefusal {
  return INSUFFICIENT_FUNDS.has(String(answer.errorCode ?? '')) ? 'insufficient_funds' : 'declined';
}

const CARD_TYPES = new Set(['CREDIT_CARD', 'DEBIT_CARD', 'PREPAID_CARD']);

/** /payment/iyzipos/installment → the card's plans; null when iyzico does not know the BIN. */
export function installmentOfferOf(answer: IyzicoAnswer): InstallmentOffer | null {
  if (answer.status !== 'success') return null;
  const [detail] = (answer.installmentDetails as Array<Record<string, unknown>> | undefined) ?? [];
  if (!detail) return null;
  const prices = (detail.installmentPrices as Array<Record<string, unknown>> | undefined) ?? [];
  const cardType = String(detail.cardType ?? '');
  return {
    bankName: String(detail.bankName ?? ''),
    cardFamily: String(detail.cardFamilyName ?? ''),
    cardType: (CARD_TYPES.has(cardType) ? cardType : 'CREDIT_CARD') as InstallmentOffer['cardType'],
    options: prices
      .map((p) => ({
        count: Number(p.installmentNumber),
        monthly: Number(p.installmentPrice),
        total: Number(p.totalPrice),
      }))
      .filter((o) => Number.isInteger(o.count) && o.count >= 1)
      .sort((a, b) => a.count - b.count),
  };
}

/** iyzico's fraudStatus of a payment: 1 approved, 0 under review, -1 refused. */
export type FraudStatus = 1 | 0 | -1;

export function fraudStatusOf(answer: IyzicoAnswer): FraudStatus {
  const s = Number(answer.fraudStatus ?? 1);
  return s === 0 ? 0 : s < 0 ? -1 : 1;
}

/**
 * /payment/detail → what iyzico holds of a payment. A pre-authorisation is `phase` PRE_AUTH, taken
 * by a post-auth (POST_AUTH); a cancelled one says so in `paymentStatus`; refunds are listed with
 * the conversationId they were asked with, which is our refund key. A payment under fraud review,
 * or one whose 3-D Secure never completed, holds nothing yet: null.
 */
export function bankRecordOf(answer: IyzicoAnswer): BankRecord | null {
  if (answer.status !== 'success' || answer.paymentStatus === 'FAILURE') return null;
  if (fraudStatusOf(answer) !== 1) return null;
  const phase = String(answer.phase ?? '');
  const status: BankRecord['status'] | null =
    answer.paymentStatus === 'CANCELLED'
      ? 'voided'
      : phase === 'POST_AUTH'
        ? 'captured'
        : phase === 'PRE_AUTH'
          ? 'authorised'
          : null;
  if (!status) return null;
  const refunds = ((answer.refunds as Array<Record<string, unknown>> | undefined) ?? []).map((r) => ({
    refundKey: String(r.conversationId ?? ''),
    amount: Number(r.price),
    at: new Date(Number(r.createdAt ?? Date.now())),
  }));
  return { status, amount: Number(answer.paidPrice), refunds };
}
