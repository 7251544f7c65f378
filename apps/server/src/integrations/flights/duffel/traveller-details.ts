import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { bookingPassengers, bookings, countries } from '../../../db/schema.js';

/**
 * What a Duffel order needs of a booking beyond the interface's `OrderPassenger`: the contact
 * (Duffel requires an e-mail and a phone per passenger, for the airline's own notices) and the
 * identity documents, by passenger position. Read when the order is placed, outside any
 * transaction; never logged.
 */
export interface TravellerDetails {
  email: string;
  /** E.164: `+905321234567`. */
  phone: string;
  passengers: Array<{
    surname: string;
    passport: string | null;
    passportExpiry: string | null;
    /** ISO 3166-1 alpha-2 of the nationality (the passport's issuing country). */
    nationality: string | null;
  }>;
}

export type TravellerDetailsOf = (bookingCode: string) => Promise<TravellerDetails | null>;

/**
 * The details of the booking under `bookingCode`, from the product's own tables. A bridge kept
 * beside the Duffel supplier: the order interface (integrations/orders.ts) carries neither contact
 * nor documents yet, and no supplier method may take the database (the wiring builds this).
 */
export function travellerDetailsFrom(db: Db): TravellerDetailsOf {
  return async (bookingCode) => {
    const [booking] = await db
      .select({ id: bookings.id, email: bookings.email, phoneCode: bookings.phoneCode, phone: bookings.phone })
      .from(bookings)
      .where(eq(bookings.uniqueCode, bookingCode));
    if (!booking) return null;
    const rows = await db
      .select({
        surname: bookingPassengers.surname,
        passport: bookingPassengers.passport,
        passportExpiry: bookingPassengers.passportExpiryDate,
        nationality: countries.code,
      })
      .from(bookingPassengers)
      .leftJoin(countries, eq(countries.id, bookingPassengers.nationalityId))
      .where(eq(bookingPassengers.bookingId, booking.id))
      .orderBy(asc(bookingPassengers.position));
    return {
      email: booking.email,
      phone: `+${booking.phoneCode.replace(/\D/g, '')}${booking.phone.replace(/\D/g, '')}`,
      passengers: rows,
    };
  };
}
