import type { KeptReason, Language } from '@yolcu/contract';
import type { Db } from '../../db/client.js';
import type { bookingPassengers, bookings } from '../../db/schema.js';
import type { MailMessage } from '../../mail/mailer.js';
import type { OrderingSupplier } from '../../integrations/orders.js';

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
 * What a product (flight, transfer) adds to the shared settlement (03 §17): its supplier, what to
 * order from it, and its confirmation. The booking core drives the steps, so a product never
 * writes a second copy of payment or booking logic.
 */
export interface Fulfilment {
  /** The supplier that takes the product's orders. */
  readonly supplier: OrderingSupplier<unknown>;
  /** What the booking orders from the supplier (seats of legs, a vehicle), from its snapshot. */
  orderRequest(booking: BookingRow): unknown;
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
  /** The cancellation mail (the refund, the card, a calendar file that removes the events). */
  cancellationMail(db: Db, booking: BookingRow, passengers: PassengerRow[], refund: RefundNotice): Promise<MailMessage>;
  /** The notification of a cancellation, in both languages. */
  cancellationNotification(booking: BookingRow, refund: RefundNotice): NotificationText;
}

export type NotificationText = { titleTr: string; titleEn: string; contentTr: string; contentEn: string };
