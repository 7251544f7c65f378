import type { BookingInfoResponse } from '@yolcu/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ShieldIcon } from '../../../components/ui/icons';
import { get } from '../../../lib/api/client';
import { useTranslation } from '../../../lib/translate';
import type { BookingProduct } from '../api/bookings';

/**
 * A booking whose card is authorised while the airline's (or transfer company's) order and the
 * capture run (03 §17). It stands in for the PNR and tickets, which do not exist yet; the page
 * asks again every 2 s and shows the booking once it has settled.
 */
export function ConfirmingCard({ product, email }: { product: BookingProduct; email: string }) {
  const { t } = useTranslation();
  return (
    <section
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm"
      role="status"
      aria-busy="true"
      data-testid="confirming-card"
    >
      <div className="flex items-center gap-3">
        {/* A turning ring; still for reduced motion, where the words alone say it is under way. */}
        <span
          className="size-6 shrink-0 rounded-full border-[3px] border-brand-500 border-t-transparent motion-safe:animate-spin"
          aria-hidden
        />
        <h2 className="text-lg font-semibold">
          {t(product === 'transfer' ? 'settle_web.confirming_transfer' : 'settle_web.confirming_flight')}
        </h2>
      </div>
      <p className="mt-3 flex gap-2 text-[15px]">
        <ShieldIcon width={20} height={20} className="shrink-0 text-success" />
        <span>{t('settle_web.confirming_card')}</span>
      </p>
      <p className="mt-2 text-sm text-muted">{t('settle_web.confirming_mail', { email })}</p>
    </section>
  );
}

/**
 * Why the booking failed is on its info answer (the detail does not carry it): asked only for a
 * failed booking, and the notice stands without it (an old booking, no network).
 */
function useFailureMessage(product: BookingProduct, code: string) {
  return useQuery({
    queryKey: ['booking-failure', product, code],
    queryFn: () => get<BookingInfoResponse>(`/api/${product}/booking/info/${encodeURIComponent(code)}/`),
    select: (info) => info.message || null,
    retry: false,
    // Offline it fails at once, and the general notice shows, rather than waiting for a network.
    networkMode: 'always',
  });
}

/** A failed booking: what the server says happened (the card was not charged), and a new search. */
export function FailedNotice({ product, code }: { product: BookingProduct; code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const failure = useFailureMessage(product, code);
  // The server's words when it has them; the general notice otherwise (not both: they overlap).
  const message = failure.isPending ? null : failure.data || t('bookings.notice_failed');
  return (
    <section className="rounded-2xl bg-danger/10 p-4" role="status" data-testid="failed-notice">
      <h2 className="font-semibold text-danger">{t('settle_web.failed_title')}</h2>
      {message && (
        <p className="mt-1 text-[15px] text-ink" data-testid="failure-message">
          {message}
        </p>
      )}
      <Button className="mt-3 w-full" onPress={() => navigate(product === 'transfer' ? '/?tab=transfer' : '/')}>
        {t('checkout.new_search')}
      </Button>
    </section>
  );
}
