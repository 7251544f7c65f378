/**
 * 02 §4: leaving the payment page without paying repeats the search from scratch. The payment
 * page notes the session it was left on; the results page of that session, shown again (the
 * browser's Back), starts the search anew instead of offering prices that may be gone.
 */
const KEY = 'yolcu.left-payment';

export function markLeftPayment(sessionUnique: string) {
  sessionStorage.setItem(KEY, sessionUnique);
}

export function leftPaymentOf(sessionUnique: string | null): boolean {
  return sessionUnique !== null && sessionStorage.getItem(KEY) === sessionUnique;
}

export function clearLeftPayment() {
  sessionStorage.removeItem(KEY);
}
