/** The card as typed on the payment form: it lives only in the pay request's memory. */
export interface CardDetails {
  owner: string;
  number: string;
  expiry: string;
  cvc: string;
}

/** Why the bank refused; each maps to a catalogue message. */
export type BankRefusal = 'declined' | 'insufficient_funds';

/** What the traveller's browser must show for 3-D Secure: a page of ours, the bank's page, or a form to post there. */
export type AuthenticationStep =
  | { kind: 'redirect'; url: string }
  | { kind: 'html'; html: string }
  | { kind: 'form'; action: string; fields: Record<string, string> };

/**
 * The payment bank boundary (03 §17, DESIGN "The booking core"). A bank is remote: every call may
 * time out, fail, or succeed without its answer arriving. A call whose outcome is not known throws
 * `OutcomeUnknown` (integrations/faults.ts); the caller then looks the payment up before anything
 * is tried again. Every call names the payment by its reference, which is also the idempotency key:
 * the same capture, void or refund asked twice moves the money once. No call takes our database.
 */
export interface Bank {
  /**
   * The card's bank and the installment plans (taksit) it offers for an amount, from the card's
   * first six digits (03 §18). Count 1, a single payment, is always among the options; `null`:
   * the bank does not know the BIN (a single payment is still possible).
   */
  installments(input: { bin: string; amount: number }): Promise<InstallmentOffer | null>;
  /** Starts 3-D Secure for a card and an amount; the card is not kept. */
  startAuthentication(input: {
    reference: string;
    /** What the card is charged: the chosen installment plan's total (the price itself for a single payment). */
    amount: number;
    /** The installment count chosen (1: a single payment). */
    installment: number;
    card: CardDetails;
    /** Where the bank sends the cardholder back (the payment's own page). */
    returnUrl: string;
    /** Who pays (a PSP's fraud screening needs the real buyer); the test bank ignores it. */
    buyer?: PaymentBuyer;
    /** What is paid for, at the booking's price (before any installment charge); the test bank ignores it. */
    basket?: { price: number; items: BasketItem[] };
  }): Promise<{ started: true; step: AuthenticationStep } | { started: false; reason: BankRefusal }>;
  /** Completes 3-D Secure from what the bank's page sent back (the code typed, or the bank's signed answer). */
  completeAuthentication(input: { reference: string; answer: Record<string, string> }): Promise<boolean>;
  /** Holds the amount on the card of an authenticated payment, without taking it. */
  authorise(input: {
    reference: string;
    amount: number;
  }): Promise<{ authorised: true } | { authorised: false; reason: BankRefusal }>;
  /** Takes the amount held. `captured: false`: the bank failed the call (it may be tried again). */
  capture(input: { reference: string; amount: number }): Promise<{ captured: boolean }>;
  /** Releases the amount held: the card is not charged. */
  void(input: { reference: string }): Promise<void>;
  /** Pays `amount` back to the card of a captured payment; `refunded: false`: the bank failed the call. */
  refund(input: {
    reference: string;
    refundKey: string;
    amount: number;
  }): Promise<{ refunded: true; at: Date } | { refunded: false }>;
  /** What the bank holds of a payment: after an unknown outcome, this is the truth. */
  lookup(reference: string): Promise<BankRecord | null>;
}

/** The buyer of a payment, from the pay request: the first passenger, the contact, the client's address. */
export interface PaymentBuyer {
  name: string;
  surname: string;
  /** The first passenger's TC number, or a foreign passenger's passport number. */
  identityNumber: string;
  email: string;
  /** With its country code, as +905321234567. */
  phone: string;
  ip: string;
  city: string;
  country: string;
  address: string;
}

/** One line of what is paid for; the lines sum to the basket's price. */
export interface BasketItem {
  id: string;
  name: string;
  category: string;
  price: number;
}

/** A card's installment plans for one amount (03 §18). */
export interface InstallmentOffer {
  bankName: string;
  /** The card programme (Bonus, World, Axess, Maximum…). */
  cardFamily: string;
  cardType: 'CREDIT_CARD' | 'DEBIT_CARD' | 'PREPAID_CARD';
  /** Ascending by count; `total` may exceed the amount by the bank's charge. */
  options: Array<{ count: number; monthly: number; total: number }>;
}

export interface BankRecord {
  status: 'authorised' | 'captured' | 'voided';
  amount: number;
  /** Refunds paid, by the caller's refund key. */
  refunds: Array<{ refundKey: string; amount: number; at: Date }>;
}
