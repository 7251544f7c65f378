import type { Airport } from '@yolcu/contract';
import { todayInTurkey } from '@yolcu/contract/dates';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchLoader } from '../../components/ui/search-loader';
import { SheetSkeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api/errors';
import { tripDay } from '../../lib/day-format';
import { translateToken } from '../../lib/i18n';
import { useOnline } from '../../lib/network';
import { nearestAirport, useStartFlightSearch } from './api/start-search';
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

function AirportField({
  label,
  airport,
  onPress,
  placeholder,
}: {
  label: string;
  airport: Airport | null;
  onPress(): void;
  placeholder: string;
}) {
  return (
    <button
      type="button"
      onClick={onPress}
      className="flex min-h-16 w-full flex-col justify-center rounded-xl border border-line px-3 text-start hover:border-brand-500"
    >
      <span className="text-xs font-medium text-muted">{label}</span>
      {airport ? (
        <span className="truncate">
          <span className="text-lg font-bold">{airport.code}</span>{' '}
          {/* A city choice names itself "İstanbul (tüm havalimanları)": say it searches every airport. */}
          <span className="text-[15px]">{airport.type === 'city' ? airport.name : airport.city}</span>
        </span>
      ) : (
        <span className="text-[15px] text-muted">{placeholder}</span>
      )}
    </button>
  );
}

/** The home Flight Ticket form with every rule of 01 §5; the last search is kept. */
export function FlightSearchForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const s = useFlightSearch();
  const { nameOf } = useCabins();
  const online = useOnline();
  const start = useStartFlightSearch();
  const [panel, setPanel] = useState<Panel>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
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
    // Offline the pickers cannot list airports and the search cannot run: say so at once.
    if (!online) return toast.error(t('offline.search'));
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
    const parsed = flightSearchFormSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), translateToken(i.message)])));
      return;
    }
    setErrors({});
    try {
      const res = await start.mutateAsync(body);
      navigate(`/flight/search/?session_unique=${encodeURIComponent(res.session_unique)}`);
    } catch (e) {
      const err = e instanceof ApiError ? e : null;
      if (err?.fields) setErrors(Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, v[0] ?? ''])));
      toast.error(err?.message || t(err?.status === 0 ? 'error.network' : 'error.generic'));
    }
  }

  // Day, month and weekday in the interface language, as the results pages show them.
  const showDate = (d: string) => tripDay(d, i18n.language === 'tr' ? 'tr' : 'en');
  const paxSummary = t('flight_search.passengers_count', { count: totalPassengers(s.pax) });
  const className = nameOf(s.flightClass);
  const segment = (active: boolean) =>
    `flex-1 min-h-11 rounded-lg text-[15px] font-semibold ${active ? 'bg-white text-brand-700 shadow-sm' : 'text-muted'}`;

  return (
    <div className="space-y-3">
      <div className="flex gap-1 rounded-xl bg-canvas p-1" role="radiogroup" aria-label={t('flight_search.trip_type')}>
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
      <div className="relative space-y-2">
        <AirportField
          label={t('flight_search.from')}
          airport={s.from}
          onPress={() => setPanel('from')}
          placeholder={t('flight_search.choose_airport')}
        />
        <AirportField
          label={t('flight_search.to')}
          airport={s.to}
          onPress={() => setPanel('to')}
          placeholder={t('flight_search.choose_airport')}
        />
        <button
          type="button"
          onClick={s.swap}
          aria-label={t('flight_search.swap')}
          className="absolute end-3 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full border border-line bg-white text-brand-700 shadow-sm"
        >
          ⇅
        </button>
      </div>
      {errors.arrival_airport && (
        <p className="text-sm text-danger" role="alert">
          {errors.arrival_airport}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          onClick={() => setPanel('departure')}
          className="flex min-h-16 flex-col justify-center rounded-xl border border-line px-3 text-start"
        >
          <span className="text-xs font-medium text-muted">{t('flight_search.departure_date')}</span>
          <span className="font-semibold">{showDate(s.departureDate)}</span>
        </button>
        <button
          type="button"
          onClick={() => setPanel('return')}
          className={`flex min-h-16 flex-col justify-center rounded-xl border px-3 text-start ${s.flyType === 'RT' ? 'border-line' : 'border-dashed border-line'}`}
        >
          <span className="text-xs font-medium text-muted">{t('flight_search.return_date')}</span>
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
        </button>
      </div>
      {(errors.departure_date || errors.return_date) && (
        <p className="text-sm text-danger" role="alert">
          {errors.departure_date || errors.return_date}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          onClick={() => setPanel('pax')}
          className="flex min-h-14 flex-col justify-center rounded-xl border border-line px-3 text-start"
        >
          <span className="text-xs font-medium text-muted">{t('flight_search.passengers')}</span>
          <span className="font-semibold">{paxSummary}</span>
        </button>
        <button
          type="button"
          onClick={() => setPanel('class')}
          className="flex min-h-14 flex-col justify-center rounded-xl border border-line px-3 text-start"
        >
          <span className="text-xs font-medium text-muted">{t('flight_search.class')}</span>
          <span className="font-semibold">{className}</span>
        </button>
      </div>
      {(errors.adult || errors.infant || errors.child) && (
        <p className="text-sm text-danger" role="alert">
          {errors.adult || errors.infant || errors.child}
        </p>
      )}
      <label className="flex min-h-11 items-center gap-3 text-[15px]">
        <input
          type="checkbox"
          checked={s.directOnly}
          onChange={(e) => s.set({ directOnly: e.target.checked })}
          className="size-5 accent-brand-600"
        />
        {t('flight_search.direct_only')}
      </label>
      <button
        type="button"
        onClick={submit}
        disabled={start.isPending}
        className="min-h-12 w-full rounded-xl bg-brand-600 text-[16px] font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {start.isPending ? t('common.loading') : t('flight_search.submit')}
      </button>

      {start.isPending && s.from && s.to && (
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
