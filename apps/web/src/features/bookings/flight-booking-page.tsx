import type { FlightBooking } from '@yolcu/contract/flight-payment';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/translate';
import { useParams } from 'react-router';
import { useFlightBooking } from './api/bookings';
import { BookingDetailFrame } from './components/booking-detail-frame';
import type { CancellationTerms } from './components/cancellation-card';
import { DirectionView, type DirectionTicket } from './components/direction-view';
import { FarePackage } from './components/fare-package';
import { type BookedPassenger, PassengerCard } from './components/passenger-card';
import { type PriceLine, PriceCard } from './components/price-card';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatMoney } from '../../lib/format';
import { useSettings } from '../../lib/settings-store';

// The rides after the flight load after the ticket: their address builder comes with the contract's
// schemas (zod), which the ticket itself does not need on its way to the screen (issue 21).
const TransferSuggestions = lazy(() =>
  import('./components/transfer-suggestions').then((m) => ({ default: m.TransferSuggestions })),
);

function FlightBookingView({ booking }: { booking: FlightBooking }) {
  const { t } = useTranslation();
  const tickets = booking.tickets ?? [];
  const passengers: BookedPassenger[] = booking.passenger ?? tickets.map((tk) => tk.passenger);
  const directionTickets = (way: 'departure' | 'return'): DirectionTicket[] =>
    tickets.map((tk) => ({
      pax_type: tk.pax_type,
      name: `${tk.passenger.name} ${tk.passenger.surname}`,
      number: way === 'departure' ? tk.departure_ticket_number : tk.return_ticket_number,
      voided: tk.voided === true,
    }));
  const { price } = booking;
  const lines: PriceLine[] = [
    [t('bookings.price_base'), price.base],
    [t('bookings.price_tax'), price.tax],
    [t('bookings.price_service_fee'), price.service_fee],
  ];
  if (price.discount > 0) lines.push([t('bookings.price_discount'), -price.discount]);

  return (
    <>
      <DirectionView
        title={t('bookings.departure')}
        direction={booking.departure_booking}
        tickets={directionTickets('departure')}
        footer={<FarePackage fare={booking.departure_booking.info.alternative_price} />}
      />
      {booking.return_booking && (
        <DirectionView
          title={t('bookings.return')}
          direction={booking.return_booking}
          tickets={directionTickets('return')}
          footer={<FarePackage fare={booking.return_booking.info.alternative_price} />}
        />
      )}
      {booking.info.status === 'completed' && (
        <Suspense fallback={null}>
          <TransferSuggestions suggestions={booking.transfer_suggestions ?? []} />
        </Suspense>
      )}
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
      <PriceCard status={booking.info.status} lines={lines} total={price.total} payment={booking.payment} />
    </>
  );
}

/**
 * Each way's fare rules as shown at purchase (its `cancelation_policies_texts`), titled when there
 * are two. The rules' amounts are the fare's, before any coupon; a booking paid partly with a coupon
 * says how its refund follows from them, as the cancellation quote works it out (03 §13, issue 41):
 * the coupon becomes usable again and the card gets the rules' amount less the coupon, never below nothing.
 */
function useFlightTerms() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  return (booking: FlightBooking): CancellationTerms[] => {
    const lines = (way: FlightBooking['departure_booking']) =>
      (way.info.cancelation_policies_texts ?? []).map((p) => p.description).filter(Boolean);
    const coupon = booking.price.discount;
    const couponLine =
      coupon > 0 ? [t('notice41.coupon_rule', { coupon: formatMoney(coupon, 'TRY', 1, language) })] : [];
    const back = booking.return_booking;
    if (!back) return [{ lines: [...lines(booking.departure_booking), ...couponLine] }];
    return [
      { title: t('bookings.departure'), lines: lines(booking.departure_booking) },
      { title: t('bookings.return'), lines: lines(back) },
      { lines: couponLine },
    ];
  };
}

/** Flight booking detail (02 §2): PNR, state, each way as a ticket, the passengers and what was paid. */
export function FlightBookingPage() {
  useDocumentTitle('a11y.title.flight_booking');
  const { t } = useTranslation();
  const query = useFlightBooking(useParams().id);
  const terms = useFlightTerms();
  return (
    <BookingDetailFrame product="flight" title={t('bookings.detail_title')} query={query} cancellationTerms={terms}>
      {(booking) => <FlightBookingView booking={booking} />}
    </BookingDetailFrame>
  );
}
