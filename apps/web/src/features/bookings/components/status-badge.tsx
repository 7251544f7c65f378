import type { BookingStatus } from '@yolcu/contract/payment';
import { useTranslation } from '../../../lib/translate';

const STYLE: Record<BookingStatus, string> = {
  completed: 'bg-success/10 text-success',
  pending: 'bg-accent/15 text-ink',
  confirming: 'bg-brand-50 text-brand-700',
  failed: 'bg-danger/10 text-danger',
  cancelled: 'bg-canvas text-muted',
};

// Every status has a style (the type says so), so the styles' keys are the statuses: the badge needs
// no runtime import of the contract's payment schemas, which a ticket page would download for it.
export const isBookingStatus = (s: string): s is BookingStatus => Object.hasOwn(STYLE, s);

/** A booking's state in a word: Confirmed, Payment pending, Confirming, Payment failed, Cancelled. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  if (!isBookingStatus(status)) return null;
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLE[status]}`}
      data-testid="booking-status"
    >
      {/* Confirming came with the settling steps (03 §17), and its word with their catalogue. */}
      {status === 'confirming' ? t('settle_web.status_confirming') : t(`bookings.status_${status}`)}
    </span>
  );
}
