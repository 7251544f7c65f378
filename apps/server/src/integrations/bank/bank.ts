import type { Db } from '../../db/client.js';

/** The card as typed on the payment form: it lives only in the pay request's memory. */
export interface CardDetails {
  owner: string;
  number: string;
  expiry: string;
  cvc: string;
}

/** Why the bank refused; each maps to a catalogue message. */
export type BankRefusal = 'declined' | 'insufficient_funds';

/**
 * The payment bank boundary (DESIGN "The booking core"): open a 3-D Secure challenge for a card
 * and an amount, check the cardholder's code, then authorise. The built-in test bank implements it;
 * a real PSP is one more file here.
 */
export interface Bank {
  /** Starts 3-D Secure for a card; the card is not kept. Returns the bank's reference. */
  openChallenge(db: Db, input: { reference: string; amount: number; card: CardDetails }): Promise<void>;
  /** The code shown on the challenge page in test mode (a real bank sends it by SMS). */
  testCode(db: Db, reference: string): Promise<string | null>;
  /** Whether the code the cardholder typed is right. */
  verifyCode(db: Db, reference: string, code: string): Promise<boolean>;
  /** The issuer's decision once the cardholder is authenticated. */
  authorise(db: Db, reference: string): Promise<{ approved: true } | { approved: false; reason: BankRefusal }>;
  /**
   * Pays `amount` back to the card of a captured payment. Called in the cancellation's transaction
   * with its handle; `refunded: false` leaves the refund pending for the bank to settle later.
   */
  refund(
    db: Db,
    input: { reference: string; amount: number },
  ): Promise<{ refunded: true; at: Date } | { refunded: false }>;
}
