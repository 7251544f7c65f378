/**
 * What every supplier (flights, transfers) answers about orders (03 §17, DESIGN "The booking
 * core"). A supplier is remote: a call whose outcome is not known throws `OutcomeUnknown`
 * (integrations/faults.ts), and the caller looks the order up by its key before trying again, so
 * one booking never makes two orders. No call takes our database.
 */
export interface SupplierOrder {
  /** The supplier's own reference of the order. */
  ref: string;
  /** The booking reference the traveller shows (the airline's PNR, the transfer company's voucher code). */
  pnr: string;
  /** Tickets or vouchers: the passenger's position in the request, the direction, the number. */
  documents: Array<{ passenger: number; direction: string; number: string }>;
  status: 'confirmed' | 'cancelled';
}

/** A passenger as an order carries them (the supplier names the documents after them). */
export interface OrderPassenger {
  type: string;
  name: string;
  surname: string;
  gender: string | null;
  birthDate: string | null;
  /** The passport, where the booking holds one (an airline may require it). */
  passport: string | null;
  passportExpiry: string | null;
  /** ISO 3166-1 alpha-2 of the nationality (the passport's issuing country), where the booking holds one. */
  nationality: string | null;
}

/** Who the supplier may reach about the order (an airline's own notices): e-mail, phone in E.164. */
export interface OrderContact {
  email: string;
  phone: string;
}

/** Why a supplier refused an order cleanly: nothing was taken. */
export type OrderRefusal = 'sold_out' | 'price_changed' | 'refused';

/**
 * What asking for an order answered: placed, cleanly refused, or `pending` — the supplier accepted
 * the request but has not confirmed the order yet (Duffel's 202). A pending order is never asked for
 * again: it arrives later (the supplier's event, or a look-up by the key finds it) or fails (the
 * supplier's event says so). `ref` is the supplier's reference of the accepted request, if it gave one.
 */
export type OrderAnswer =
  | { placed: true; order: SupplierOrder }
  | { placed: false; reason: OrderRefusal }
  | { placed: 'pending'; ref: string | null };

/** The supplier's cancellation quote: its reference and what it gives back (null: our rules decide). */
export interface SupplierCancellationQuote {
  ref: string;
  refundAmount: number | null;
}

/**
 * The order half of a supplier. `Request` is the product's (what to take: seats of legs, a vehicle);
 * `key` is the booking's code, the idempotency key, also sent as the order's metadata.
 */
export interface OrderingSupplier<Request> {
  order(input: {
    key: string;
    request: Request;
    passengers: OrderPassenger[];
    contact: OrderContact;
    total: number;
  }): Promise<OrderAnswer>;
  /**
   * The order made under `key`, or null when there is none (it was never made, or it was refused).
   * `leadSurname`, when known, lets a supplier that lists orders by passenger look in fewer pages.
   */
  lookupOrder(key: string, leadSurname?: string): Promise<SupplierOrder | null>;
  /** What cancelling the order now gives back, by the supplier's own rules. */
  cancellationQuote(orderRef: string): Promise<SupplierCancellationQuote>;
  /** Cancels the order under its quote; cancelling a cancelled order answers as the first time did. */
  confirmCancellation(orderRef: string, quoteRef: string): Promise<{ cancelled: boolean }>;
}

/** A leg's new local times in a schedule change: `direction` 0 out, 1 back; `leg` its place in the direction. */
export interface SupplierEventLeg {
  direction: number;
  leg: number;
  departure_date: string;
  departure_time: string;
  arrival_date: string;
  arrival_time: string;
  /** The new departure instant (ISO 8601); derived from the old one and the local shift when absent. */
  departs_at?: string;
}

/**
 * What a supplier announces about an order after it was placed (03 §17): delivered at least once
 * and in any order, so `id` (the supplier's) de-duplicates and `occurredAt` orders them.
 */
export interface SupplierEvent {
  id: string;
  type: 'schedule_changed' | 'cancelled';
  /** The order's `SupplierOrder.ref`. */
  orderRef: string;
  /** ISO 8601: when the supplier made the change. */
  occurredAt: string;
  /** The legs a schedule change moves, with their new times. */
  legs?: SupplierEventLeg[];
}
