/** The two products a price alert can watch; each has its own create call and list (03 §8). */
export type AlertProduct = 'flight' | 'transfer';

/** The search an alert watches, as the sheet names it: route, day(s) and a transfer's pick-up time. */
export interface WatchedSearch {
  route: string;
  /** YYYY-MM-DD */
  date: string;
  returnDate?: string | null;
  /** HH:mm or HH:mm:ss */
  time?: string;
}
