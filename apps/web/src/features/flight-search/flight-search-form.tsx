import type { Airport, SearchStartResponse } from '@yolcu/contract';
import { todayInTurkey } from '@yolcu/contract/dates';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { EndsFields, FieldButton, FormAlert, SearchButton } from '../../components/search-form/form-parts';
import { useSearchSubmit } from '../../components/search-form/use-search-submit';
import { SearchLoader } from '../../components/ui/search-loader';
import { SheetSkeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { post } from '../../lib/api/client';
import { tripDay } from '../../lib/day-format';
import { nearestAirport } from './api/start-search';
import { useCabins } from './cabins';
import { totalPassengers } from './passenger-rules';
import { laterDate, useFlightSearch } from './search-store';

type Panel = 'from' | 'to' | 'pax' | 'class' | 'departure' | 'return' | null;

/** Each sheet's title: the real sheet's, and its frame's while the sheet's code loads. */
const PANEL_TITLES = {
  from: 'flight_search.from',
  to: 'flight_search.to',
  pax: 'flight_search.passengers',
  class: 'flight_search.class',
  departure: 'flight_search.departure_date',
  return: 'flight_search.return_date',
} as const;

// Sheets load on first open: the home page's first download carries no dialog library.
const AirportPicker = lazy(() => import('./components/airport-picker').then((m) => ({ default: m.AirportPicker })));
const DateSheet = lazy(() => import('../../components/ui/date-sheet').then((m) => ({ default: m.DateSheet })));
const OptionSheets = lazy(() => import('./components/option-sheets').then((m) => ({ default: m.OptionSheets })));

/** An airport as its field shows it: code, then city (a city choice says it searches every airport). */
const airportValue = (airport: Airport | null) =>
  airport && (
    <span className="truncate">
      <span className="text-lg font-bold">{airport.code}</span>{' '}
      <span className="text-[15px]">{airport.type === 'city' ? airport.name : airport.city}</span>
    </span>
  );

/** The home Flight Ticket form with every rule of 01 §5; the last search is kept. */
export function FlightSearchForm() {
  const { t, i18n } = useTranslation();
  const s = useFlightSearch();
  const { nameOf } = useCabins();
  const { busy, errors, setErrors, canSearch, search } = useSearchSubmit('/flight/search/');
  const [panel, setPanel] = useState<Panel>(null);
  const today = todayInTurkey();

  useEffect(() => {
    const { departureReset } = useFlightSearch.getState().normaliseDates();
    if (departureReset) toast.info(t('search.departure_past'));
    if (!useFlightSearch.getState().from)
      void nearestAirport()
        .then((a) => a && !useFlightSearch.getState().from && useFlightSearch.getState().set({ from: a }))
        // Offline, or the server unreachable: the From field stays empty until the user picks.
        .catch(() => undefined);
  }, [t]);

  async function submit() {
    if (!canSearch()) return;
    if (!s.from) return setPanel('from');
    if (!s.to) return setPanel('to');
    if (s.flyType === 'RT' && !s.returnDate) {
      setErrors({ return_date: t('plan_web.choose_return') });
      return setPanel('return');
    }
    const body = {
      fly_type: s.flyType,
      direct_flights_only: s.directOnly,
      departure_airport: s.from.id,
      arrival_airport: s.to.id,
      departure_date: s.departureDate,
      return_date: s.flyType === 'RT' ? s.returnDate : null,
      ...s.pax,
      flight_class: s.flightClass,
    };
    // The contract's rules run here first; the schema loads with the first search, not with the page.
    const { flightSearchFormSchema } = await import('@yolcu/contract/flight-search');
    await search(body, flightSearchFormSchema, (b) => post<SearchStartResponse>('/api/flight/gateway/search/', b));
  }

  // Day, month and weekday in the interface language, as the results pages show them.
  const showDate = (d: string) => tripDay(d, i18n.language === 'tr' ? 'tr' : 'en');
  const paxSummary = t('flight_search.passengers_count', { count: totalPassengers(s.pax) });
  const className = nameOf(s.flightClass);
  const segment = (active: boolean) =>
    `flex-1 min-h-11 rounded-lg text-[15px] font-semibold ${active ? 'bg-white text-brand-700 shadow-sm' : 'text-muted'}`;

  return (
    // On a desktop (issue 42) one row of fields across the width, in the order a keyboard reaches them.
    <div className="space-y-3 lg:grid lg:grid-cols-12 lg:gap-3 lg:space-y-0">
      <div
        className="flex gap-1 rounded-xl bg-canvas p-1 lg:col-span-12 lg:w-80"
        role="radiogroup"
        aria-label={t('flight_search.trip_type')}
      >
        {(['OW', 'RT'] as const).map((type) => (
          <button
            key={type}
            type="button"
            role="radio"
            aria-checked={s.flyType === type}
            className={segment(s.flyType === type)}
            onClick={() => s.set({ flyType: type })}
          >
            {t(type === 'OW' ? 'flight_search.one_way' : 'flight_search.round_trip')}
          </button>
        ))}
      </div>
      <EndsFields
        from={{
          label: t('flight_search.from'),
          value: airportValue(s.from),
          placeholder: t('flight_search.choose_airport'),
          onPress: () => setPanel('from'),
        }}
        to={{
          label: t('flight_search.to'),
          value: airportValue(s.to),
          placeholder: t('flight_search.choose_airport'),
          onPress: () => setPanel('to'),
        }}
        swapLabel={t('flight_search.swap')}
        onSwap={s.swap}
        className="lg:col-span-5"
      />
      <FormAlert message={errors.arrival_airport} />
      <div className="grid grid-cols-2 gap-2 lg:col-span-4">
        <FieldButton label={t('flight_search.departure_date')} onPress={() => setPanel('departure')}>
          <span className="font-semibold">{showDate(s.departureDate)}</span>
        </FieldButton>
        <FieldButton
          label={t('flight_search.return_date')}
          onPress={() => setPanel('return')}
          className={`min-h-16 border-line ${s.flyType === 'RT' ? '' : 'border-dashed'}`}
        >
          <span
            className={
              s.flyType === 'RT' && s.returnDate
                ? 'font-semibold'
                : s.flyType === 'RT'
                  ? 'font-semibold text-danger'
                  : 'text-muted'
            }
          >
            {s.flyType !== 'RT'
              ? t('flight_search.add_return')
              : s.returnDate
                ? showDate(s.returnDate)
                : t('plan_web.choose_return')}
          </span>
        </FieldButton>
      </div>
      <FormAlert message={errors.departure_date || errors.return_date} />
      <div className="grid grid-cols-2 gap-2 lg:col-span-3">
        <FieldButton
          label={t('flight_search.passengers')}
          onPress={() => setPanel('pax')}
          className="min-h-14 border-line lg:min-h-16"
        >
          <span className="truncate font-semibold">{paxSummary}</span>
        </FieldButton>
        <FieldButton
          label={t('flight_search.class')}
          onPress={() => setPanel('class')}
          className="min-h-14 border-line lg:min-h-16"
        >
          <span className="truncate font-semibold">{className}</span>
        </FieldButton>
      </div>
      <FormAlert message={errors.adult || errors.infant || errors.child} />
      <label className="flex min-h-11 items-center gap-3 text-[15px] lg:col-span-8">
        <input
          type="checkbox"
          checked={s.directOnly}
          onChange={(e) => s.set({ directOnly: e.target.checked })}
          className="size-5 accent-brand-600"
        />
        {t('flight_search.direct_only')}
      </label>
      <SearchButton
        className="lg:col-span-4"
        busy={busy}
        label={t('flight_search.submit')}
        busyLabel={t('common.loading')}
        onPress={() => void submit()}
      />

      {busy && s.from && s.to && (
        <SearchLoader
          route={`${s.from.code} → ${s.to.code}`}
          lines={[
            `${t(s.flyType === 'RT' ? 'flight_search.round_trip' : 'flight_search.one_way')} · ${showDate(s.departureDate)}${s.flyType === 'RT' && s.returnDate ? ` – ${showDate(s.returnDate)}` : ''}`,
            `${paxSummary} · ${className}`,
          ]}
        />
      )}
      {panel && (
        <Suspense
          fallback={
            <SheetSkeleton
              title={t(PANEL_TITLES[panel])}
              size={panel === 'pax' || panel === 'class' ? 'half' : 'tall'}
            />
          }
        >
          {panel === 'from' || panel === 'to' ? (
            <AirportPicker
              isOpen
              onOpenChange={(o) => !o && setPanel(null)}
              title={t(PANEL_TITLES[panel])}
              otherEnd={panel === 'from' ? s.to : s.from}
              onPick={(a) => {
                if (panel === 'from') {
                  s.set({ from: a });
                  setPanel(s.to ? null : 'to');
                } else {
                  s.set({ to: a });
                  setPanel(null);
                }
              }}
            />
          ) : panel === 'departure' || panel === 'return' ? (
            <DateSheet
              title={t(PANEL_TITLES[panel])}
              value={panel === 'departure' ? s.departureDate : s.returnDate || s.departureDate}
              min={panel === 'departure' ? today : s.departureDate}
              range={
                s.flyType === 'RT' || panel === 'return'
                  ? { start: s.departureDate, end: s.returnDate || s.departureDate }
                  : undefined
              }
              // Prices of the way being chosen: a return's are the route the other way round.
              prices={
                s.from && s.to
                  ? panel === 'departure'
                    ? { from: s.from.id, to: s.to.id }
                    : { from: s.to.id, to: s.from.id }
                  : null
              }
              note={panel === 'return' ? errors.return_date : undefined}
              onPick={(d) => {
                if (panel === 'departure') {
                  const { returnCleared } = s.setDeparture(laterDate(d, today));
                  if (returnCleared) {
                    // The old return is now before the departure: say so and ask for a new one at once.
                    setErrors({ return_date: t('search.return_before_departure') });
                    setPanel('return');
                    return;
                  }
                } else {
                  s.setReturn(d);
                  setErrors(({ return_date: _r, ...rest }) => rest);
                }
                setPanel(null);
              }}
              onClose={() => setPanel(null)}
            />
          ) : (
            <OptionSheets panel={panel} onClose={() => setPanel(null)} />
          )}
        </Suspense>
      )}
    </div>
  );
}
