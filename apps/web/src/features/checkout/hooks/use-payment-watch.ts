import { useEffect, useRef } from 'react';
import { useBookingInfoPoll } from '../api/booking-info';
import type { CheckoutProduct } from '../product';

/**
 * How a payment ended for this page. `confirming` (03 §17): the card is authorised and the
 * supplier's order runs in the background; for the payment page that is paid, and the booking's
 * detail follows it to completed or failed.
 */
export type PaymentOutcome = { status: 'completed' | 'confirming' } | { status: 'failed'; message?: string };

/** The states after which the traveller must not be offered to pay again. */
export const isPaid = (status: unknown): status is 'completed' | 'confirming' =>
  status === 'completed' || status === 'confirming';

interface BankMessage {
  source?: unknown;
  status?: unknown;
  product?: unknown;
  unique_code?: unknown;
  message?: unknown;
}

/**
 * Reads the test bank's postMessage. Only the booking this page paid for counts (the code the pay
 * answer gave): anything from another origin, product or booking is ignored.
 */
export function readBankMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  product: CheckoutProduct,
  uniqueCode: string,
  origin = window.location.origin,
): PaymentOutcome | null {
  const data = event.data as BankMessage | null;
  if (event.origin !== origin || !data || typeof data !== 'object') return null;
  if (data.source !== 'yolcu-bank' || data.product !== product || data.unique_code !== uniqueCode) return null;
  if (isPaid(data.status)) return { status: data.status };
  if (data.status === 'failed')
    return { status: 'failed', message: typeof data.message === 'string' ? data.message : undefined };
  return null;
}

/**
 * While the 3-D Secure step is open, waits for the bank's message and, as a fallback, asks the
 * booking's state every 2 s. Calls `onOutcome` once per attempt; the returned `settle` lets the
 * page report an outcome it learnt itself (asking the server on Cancel), under the same once.
 */
export function usePaymentWatch(
  product: CheckoutProduct,
  uniqueCode: string | null,
  attempt: number | null,
  onOutcome: (outcome: PaymentOutcome) => void,
) {
  const active = attempt !== null && uniqueCode !== null;
  // Both hold the attempt they belong to, so a new attempt starts clean.
  const settled = useRef<number | null>(null);
  // A booking that failed on an earlier attempt may still read "failed" until this attempt starts.
  const sawPending = useRef<number | null>(null);
  const callback = useRef(onOutcome);
  callback.current = onOutcome;
  const info = useBookingInfoPoll(product, uniqueCode, attempt);

  const settle = (outcome: PaymentOutcome, of: number | null = attempt) => {
    if (of === null || of !== attempt || settled.current === of) return;
    settled.current = of;
    callback.current(outcome);
  };
  const settleRef = useRef(settle);
  settleRef.current = settle;

  useEffect(() => {
    if (!active || uniqueCode === null) return;
    const onMessage = (event: MessageEvent) => {
      const outcome = readBankMessage(event, product, uniqueCode);
      if (outcome) settleRef.current(outcome);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [active, product, uniqueCode]);

  const status = info.data?.status;
  const message = info.data?.message;
  useEffect(() => {
    if (!active || !status) return;
    if (status === 'pending') sawPending.current = attempt;
    // Confirming is paid too; without this it would fall to the failure below.
    else if (isPaid(status)) settleRef.current({ status });
    else if (sawPending.current === attempt) settleRef.current({ status: 'failed', message });
  }, [active, status, message, attempt]);

  return {
    /** Settles `of` (an attempt number) unless it is no longer the current one or already settled. */
    settle: (outcome: PaymentOutcome, of: number) => settleRef.current(outcome, of),
  };
}
