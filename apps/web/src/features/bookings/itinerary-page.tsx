import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translate';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../components/ui/not-found-view';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { type BookingProduct, isMissingBooking } from './api/bookings';
import { type Itineraries, useItinerary } from './api/itinerary';
import { DirectionView } from './components/direction-view';
import { LoadFailed } from './components/load-failed';
import { StatusBadge } from './components/status-badge';
import { RouteCard, VehicleCard } from './components/transfer-view';

/** Whoever opens a shared trip may want one of their own: the product's search, one tap away. */
function SearchInvite({ product }: { product: BookingProduct }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-2xl bg-brand-50 p-4" data-testid="itinerary-invite">
      <p className="text-[15px] text-ink">{product === 'flight' ? t('home.flight_intro') : t('home.transfer_intro')}</p>
      <Link
        to={product === 'flight' ? '/' : '/?tab=transfer'}
        className="mt-3 inline-flex min-h-11 w-full items-center justify-center rounded-xl bg-brand-600 px-4 text-[15px] font-semibold text-white hover:bg-brand-700"
      >
        {product === 'flight' ? t('flight_search.submit') : t('transfer_search.submit')}
      </Link>
    </section>
  );
}

function ItinerarySkeleton() {
  return (
    <div className="space-y-4 px-4" aria-busy="true">
      <Skeleton className="h-56 w-full rounded-2xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
    </div>
  );
}

/**
 * A shared trip (03 §12 Share), the link a booking's Share sends: the trip as the booking detail
 * shows it, without names, PNR, contact, tickets or price (the answer carries none of them).
 */
function ItineraryPage<P extends BookingProduct>({
  product,
  children,
}: {
  product: P;
  children(trip: Itineraries[P]): ReactNode;
}) {
  useDocumentTitle(product === 'flight' ? 'a11y.title.flight_itinerary' : 'a11y.title.transfer_itinerary');
  const { t } = useTranslation();
  const query = useItinerary(product, useParams().code);

  if (isMissingBooking(query.error)) return <NotFoundPage />;
  const trip = query.data;
  return (
    <div className="pb-8">
      <PageHeader
        title={product === 'flight' ? t('a11y.title.flight_itinerary') : t('a11y.title.transfer_itinerary')}
      />
      {query.isPending && <ItinerarySkeleton />}
      {query.isError && (
        <div className="px-4">
          <LoadFailed onRetry={() => void query.refetch()} />
        </div>
      )}
      {trip && (
        <div className="space-y-4 px-4">
          {trip.status === 'cancelled' && (
            <p
              className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4 text-sm font-medium text-ink"
              role="status"
            >
              <StatusBadge status="cancelled" />
              <span>{t('bookings.notice_cancelled')}</span>
            </p>
          )}
          {children(trip)}
          <SearchInvite product={product} />
        </div>
      )}
    </div>
  );
}

/** `/flight/itinerary/:code`: each way with its legs, days, times and airline. */
export function FlightItineraryPage() {
  const { t } = useTranslation();
  return (
    <ItineraryPage product="flight">
      {(trip) => (
        <>
          <DirectionView title={t('bookings.departure')} direction={trip.departure_booking} tickets={[]} />
          {trip.return_booking && (
            <DirectionView title={t('bookings.return')} direction={trip.return_booking} tickets={[]} />
          )}
        </>
      )}
    </ItineraryPage>
  );
}

/** `/transfer/itinerary/:code`: the vehicle, the route, the pick-up day and time. */
export function TransferItineraryPage() {
  return (
    <ItineraryPage product="transfer">
      {(trip) => (
        <>
          <VehicleCard booking={trip} />
          <RouteCard booking={trip} />
        </>
      )}
    </ItineraryPage>
  );
}
