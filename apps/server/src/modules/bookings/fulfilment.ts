import type { Language } from '@yolcu/contract';
import type { Db } from '../../db/client.js';
import type { bookingPassengers, bookings } from '../../db/schema.js';
import type { MailMessage } from '../../mail/mailer.js';

export type BookingRow = typeof bookings.$inferSelect;
export type PassengerRow = typeof bookingPassengers.$inferSelect;
export type IssuedTicket = { passengerId: number; direction: string; ticketNumber: string };

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
  /** The booking's calendar file (`.ics`), the one the confirmation mail attaches. */
  ics(db: Db, booking: BookingRow, lang: Language): Promise<string>;
  /** The notification a signed-in buyer gets, in both languages. */
  notification(booking: BookingRow): { titleTr: string; titleEn: string; contentTr: string; contentEn: string };
}
