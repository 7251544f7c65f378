/** The two things a traveller pays for; each has its own gateway, booking info and detail routes (03 §7). */
export type CheckoutProduct = 'flight' | 'transfer';
