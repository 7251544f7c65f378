import type { BookingRefund, SupplierNotice } from '@yolcu/contract';
import type { BookingStatus } from '@yolcu/contract/payment';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/translate';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DocIcon, ShieldIcon } from '../../../components/ui/icons';
import { NotFoundPage } from '../../../components/ui/not-found-view';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { isNetworkFailure } from '../../../lib/network';
import { useSettings } from '../../../lib/settings-store';
import { useOpenAtTop } from '../../../lib/use-open-at-top';
import { type BookingProduct, bookingDetailPath, isMissingBooking, type ServedBooking } from '../api/bookings';
import { savedStamp } from '../dates';
import { BookingActions } from './booking-actions';
import { CancellationCard, type CancellationTerms } from './cancellation-card';
import { CancelledNotice } from './cancelled-notice';
import { LoadFailed } from './load-failed';
import { ConfirmingCard, FailedNotice } from './settle-notice';
import { StatusBadge } from './status-badge';
import { SupplierNoticeBanner } from './supplier-notice';

/** What flight and transfer bookings share at their head (03 §7). */
export interface DetailBooking {
  info: {
    unique_code: string;
    /** Absent from a copy kept on the device before bookings had one. */
    share_code?: string;
    pnr_code: string | null;
    status: BookingStatus;
    email: string;
    phone: string;
    /** What came back of a cancelled booking (03 §13); absent from a copy kept before refunds were shown. */
    refund?: BookingRefund;
    /** The airline's or transfer company's latest change (03 §17); absent from answers before it existed. */
    supplier_notice?: SupplierNotice | null;
  };
}

/**
 * Arriving straight from payment (`?clear=true`): the payment steps leave history, so Back goes
 * home instead (02 §2). The entry is replaced by home and the detail pushed on top, once.
 */
function useClearHistory(product: BookingProduct, id: string | undefined) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const done = useRef(false);
  const clear = params.get('clear') === 'true';
  useEffect(() => {
    if (done.current || !clear || !id) return;
    done.current = true;
    void (async () => {
      await navigate('/', { replace: true });
      await navigate(bookingDetailPath(product, id), { state: { paid: true } });
    })();
  }, [clear, id, navigate, product]);
}

