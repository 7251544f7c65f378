import type { TransferBooking } from '@yolcu/contract/transfer-payment';
import { useTranslation } from '../../lib/translate';
import { useParams } from 'react-router';
import { useTransferBooking } from './api/bookings';
import { BookingDetailFrame } from './components/booking-detail-frame';
import { type PriceLine, PriceCard } from './components/price-card';
import {
  ChosenExtras,
  RouteCard,
  TransferNotes,
  TransferPassengers,
  VehicleCard,
  VendorCard,
} from './components/transfer-view';
import { useDocumentTitle } from '../../lib/use-document-title';

function TransferPrice({ booking }: { booking: TransferBooking }) {
  const { t } = useTranslation();
  const { price } = booking;
  // 02 §2: Selected Vehicle, Discount, Extra Products, VAT only when there is any, then the total.
  const lines: PriceLine[] = [
    [t('bookings.price_selected_vehicle'), price.base],
    [t('bookings.price_discount'), price.discount > 0 ? -price.discount : 0],
    [t('bookings.price_extras'), price.extra_products_price],
  ];
  if (price.tax !== 0) lines.push([t('bookings.price_vat'), price.tax]);
  return <PriceCard status={booking.info.status} lines={lines} total={price.total} payment={booking.payment} />;
}

/** Transfer booking detail, titled Ticket Detail (02 §2): PNR, state, vehicle, route, extras, passengers and price. */
export function TransferBookingPage() {
  useDocumentTitle('a11y.title.transfer_booking');
  const { t } = useTranslation();
  const query = useTransferBooking(useParams().id);
  return (
    <BookingDetailFrame
      product="transfer"
      title={t('bookings.ticket_detail_title')}
      query={query}
      // 03 §13: a full refund until 24 hours before pick-up, then none; absent from an old kept copy.
      cancellationTerms={(booking) => [
        { lines: booking.cancellation_terms ? [booking.cancellation_terms.description] : [] },
      ]}
    >
      {(booking) => (
        <>
          <VehicleCard booking={booking} />
          <RouteCard booking={booking} />
          {/* A cancelled ride has no driver coming: no "Your driver", no meeting instructions (issue 41). */}
          {booking.info.status !== 'cancelled' && <VendorCard booking={booking} />}
          <TransferNotes booking={booking} />
          <ChosenExtras booking={booking} />
          <TransferPassengers booking={booking} />
          <TransferPrice booking={booking} />
        </>
      )}
    </BookingDetailFrame>
  );
}
