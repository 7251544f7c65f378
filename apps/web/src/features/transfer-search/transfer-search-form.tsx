import { PICKUP_TIMES, type TransferLocation } from '@yolcu/contract';
import { bookablePickupTimes, todayInTurkey } from '@yolcu/contract/dates';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { EndsFields, FieldButton, FormAlert, SearchButton } from '../../components/search-form/form-parts';
import { useSearchSubmit } from '../../components/search-form/use-search-submit';
import { toast } from '../../components/ui/toast';
import { post } from '../../lib/api/client';
import { useTransferSearch } from './search-store';
import { useTripPrefill } from './use-trip-prefill';
import type { TripTransfer } from '../../lib/trip-transfer';
import { SheetSkeleton } from '../../components/ui/skeleton';

type Panel = 'from' | 'to' | 'pax' | 'date' | null;

const LocationPicker = lazy(() => import('./components/location-picker').then((m) => ({ default: m.LocationPicker })));
const PaxSheet = lazy(() => import('./components/pax-sheet').then((m) => ({ default: m.PaxSheet })));
const DateSheet = lazy(() => import('../../components/ui/date-sheet').then((m) => ({ default: m.DateSheet })));

/** A place as its field shows it: its name. */
const placeValue = (place: TransferLocation | null) =>
  place && <span className="truncate text-[15px] font-semibold">{place.name}</span>;

/** Says which flight the form was filled for (03 §14), and what is left to choose. */
function TripNote({ trip, day }: { trip: TripTransfer; day(date: string): string }) {
  const { t } = useTranslation();
  const from = trip.kind === 'from_airport';
  const when = trip.flight_date && trip.flight_time ? { day: day(trip.flight_date), time: trip.flight_time } : null;
  return (
    <p
      className="rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-700 lg:col-span-12"
      role="status"
      data-testid="trip-note"
    >
      {when
        ? t(from ? 'trips_web.form_note_landing' : 'trips_web.form_note_leaving', {
            flight: trip.flight_number,
            ...when,
          })
        : t('trips_web.form_note_flight', { flight: trip.flight_number })}{' '}
      {t(from ? 'trips_web.form_pick_to' : 'trips_web.form_pick_from')}
    </p>
  );
}

