import type { TransferPaymentData } from '@yolcu/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translate';
import { pickupMisfit, type TripTransfer } from '../../../lib/trip-transfer';
import { formatFlightDay, hhmm } from '../format-trip';
import type { TransferFormValues } from '../transfer-payment-form';

const WarnIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
    <path d="M12 3l10 18H2z" strokeLinejoin="round" />
    <path d="M12 10v5M12 18v.5" strokeLinecap="round" />
  </svg>
);

/**
 * A pick-up that does not fit the flight the traveller came from (03 §14): a ride from the airport
 * before the flight lands, or to it after the flight leaves. A warning, not an error: paying
 * stays possible. Said only while the flight number is still that flight's (another flight's time
 * is not known here).
 */
export function FlightFitWarning({ trip, data }: { trip: TripTransfer | null; data: TransferPaymentData }) {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext<TransferFormValues>();
  const typed = useWatch({ control, name: 'transfer.flight_number' }) ?? '';
  const pickup = { date: data.info.departure_date, time: data.info.departure_time };
  const same = trip !== null && typed.trim().toUpperCase() === trip.flight_number.toUpperCase();
  const show = same && pickupMisfit(trip, pickup);
  return (
    <div role="status">
      {show && trip.flight_date && trip.flight_time && (
        <div
          className="flex gap-3 rounded-2xl border border-accent/60 bg-accent/10 p-4 text-sm"
          data-testid="flight-fit-warning"
        >
          <span className="shrink-0 text-[#92400e]">
            <WarnIcon />
          </span>
          <div className="min-w-0">
            <p className="font-semibold">{t('trips_web.misfit_title')}</p>
            <p className="mt-1">
              {t(trip.kind === 'from_airport' ? 'trips_web.misfit_landing' : 'trips_web.misfit_leaving', {
                pickup: hhmm(pickup.time),
                flight: trip.flight_number,
                time: hhmm(trip.flight_time),
                day: formatFlightDay(trip.flight_date, i18n.language),
              })}
            </p>
            <p className="mt-1 text-muted">{t('trips_web.misfit_hint')}</p>
          </div>
        </div>
      )}
    </div>
  );
}
