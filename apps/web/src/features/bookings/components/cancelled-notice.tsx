import type { BookingRefund } from '@yolcu/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/translate';
import { formatMoney } from '../../../lib/format';
import { useSettings } from '../../../lib/settings-store';
import { instantDay as dayOf } from '../dates';

/** The booking just cancelled on this page: its notice takes the focus the closed sheet gave up. */
let justCancelled: string | null = null;
export const markJustCancelled = (code: string) => {
  justCancelled = code;
};

/**
 * A cancelled booking's head (03 §13): when it was cancelled and what came back, to which card.
 * A copy kept on the device from before refunds were shown has no `refund`: the state alone then.
 */
export function CancelledNotice({ refund, code }: { refund: BookingRefund | undefined; code: string }) {
  const { t } = useTranslation();
  const head = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (justCancelled !== code) return;
    justCancelled = null;
    head.current?.focus();
  }, [code]);
  const language = useSettings((s) => s.language);
  const amount = refund ? formatMoney(refund.amount, 'TRY', 1, language) : '';
  const refundLine = !refund
    ? null
    : refund.status === 'none' || refund.amount === 0
      ? t('cancel_web.refund_none')
      : refund.status === 'pending' || !refund.refunded_at
        ? t('cancel_web.refund_pending', { amount, last4: refund.card_last4 ?? '' })
        : refund.card_last4
          ? t('cancel_web.refund_done', { amount, last4: refund.card_last4, date: dayOf(refund.refunded_at, language) })
          : t('cancel_web.refund_done_no_card', { amount, date: dayOf(refund.refunded_at, language) });
  const paidBack = Boolean(refund && refund.status !== 'none' && refund.amount > 0);
  // A refund line that has its day already says when; the head then need not repeat it.
  const dated = paidBack && refund?.status === 'refunded' && Boolean(refund.refunded_at);
  return (
    <div
      ref={head}
      tabIndex={-1}
      className="rounded-2xl border border-line bg-canvas p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      role="status"
      data-testid="cancelled-notice"
    >
      <p className="text-[15px] font-semibold">
        {refund?.cancelled_at && !dated
          ? t('cancel_web.cancelled_on', { date: dayOf(refund.cancelled_at, language) })
          : t('bookings.notice_cancelled')}
      </p>
      {refundLine && (
        <p className="mt-1 text-sm" data-testid="refund-line">
          {refundLine}
        </p>
      )}
      {paidBack && <p className="mt-1 text-sm text-muted">{t('cancel_web.refund_bank_note')}</p>}
    </div>
  );
}
