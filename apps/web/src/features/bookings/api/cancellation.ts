import {
  type CANCELLATION_ERRORS,
  cancellationBodySchema,
  cancellationErrorSchema,
  cancellationQuoteSchema,
  cancellationResultSchema,
} from '@yolcu/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import type { BookingProduct } from './bookings';

/** Why the server refused a cancellation call: it tells the sheet which step comes next. */
export type CancellationRefusal = (typeof CANCELLATION_ERRORS)[number];

export function refusalOf(error: unknown): CancellationRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = cancellationErrorSchema.safeParse(error.body);
  return parsed.success ? parsed.data.code : null;
}

const cancellationPath = (product: BookingProduct, code: string) =>
  `/api/${product}/booking/${encodeURIComponent(code)}/cancellation/`;

/** The body of the quote and the confirmation: the mailed code, or nothing for the signed-in owner. */
const body = (mailCode: string | undefined) =>
  cancellationBodySchema.parse(mailCode === undefined ? {} : { code: mailCode });

/** 03 §13: mails a 6-digit code to the booking's contact address (204); once a minute (429). */
export const useSendCancellationCode = (product: BookingProduct, code: string) =>
  useMutation({ mutationFn: () => post<void>(`${cancellationPath(product, code)}code/`) });

/** 03 §13: what would come back if confirmed now (201). Changes nothing on the booking. */
export const useCancellationQuote = (product: BookingProduct, code: string) =>
  useMutation({
    mutationFn: async (mailCode: string | undefined) =>
      cancellationQuoteSchema.parse(await post<unknown>(cancellationPath(product, code), body(mailCode))),
  });

/**
 * 03 §13: confirms a quote (200): the booking is cancelled and the card refunded. The detail and
 * the user's lists are fetched again, so they show the cancelled state at once.
 */
export function useConfirmCancellation(product: BookingProduct, code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, mailCode }: { id: string; mailCode: string | undefined }) =>
      cancellationResultSchema.parse(
        await post<unknown>(`${cancellationPath(product, code)}${encodeURIComponent(id)}/confirm/`, body(mailCode)),
      ),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [`${product}-booking`, code] }),
        client.invalidateQueries({ queryKey: [`user-${product}-bookings`] }),
      ]),
  });
}
