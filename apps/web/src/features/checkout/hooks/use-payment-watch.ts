import { useEffect, useRef } from 'react';
import { useBookingInfoPoll } from '../api/booking-info';
import type { CheckoutProduct } from '../product';

export type PaymentOutcome = { status: 'completed' } | { status: 'failed'; message?: string };

interface BankMessage {
  source?: unknown;
  status?: unknown;
  product?: unknown;
  session_unique?: unknown;
  message?: unknown;
}

/** Reads the test bank's postMessage; anything from another origin, product or session is ignored. */
export function readBankMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  product: CheckoutProduct,
  sessionUnique: string,
  origin = window.location.origin,
): PaymentOutcome | null {
  const data = event.data as BankMessage | null;
  if (event.origin !== origin || !data || typeof data !== 'object') return null;
  if (data.source !== 'yolcu-bank' || data.product !== product || data.session_unique !== sessionUnique) return null;
  if (data.status === 'completed') return { status: 'completed' };
  if (data.status === 'failed')
    return { status: 'failed', message: typeof data.message === 'string' ? data.message : undefined };
  return null;
}

/**
 * While the 3-D Secure popup is open, waits for the bank's message and, as a fallback, asks the
 * booking's state every 2 s. Calls `onOutcome` once per attempt.
 */
export function usePaymentWatch(
  product: CheckoutProduct,
  sessionUnique: string,
  attempt: number | null,
  onOutcome: (outcome: PaymentOutcome) => void,
) {
  const active = attempt !== null;
  // Both hold the attempt they belong to, so a new attempt starts clean.
  const settled = useRef<number | null>(null);
  // A booking that failed on an earlier attempt may still read "failed" until this attempt starts.
  const sawPending = useRef<number | null>(null);
  const callback = useRef(onOutcome);
  callback.current = onOutcome;
  const info = useBookingInfoPoll(product, sessionUnique, attempt);

  const settle = (outcome: PaymentOutcome) => {
    if (attempt === null || settled.current === attempt) return;
    settled.current = attempt;
    callback.current(outcome);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: settle reads refs only
  useEffect(() => {
    if (!active) return;
    const onMessage = (event: MessageEvent) => {
      const outcome = readBankMessage(event, product, sessionUnique);
      if (outcome) settle(outcome);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [active, product, sessionUnique, attempt]);

  const status = info.data?.status;
  const message = info.data?.message;
  // biome-ignore lint/correctness/useExhaustiveDependencies: settle reads refs only
  useEffect(() => {
    if (!active || !status) return;
    if (status === 'pending') sawPending.current = attempt;
    else if (status === 'completed') settle({ status: 'completed' });
    else if (sawPending.current === attempt) settle({ status: 'failed', message });
  }, [active, status, message, attempt]);
}
