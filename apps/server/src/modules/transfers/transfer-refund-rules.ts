import { type Language, turkishInstant } from '@yolcu/contract';
import { translate } from '../../lib/i18n.js';
import { istanbulDateTime } from '../../lib/long-date.js';
import type { RefundTerms } from '../bookings/fulfilment.js';
import type { TransferSnapshot } from './transfer-offer-view.js';

/** Transfers refund everything until this long before pick-up; after that they can be cancelled for nothing. */
export const FREE_CANCEL_HOURS = 24;

/** The pick-up instant: transfers run in Turkey, whose clocks stay at UTC+3 all year. */
export const pickupOf = (s: Pick<TransferSnapshot, 'date' | 'time'>) => turkishInstant(s.date, s.time);

/** What cancelling the transfer gives back now (03 §13); nothing once the pick-up time has come. */
export function transferRefundTerms(s: TransferSnapshot, now: number): RefundTerms | null {
  const pickup = pickupOf(s);
  if (now >= pickup) return null;
  const gross = s.price.total;
  const free = now < pickup - FREE_CANCEL_HOURS * 3_600_000;
  return {
    gross,
    refundable: free ? gross : 0,
    kept: free ? [] : [{ reason: 'late_transfer', amount: gross }],
    deadline: pickup,
  };
}

/** The terms the payment page, the detail and the voucher show, with the last moment of a full refund. */
export function cancellationTerms(s: Pick<TransferSnapshot, 'date' | 'time'>, lang: Language) {
  const freeUntil = new Date(pickupOf(s) - FREE_CANCEL_HOURS * 3_600_000);
  // Written as every mail writes a date (issue 22): the voucher carries this line.
  const when = istanbulDateTime(lang, freeUntil);
  return {
    free_until: freeUntil.toISOString(),
    description: translate(lang, `cancel.transfer_terms|${FREE_CANCEL_HOURS}|${when}`),
  };
}
