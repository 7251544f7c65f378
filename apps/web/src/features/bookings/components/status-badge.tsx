import { BOOKING_STATUSES, type BookingStatus } from '@yolcu/contract/payment';
import { useTranslation } from 'react-i18next';

const STYLE: Record<BookingStatus, string> = {
  completed: 'bg-success/10 text-success',
  pending: 'bg-accent/15 text-ink',
  failed: 'bg-danger/10 text-danger',
  cancelled: 'bg-canvas text-muted',
};

export const isBookingStatus = (s: string): s is BookingStatus => (BOOKING_STATUSES as readonly string[]).includes(s);

/** A booking's state in a word: Confirmed, Payment pending, Payment failed, Cancelled. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  if (!isBookingStatus(status)) return null;
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLE[status]}`}
      data-testid="booking-status"
    >
      {t(`bookings.status_${status}`)}
    </span>
  );
}
