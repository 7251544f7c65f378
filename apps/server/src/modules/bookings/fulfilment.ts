import type { KeptReason, Language } from '@yolcu/contract';
import type { Db } from '../../db/client.js';
import type { bookingPassengers, bookings } from '../../db/schema.js';
import type { MailMessage } from '../../mail/mailer.js';

export type BookingRow = typeof bookings.$inferSelect;
export type PassengerRow = typeof bookingPassengers.$inferSelect;
export type IssuedTicket = { passengerId: number; direction: string; ticketNumber: string };

/** What cancelling a booking now would give back (03 §13), before any coupon. */
export interface RefundTerms {
  /** The price before the coupon, TRY. */
  gross: number;
  /** What of `gross` comes back under the product's rules. */
  refundable: number;
  /** Why the rest is kept, part by part. */
  kept: Array<{ reason: Exclude<KeptReason, 'coupon'>; amount: number }>;
  /** Epoch ms after which it cannot be cancelled at all (departure, pick-up): a quote ends there. */
  deadline: number;
}

/** The refund a cancellation mail and notification tell of. */
export interface RefundNotice {
  amount: number;
  cardLast4: string | null;
}

/**
 * What a product (flight, transfer) adds to the shared completion: taking its inventory, the
 * tickets it issues, and its confirmation. The booking core calls it inside the completion
 * transaction, so a product never writes a second copy of payment or booking logic.
 */
export interface Fulfilment {
  /** Takes seats or the vehicle in the caller's transaction; false when they are gone. */
  take(tx: Db, booking: BookingRow): Promise<boolean>;
  /** Ticket prefixes to issue: one entry per passenger and direction. */
  ticketPlan(
    booking: BookingRow,
    passengers: PassengerRow[],
  ): Array<{ passengerId: number; direction: string; prefix: string }>;
  /** The confirmation mail, composed in the booking's language. */
  confirmationMail(
    db: Db,
    booking: BookingRow,
    passengers: PassengerRow[],
    tickets: IssuedTicket[],
  ): Promise<MailMessage>;
  /** The booking's PDF (e-ticket or voucher) in its language, the one the confirmation mail attaches. */
  document(db: Db, booking: BookingRow): Promise<Buffer>;
  /** The booking's calendar file (`.ics`), the one the confirmation mail attaches. */
  ics(db: Db, booking: BookingRow, lang: Language): Promise<string>;
  /** The notification a signed-in buyer gets, in both languages. */
  notification(booking: BookingRow): NotificationText;
  /** What cancelling now gives back; null once it can no longer be cancelled (departed, picked up). */
  refundTerms(db: Db, booking: BookingRow, now: number): Promise<RefundTerms | null>;
  /**
   * After the transaction that took or gave back the booking's inventory committed: what depends
   * on that inventory outside it (the flight price calendar) is told. Best effort: never throws.
   */
  inventoryChanged?(db: Db, booking: BookingRow): Promise<void>;
  /** Gives the booking's seats or vehicle back to the supplier, in the caller's transaction. */
  release(tx: Db, booking: BookingRow): Promise<void>;
  /** The cancellation mail (the refund, the card, a calendar file that removes the events). */
  cancellationMail(db: Db, booking: BookingRow, passengers: PassengerRow[], refund: RefundNotice): Promise<MailMessage>;
  /** The notification of a cancellation, in both languages. */
  cancellationNotification(booking: BookingRow, refund: RefundNotice): NotificationText;
}

export type NotificationText = { titleTr: string; titleEn: string; contentTr: string; contentEn: string };
