import type { InstallmentsResponse } from '@yolcu/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api/client';

/** The card's first six digits, once that many are typed: all the server is told of the card before Pay. */
export const binOf = (cardNumber: string | undefined) => {
  const digits = (cardNumber ?? '').replace(/\D/g, '');
  return digits.length >= 6 ? digits.slice(0, 6) : null;
};

/**
 * The installment plans (taksit) of the card's bank for the amount this page pays (03 §18), asked
 * once the BIN is typed; the last plans stay shown while the next amount's load (a coupon, an extra).
 */
export function useInstallments(sessionUnique: string, bin: string | null, amountTry: number) {
  return useQuery({
    queryKey: ['installments', sessionUnique, bin, amountTry],
    queryFn: ({ signal }) =>
      get<InstallmentsResponse>(
        '/api/payment/installments/',
        { session_unique: sessionUnique, bin: bin ?? '', amount: amountTry },
        signal,
      ),
    enabled: bin !== null && amountTry > 0,
    staleTime: 5 * 60_000,
    retry: false,
    placeholderData: (previous, query) => (query?.queryKey[2] === bin ? keepPreviousData(previous) : undefined),
  });
}

/** The plan chosen, as the bank offers it; a single payment when none is chosen or it is not offered now. */
export function chosenPlan(plans: InstallmentsResponse | undefined, count: number) {
  return plans?.options.find((o) => o.count === count) ?? null;
}