function PnrCard({ info }: { info: DetailBooking['info'] }) {
  const { t } = useTranslation();
  const pnr = info.pnr_code;
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
    <section
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm lg:col-start-2 lg:row-start-2"
      data-testid="pnr-card"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-xs font-semibold tracking-wide text-muted uppercase">{t('bookings.pnr_code')}</h2>
        <StatusBadge status={info.status} />
      </div>
      {pnr ? (
        // Wraps on a narrow phone: the Copy button goes under a code that fills the line.
        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
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
      {/* The phone stays on one line: `+90` alone at a line's end reads as a broken number. */}
      <p className="mt-2 text-sm break-words text-muted">
        {t('bookings.contact_line', { email: info.email, phone: info.phone.replaceAll(' ', '\u00a0') })}
      </p>
    </section>
  );
}

function StatusNotice({
  product,
  info,
  justPaid,
}: {
  product: BookingProduct;
  info: DetailBooking['info'];
  justPaid: boolean;
}) {
  const { t } = useTranslation();
  const { status } = info;
  if (status === 'confirming') return <ConfirmingCard product={product} email={info.email} />;
  if (status === 'failed') return <FailedNotice product={product} code={info.unique_code} />;
  if (status === 'completed' && justPaid) {
    return (
      // The words in ink: the brand green on its own tint reads 4.3:1, under WCAG's 4.5 (axe, issue 22).
      <p className="flex gap-3 rounded-2xl bg-success/10 p-4 text-sm font-medium text-ink" role="status">
        <ShieldIcon width={20} height={20} className="shrink-0 text-success" />
        <span>{t('bookings.paid_message', { email: info.email })}</span>
      </p>
    );
  }
  if (status === 'completed') return null;
  if (status === 'cancelled') return <CancelledNotice refund={info.refund ?? undefined} code={info.unique_code} />;
  const style = status === 'pending' ? 'bg-accent/15 text-ink' : 'bg-canvas text-muted';
  return (
    <p className={`rounded-2xl p-4 text-sm font-medium ${style}`} role="status">
      {t(`bookings.notice_${status}`)}
    </p>
  );
}

/** The copy kept on the device is showing (no network, or while the fresh one loads): say how old it is. */
function SavedCopyNote({ savedAt }: { savedAt: number }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  return (
    <p className="rounded-2xl bg-canvas px-4 py-3 text-sm text-muted" role="status" data-testid="last-updated">
      <span className="font-semibold text-ink">{t('offline.saved_copy')}</span> ·{' '}
      {t('offline.last_updated', { time: savedStamp(savedAt, language) })}
    </p>
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

interface FrameProps<T extends DetailBooking> {
  product: BookingProduct;
  title: string;
  query: UseQueryResult<ServedBooking<T>, unknown>;
  /** The product's own part, below the state notice and the PNR. */
  children(booking: T): ReactNode;
  /** What the booking's cancellation rules say, shown above its Cancel booking button (03 §13). */
  cancellationTerms(booking: T): CancellationTerms[];
}

/**
 * A booking detail page (02 §2) of either product: header, loading, not found, a failed load with
 * retry, then the state notice and the PNR above what the product shows.
 */
export function BookingDetailFrame<T extends DetailBooking>({
  product,
  title,
  query,
  children,
  cancellationTerms,
}: FrameProps<T>) {
  const { t } = useTranslation();
  const { id } = useParams();
  const location = useLocation();
  useClearHistory(product, id);
  const justPaid = (location.state as { paid?: boolean } | null)?.paid === true;
  // The ticket's first render once it arrives is deferred: React renders it as a transition, in
  // slices that leave the main thread free, instead of one long task (issue 21). Later answers (a
  // refetch after cancelling) show at once.
  const arrived = useDeferredValue(query.data) !== undefined;
  const served = arrived ? query.data : undefined;
  const booking = served?.booking;
  useOpenAtTop(location.key, Boolean(booking));

  if (isMissingBooking(query.error)) return <NotFoundPage />;
  const savedAt = served?.savedAt ?? null;
  const offline = query.isError && isNetworkFailure(query.error);
  return (
    <div className="pb-8" data-page="booking-detail">
      <PageHeader title={title} />
      {(query.isPending || (query.isSuccess && !booking)) && <DetailSkeleton />}
      {query.isError && (
        <div className="px-4">
          {offline ? (
            <p
              className="rounded-2xl bg-canvas p-4 text-[15px] font-medium"
              role="status"
              data-testid="offline-message"
            >
              {t('offline.ticket_not_saved')}
            </p>
          ) : null}
          <LoadFailed onRetry={() => query.refetch()} hideTitle={offline} />
        </div>
      )}
      {booking && (
        // On a desktop (issue 42) the trip on the left, the PNR, the actions and the cancellation beside
        // it. Drawn by CSS alone: the server's first view of a ticket is this same markup, so a desktop
        // paints the two columns at once. On a phone the wrappers change nothing: one column as before.
        <div className="space-y-4 px-4 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_auto_auto_auto_1fr] lg:items-start lg:gap-x-6 lg:gap-y-4 lg:space-y-0 lg:px-0">
          <div className="space-y-4 empty:hidden lg:col-span-2">
            {savedAt !== null && <SavedCopyNote savedAt={savedAt} />}
            <StatusNotice product={product} info={booking.info} justPaid={justPaid} />
            {/* Only while the trip stands: once cancelled, the cancellation says what happened. */}
            {booking.info.status === 'completed' && booking.info.supplier_notice && (
              <SupplierNoticeBanner product={product} notice={booking.info.supplier_notice} />
            )}
          </div>
          {/* Confirming (03 §17): no PNR or tickets yet; the card above says what is happening. */}
          {booking.info.status !== 'confirming' && <PnrCard info={booking.info} />}
          {(booking.info.status === 'completed' || booking.info.status === 'cancelled') && booking.info.pnr_code && (
            <div className="lg:col-start-2 lg:row-start-3">
              <BookingActions
                product={product}
                code={booking.info.unique_code}
                pnr={booking.info.pnr_code}
                shareCode={booking.info.share_code}
                status={booking.info.status}
                fresh={savedAt === null}
              />
            </div>
          )}
          {booking.info.status !== 'confirming' && (
            <div className="space-y-4 lg:col-start-1 lg:row-span-4 lg:row-start-2" data-testid="booking-trip">
              {children(booking)}
            </div>
          )}
          {booking.info.status === 'completed' && (
            <div className="lg:col-start-2 lg:row-start-4">
              <CancellationCard
                product={product}
                code={booking.info.unique_code}
                email={booking.info.email}
                terms={cancellationTerms(booking)}
                cancellable={savedAt === null}
              />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
