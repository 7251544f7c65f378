import type { SupplierNotice } from '@yolcu/contract';
import { useTranslation } from '../../../lib/translate';
import { useSettings } from '../../../lib/settings-store';
import type { BookingProduct } from '../api/bookings';
import { hhmm, instantDay, legDay } from '../dates';

type Leg = NonNullable<SupplierNotice['legs']>[number];

/** A moved leg: its flight and airports when known, then the new local times (the arrival's day when it differs). */
function LegLine({ leg }: { leg: Leg }) {
  const language = useSettings((s) => s.language);
  const route =
    leg.departure_airport && leg.arrival_airport ? `${leg.departure_airport} → ${leg.arrival_airport}` : null;
  const arrival =
    leg.arrival_date === leg.departure_date
      ? hhmm(leg.arrival_time)
      : `${legDay(leg.arrival_date, language)} ${hhmm(leg.arrival_time)}`;
  return (
    <li className="text-[15px]">
      {(leg.flight_number || route) && (
        <span className="font-semibold">{[leg.flight_number, route].filter(Boolean).join(' · ')}: </span>
      )}
      <span>
        {legDay(leg.departure_date, language)} {hhmm(leg.departure_time)} → {arrival}
      </span>
    </li>
  );
}

/**
 * What the airline or transfer company changed after the booking (03 §17): new times, or that it
 * cancelled the trip. The booking itself stays as it is (its times already the new ones for a
 * flight); a cancellation is the traveller's to make, with the card below.
 */
export function SupplierNoticeBanner({ product, notice }: { product: BookingProduct; notice: SupplierNotice }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const transfer = product === 'transfer';
  const cancelled = notice.type === 'cancelled';
  const title = cancelled
    ? transfer
      ? t('supplier_events.web_cancelled_transfer')
      : t('supplier_events.web_cancelled_flight')
    : transfer
      ? t('supplier_events.web_changed_transfer')
      : t('supplier_events.web_changed_flight');
  const note = cancelled
    ? t('supplier_events.web_cancelled_note')
    : transfer
      ? t('supplier_events.web_changed_note_transfer')
      : t('supplier_events.web_changed_note_flight');
  const legs = cancelled ? [] : (notice.legs ?? []);
  return (
    <section
      className={`rounded-2xl p-4 ${cancelled ? 'bg-danger/10' : 'bg-accent/15'}`}
      aria-labelledby="supplier-notice-title"
      data-testid="supplier-notice"
    >
      <h2 id="supplier-notice-title" className={`font-semibold ${cancelled ? 'text-danger' : 'text-ink'}`}>
        {title}
      </h2>
      {legs.length > 0 && (
        <>
          <h3 className="mt-2 text-xs font-semibold tracking-wide text-muted uppercase">
            {t('supplier_events.web_new_times')}
          </h3>
          <ul className="mt-1 space-y-1" data-testid="supplier-notice-legs">
            {legs.map((leg) => (
              <LegLine key={`${leg.direction}-${leg.leg}`} leg={leg} />
            ))}
          </ul>
        </>
      )}
      <p className="mt-2 text-[15px] text-ink">{note}</p>
      <p className="mt-1 text-sm text-muted">
        {t('supplier_events.web_announced', { date: instantDay(notice.occurred_at, language) })}
      </p>
    </section>
  );
}