/** The home Transport tab (01 §2, §5): places, date, pick-up time, passengers and bags; last search kept. */
export function TransferSearchForm() {
  const { t, i18n } = useTranslation();
  const s = useTransferSearch();
  const [panel, setPanel] = useState<Panel>(null);
  const { busy, errors, canSearch, search } = useSearchSubmit('/transfer/search/');
  const today = todayInTurkey();
  const trip = useTripPrefill();

  useEffect(() => {
    if (useTransferSearch.getState().normaliseDate()) toast.info(t('search.departure_past'));
  }, [t]);

  // A time kept from earlier that is no longer two hours away moves to the first one that is,
  // so that what the picker shows is what is searched.
  const times = bookablePickupTimes(s.date, PICKUP_TIMES);
  const firstTime = times[0];
  const timeGone = !times.includes(s.time);
  useEffect(() => {
    if (timeGone && firstTime) s.set({ time: firstTime });
  }, [timeGone, firstTime, s.set]);

  async function submit() {
    if (!canSearch()) return;
    if (!s.from) return setPanel('from');
    if (!s.to) return setPanel('to');
    const body = {
      departure_location_id: s.from.id,
      arrival_location_id: s.to.id,
      departure_date: s.date,
      departure_pickup_time: s.time,
      passenger_count: s.passengers,
      baggage_count: s.baggage,
    };
    const { transferSearchFormSchema } = await import('@yolcu/contract/transfer-search');
    const broken = await search(body, transferSearchFormSchema, (b) =>
      post<{ session_unique: string }>('/api/transfer/gateway/search/', b),
    );
    // A day that has passed since the search was kept moves to today, under its message.
    if (broken.departure_date) s.set({ date: today });
  }

  const dayOf = (date: string, month: 'long' | 'short' = 'long', weekday?: 'long') =>
    new Intl.DateTimeFormat(i18n.language === 'tr' ? 'tr-TR' : 'en-GB', {
      day: '2-digit',
      month,
      weekday,
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
  const showDate = dayOf(s.date, 'long', 'long');
  const error =
    errors.arrival_location_id ||
    errors.departure_location_id ||
    errors.departure_date ||
    errors.departure_pickup_time ||
    errors.passenger_count ||
    errors.baggage_count;

  return (
    // On a desktop (issue 42) one row of fields across the width, as the flight form.
    <div className="space-y-3 lg:grid lg:grid-cols-12 lg:gap-3 lg:space-y-0">
      {trip && <TripNote trip={trip} day={(date) => dayOf(date, 'long')} />}
      <EndsFields
        from={{
          label: t('transfer_search.from'),
          value: placeValue(s.from),
          placeholder: t('transfer_search.choose_place'),
          onPress: () => setPanel('from'),
        }}
        to={{
          label: t('transfer_search.to'),
          value: placeValue(s.to),
          placeholder: t('transfer_search.choose_place'),
          onPress: () => setPanel('to'),
        }}
        swapLabel={t('transfer_search.swap')}
        onSwap={s.swap}
        className="lg:col-span-5"
      />
      <div className="grid grid-cols-[1fr_auto] gap-2 lg:col-span-4">
        <FieldButton label={t('transfer_search.date')} onPress={() => setPanel('date')}>
          <span className="leading-snug font-semibold">{showDate}</span>
        </FieldButton>
        <label className="flex min-h-16 flex-col justify-center rounded-xl border border-line px-3">
          <span className="text-xs font-medium text-muted">{t('transfer_search.pickup_time')}</span>
          <select
            value={s.time}
            onChange={(e) => s.set({ time: e.target.value })}
            className="bg-transparent text-[16px] font-semibold outline-none"
          >
            {times.length === 0 && (
              <option value={s.time} disabled>
                {t('transfer_search.no_times_left')}
              </option>
            )}
            {times.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FieldButton
        label={t('transfer_search.passengers_baggage')}
        onPress={() => setPanel('pax')}
        className="min-h-14 border-line lg:col-span-3 lg:min-h-16"
      >
        <span className="font-semibold">
          {t('transfer_search.pax_summary', { passengers: s.passengers, baggage: s.baggage })}
        </span>
      </FieldButton>
      <FormAlert message={error} />
      <SearchButton
        className="lg:col-span-4 lg:col-start-9"
        busy={busy}
        label={t('transfer_search.submit')}
        busyLabel={t('common.loading')}
        onPress={() => void submit()}
      />
      {panel && (
        // The sheet's frame shows at the tap while its code loads on a slow network (issue 13).
        <Suspense
          fallback={
            <SheetSkeleton
              title={t(
                panel === 'from'
                  ? 'transfer_search.from'
                  : panel === 'to'
                    ? 'transfer_search.to'
                    : panel === 'pax'
                      ? 'transfer_search.passengers_baggage'
                      : 'transfer_search.date',
              )}
              size={panel === 'pax' ? 'half' : 'tall'}
            />
          }
        >
          {(panel === 'from' || panel === 'to') && (
            <LocationPicker
              title={t(panel === 'from' ? 'transfer_search.from' : 'transfer_search.to')}
              otherEnd={panel === 'from' ? s.to : s.from}
              onClose={() => setPanel(null)}
              onPick={(l) => {
                s.set(panel === 'from' ? { from: l } : { to: l });
                setPanel(panel === 'from' && !s.to ? 'to' : null);
              }}
            />
          )}
          {panel === 'pax' && <PaxSheet onClose={() => setPanel(null)} />}
          {panel === 'date' && (
            <DateSheet
              title={t('transfer_search.date')}
              value={s.date}
              min={today}
              onPick={(d) => {
                s.set({ date: d });
                setPanel(null);
              }}
              onClose={() => setPanel(null)}
            />
          )}
        </Suspense>
      )}
    </div>
  );
}
