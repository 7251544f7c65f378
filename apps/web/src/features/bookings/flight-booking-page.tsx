import type { FlightBooking } from '@yolcu/contract/flight-payment';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { DocIcon, ShieldIcon } from '../../components/ui/icons';
import { NotFoundPage } from '../../components/ui/not-found-view';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { formatMoney } from '../../lib/format';
import { useSettings } from '../../lib/settings-store';
import { isMissingBooking, useFlightBooking } from './api/bookings';
import { DirectionView, type DirectionTicket } from './components/direction-view';
import { type BookedPassenger, PassengerCard } from './components/passenger-card';
import { StatusBadge } from './components/status-badge';

const CARD_BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', troy: 'Troy' };

/**
 * Arriving straight from payment (`?clear=true`): the payment steps leave history, so Back goes
 * home instead (02 §2). The entry is replaced by home and the detail pushed on top, once.
 */
function useClearHistory(id: string | undefined) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const done = useRef(false);
  const clear = params.get('clear') === 'true';
  useEffect(() => {
    if (done.current || !clear || !id) return;
    done.current = true;
    void (async () => {
      await navigate('/', { replace: true });
      await navigate(`/flight/booking/detail/${encodeURIComponent(id)}`, { state: { paid: true } });
    })();
  }, [clear, id, navigate]);
}

function PnrCard({ booking }: { booking: FlightBooking }) {
  const { t } = useTranslation();
  const pnr = booking.info.pnr_code;
  async function copy() {
    if (!pnr) return;
    try {
      await navigator.clipboard.writeText(pnr);
      toast.success(t('bookings.pnr_copied'));
    } catch {
      toast.error(t('bookings.copy_failed'));
    }
  }
  return (
    <section className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-xs font-semibold tracking-wide text-muted uppercase">{t('bookings.pnr_code')}</h2>
        <StatusBadge status={booking.info.status} />
      </div>
      {pnr ? (
        <div className="mt-1 flex items-center justify-between gap-3">
          <p className="font-mono text-4xl font-bold tracking-[0.15em] text-brand-700" data-testid="pnr">
            {pnr}
          </p>
          <Button variant="secondary" onPress={copy} aria-label={t('bookings.copy_pnr')}>
            <DocIcon width={18} height={18} />
            {t('bookings.copy')}
          </Button>
        </div>
      ) : (
        <p className="mt-1 font-mono text-4xl font-bold text-muted" data-testid="pnr">
          –
        </p>
      )}
      <p className="mt-2 text-sm text-muted">{t('bookings.contact_line', { email: booking.info.email, phone: booking.info.phone })}</p>
    </section>
  );
}

function StatusNotice({ booking, justPaid }: { booking: FlightBooking; justPaid: boolean }) {
  const { t } = useTranslation();
  const { status } = booking.info;
  if (status === 'completed' && justPaid) {
    return (
      <p className="flex gap-3 rounded-2xl bg-success/10 p-4 text-sm font-medium text-success" role="status">
        <ShieldIcon width={20} height={20} className="shrink-0" />
        <span>{t('bookings.paid_message', { email: booking.info.email })}</span>
      </p>
    );
  }
  if (status === 'completed') return null;
  const style = status === 'pending' ? 'bg-accent/15 text-ink' : status === 'failed' ? 'bg-danger/10 text-danger' : 'bg-canvas text-muted';
  return (
    <p className={`rounded-2xl p-4 text-sm font-medium ${style}`} role="status">
      {t(`bookings.notice_${status}`)}
    </p>
  );
}

function PriceCard({ booking }: { booking: FlightBooking }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  // What the card was charged: always in TRY (03 §2), whatever currency the app shows.
  const money = (n: number) => formatMoney(n, 'TRY', 1, language);
  const { price, payment } = booking;
  const lines: Array<[string, number]> = [
    [t('bookings.price_base'), price.base],
    [t('bookings.price_tax'), price.tax],
    [t('bookings.price_service_fee'), price.service_fee],
  ];
  if (price.discount > 0) lines.push([t('bookings.price_discount'), -price.discount]);
  return (
    <section className="rounded-2xl border border-line bg-surface p-4">
      <h2 className="font-semibold">{t(booking.info.status === 'completed' ? 'bookings.price_paid' : 'bookings.price_total')}</h2>
      <dl className="mt-2 space-y-1 text-sm">
        {lines.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 text-muted">
            <dt>{label}</dt>
            <dd className="tabular-nums">{money(value)}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-3 border-t border-line pt-2">
          <dt className="font-semibold">{t('bookings.total')}</dt>
          <dd className="text-xl font-bold text-brand-700 tabular-nums" data-testid="price-total">
            {money(price.total)}
          </dd>
        </div>
      </dl>
      {payment && (
        <p className="mt-3 text-sm text-muted" data-testid="card">
          {t('bookings.paid_with', { card: `${(payment.card_brand && CARD_BRANDS[payment.card_brand]) || t('bookings.card')} •••• ${payment.card_last4}` })}
        </p>
      )}
    </section>
  );
}

function DetailSkeleton() {
  return (
    <div className="space-y-4 px-4" aria-busy="true">
      <Skeleton className="h-32 w-full rounded-2xl" />
      <Skeleton className="h-56 w-full rounded-2xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
    </div>
  );
}

/** Flight booking detail (02 §2): PNR, state, each way as a ticket, the passengers and what was paid. */
export function FlightBookingPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const location = useLocation();
  useClearHistory(id);
  const query = useFlightBooking(id);
  const justPaid = (location.state as { paid?: boolean } | null)?.paid === true;

  if (isMissingBooking(query.error)) return <NotFoundPage />;
  const booking = query.data;
  const tickets = booking?.tickets ?? [];
  const passengers: BookedPassenger[] = booking?.passenger ?? tickets.map((tk) => tk.passenger);
  const directionTickets = (way: 'departure' | 'return'): DirectionTicket[] =>
    tickets.map((tk) => ({
      pax_type: tk.pax_type,
      name: `${tk.passenger.name} ${tk.passenger.surname}`,
      number: way === 'departure' ? tk.departure_ticket_number : tk.return_ticket_number,
    }));

  return (
    <div className="pb-8">
      <PageHeader title={t('bookings.detail_title')} />
      {query.isPending && <DetailSkeleton />}
      {query.isError && (
        <div className="space-y-3 px-4">
          <EmptyState title={t('error.load_failed')} />
          <Button variant="secondary" className="w-full" onPress={() => query.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {booking && (
        <div className="space-y-4 px-4">
          <StatusNotice booking={booking} justPaid={justPaid} />
          <PnrCard booking={booking} />
          <DirectionView title={t('bookings.departure')} direction={booking.departure_booking} tickets={directionTickets('departure')} />
          {booking.return_booking && <DirectionView title={t('bookings.return')} direction={booking.return_booking} tickets={directionTickets('return')} />}
          {passengers.length > 0 && (
            <section aria-labelledby="booking-passengers">
              <h2 id="booking-passengers" className="mb-2 font-semibold">
                {t('bookings.passengers')}
              </h2>
              <ul className="space-y-3">
                {passengers.map((p, i) => (
                  <PassengerCard key={i} passenger={p} />
                ))}
              </ul>
            </section>
          )}
          <PriceCard booking={booking} />
        </div>
      )}
    </div>
  );
}
