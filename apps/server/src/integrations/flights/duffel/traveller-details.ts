import type { OrderContact, OrderPassenger } from '../../orders.js';

/**
 * What a Duffel order needs of a booking beyond the passengers' names: the contact (Duffel requires
 * an e-mail and a phone per passenger, for the airline's own notices) and the identity documents,
 * by passenger position. It comes with the order (`OrderPassenger`, `OrderContact`); never logged.
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

/** The details an order's input carries, as the order request reads them. */
export const travellerDetailsOf = (contact: OrderContact, passengers: OrderPassenger[]): TravellerDetails => ({
  email: contact.email,
  phone: contact.phone,
  passengers: passengers.map((p) => ({
    surname: p.surname,
    passport: p.passport,
    passportExpiry: p.passportExpiry,
    nationality: p.nationality,
  })),
});
