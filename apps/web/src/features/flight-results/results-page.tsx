import { todayInTurkey } from '@yolcu/contract/dates';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { PriceAlertBanner } from '../../components/price-alert/price-alert-banner';
import { EmptyState } from '../../components/ui/empty-state';
import { BackIcon } from '../../components/ui/icons';
import { Sheet } from '../../components/ui/sheet';
import { ListSkeleton, SheetSkeleton } from '../../components/ui/skeleton';
import { StaleSearch } from '../../components/ui/stale-search';
import { toast } from '../../components/ui/toast';
import { post } from '../../lib/api/client';
import { ApiError } from '../../lib/api/errors';
import { isNetworkFailure } from '../../lib/network';
import { useCurrency } from '../../lib/api/queries';
import { dayMonth, tripDay } from '../../lib/day-format';
import { formatMoney } from '../../lib/format';
import { passengerSummary } from '../../lib/passenger-summary';
import { airportChanges } from '../../lib/airport-change';
import { rememberedOption, rememberSearch } from '../../lib/search-memory';
import { useCollapsedOnScroll } from '../../lib/use-collapsed-on-scroll';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSettings } from '../../lib/settings-store';
import { shareLink } from '../../lib/share';
import { useSearchSession, useSelectFlight } from './api/search-session';
import { SearchLoader } from '../../components/ui/search-loader';
import { DayStrip } from './components/day-strip';
import { FilterSheet } from './components/filter-sheet';
import { FlightCard } from './components/flight-card';
import { activeFilterCount, type Filters, filterResults, NO_FILTERS } from './filtering';
import { DEFAULT_SORT, type Sort, type SortKey, sortResults } from './sorting';
import { type FlightResult, isPackaged, type PackagedResult } from './types';
import { useCountdown } from '../../lib/use-countdown';
import { usePaging } from '../../lib/use-paging';
import { clearLeftPayment, leftPaymentOf } from '../../lib/left-payment';
import { apiOrigin } from '../../lib/api/origin';
import { useResultsArrival } from '../../lib/use-results-arrival';

const DateSheet = lazy(() => import('../../components/ui/date-sheet').then((m) => ({ default: m.DateSheet })));
const SORT_KEYS: SortKey[] = ['price', 'departure', 'arrival', 'duration', 'airline'];

/** Flight results (02 §2): cards cheapest first, fares one box at a time, sort, paging by 10, countdown. */
export function FlightResultsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionUnique = params.get('session_unique');
  const session = useSearchSession(sessionUnique);
  const select = useSelectFlight();
  const { currency, language } = useSettings();
  const rate = useCurrency(currency).data?.value ?? 1;
  const money = (n: number) => formatMoney(n, currency, rate, language);
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [openBox, setOpenBox] = useState<{ id: string; box: 'details' | 'fares' } | null>(null);
  const [sortOpen, setSortOpen] = useState(false);
  const [filterOpen, setFilterOpen] = useState(false);
  const [datePanel, setDatePanel] = useState<'departure' | 'return' | null>(null);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [outbound, setOutbound] = useState<{ result: FlightResult; fare: string } | null>(null);
  const [returns, setReturns] = useState<FlightResult[] | null>(null);
  /** The fare being chosen while its call runs: one choice at a time, shown on its button. */
  const [choosing, setChoosing] = useState<{ id: string; fare: string } | null>(null);
  /** Counts outbound choices, so that a return list arriving after Change is dropped. */
  const outboundRun = useRef(0);
  const collapsed = useCollapsedOnScroll();
  // The results render as a deferred value: the list of cards is built in the background in small
  // slices (the query's own update is synchronous), so a slow phone stays responsive while it draws.
  const view = useDeferredValue(session.data);
  const pending = session.isPending || (view === undefined && session.data !== undefined);
  // Counted from when this answer came, so a results page shown again does not start the hold anew.
  const left = useCountdown(view?.time_out_seconds, session.dataUpdatedAt);
  /** A re-search from this page (another day, other dates) is running: the loader shows, taps wait. */
  const [researching, setResearching] = useState(false);
  const researchRun = useRef(false);
  /** A departure picked past the return: the return is asked for before anything is searched. */
  const [pendingDeparture, setPendingDeparture] = useState<string | null>(null);
  const option = view?.search_options;
  // Back from a payment page that was left unpaid: this search runs again from scratch (02 §4).
  // Checked after commit, once the payment page's clean-up has noted the session it left.
  useEffect(() => {
    if (!option?.id || !leftPaymentOf(sessionUnique)) return;
    clearLeftPayment();
    navigate(`/flight/search-gate/${option.id}`, { replace: true });
  }, [sessionUnique, option?.id, navigate]);
  useEffect(() => {
    if (sessionUnique && option?.id) rememberSearch('flight', sessionUnique, option.id);
  }, [sessionUnique, option?.id]);

  const loadingReturns = outbound !== null && returns === null;
  const all = (outbound ? (returns ?? []) : (view?.search ?? [])) as Array<FlightResult | PackagedResult>;
  const list = useMemo(() => sortResults(filterResults(all, filters), sort), [all, filters, sort]);
  const outboundSides = useMemo(() => all.map((r) => (isPackaged(r) ? r.departure : r)), [all]);

  // Page one again whenever the filters, the sort or the list being chosen from change (02 §4).
  const paging = usePaging(list.length, [filters, sort, returns, view?.search]);
  const passengers = option?.total_passenger_count ?? 1;
  /**
   * The party's total with what it covers (issue 20): what one adult pays, and the total for whom
   * ("2 adults, 1 child"). A result without per_adult (an older session) keeps the even split.
   */
  const priceNote = (price: { total: number; per_adult?: number }) => {
    if (!option || price.per_adult === undefined || passengers === 1)
      return t('results2.price_split', {
        count: passengers,
        per: money(price.total / passengers),
        total: money(price.total),
      });
    const onlyAdults = option.child + option.infant + option.senior === 0;
    return t(onlyAdults ? 'plan_web.price_per_person' : 'plan_web.price_per_adult', {
      per: money(price.per_adult),
      total: money(price.total),
      who: passengerSummary(option, t),
    });
  };
  const outboundFare = outbound?.result.price.alternative_prices.find((f) => f.code === outbound.fare);
  const outboundPrice = outboundFare?.price.total ?? outbound?.result.price.total ?? 0;

  const timedOut = view?.status === false || left === 0;
  const ready = Boolean(option) && !timedOut;
  const day = (d: string) => tripDay(d, language);

  useDocumentTitle(
    option ? 'results3.title' : pending ? 'a11y.title.searching' : 'results3.title_stale',
    option
      ? {
          from: option.departure_airport.city,
          to: option.arrival_airport.city,
          date: option.return_date
            ? `${dayMonth(option.departure_date, language)} – ${dayMonth(option.return_date, language)}`
            : dayMonth(option.departure_date, language),
        }
      : undefined,
  );

  const headingRef = useResultsArrival({ ready, sessionUnique, secondsLeft: left, searchPath: '/' });

  const shift = (d: string, days: number) =>
    new Date(Date.parse(`${d}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  /** Previous / next day: the same search one day earlier or later, as a new session (02 §2). */
  const shiftDay = (days: number) => option && rerun(shift(option.departure_date, days), option.return_date);

  /** The same search on other dates, as a new session; a return before departure is pushed forward. */
  async function rerun(departure: string, returnDate: string | null) {
    if (!option || researchRun.current) return;
    researchRun.current = true;
    setResearching(true);
    const body = {
      fly_type: option.fly_type,
      direct_flights_only: option.direct_flights_only,
      departure_airport: option.departure_airport.id,
      arrival_airport: option.arrival_airport.id,
      departure_date: departure,
      return_date: returnDate ? (returnDate < departure ? departure : returnDate) : null,
      adult: option.adult,
      child: option.child,
      infant: option.infant,
      senior: option.senior,
      flight_class: option.flight_class,
    };
    try {
      const res = await post<{ session_unique: string }>('/api/flight/gateway/search/', body);
      setOutbound(null);
      setReturns(null);
      setFilters(NO_FILTERS);
      paging.reset();
      navigate(`/flight/search/?session_unique=${encodeURIComponent(res.session_unique)}`, { replace: true });
    } catch (e) {
      toast.error(e instanceof ApiError && e.message ? e.message : t('results.try_again'));
    } finally {
      researchRun.current = false;
      setResearching(false);
    }
  }

  /** The shared link opens the same search for anyone (03 §6). */
  const share = (optionId: number) =>
    shareLink(`${apiOrigin()}/ucak-bileti/ara/${optionId}/`, t('results.link_copied'));

  /** Back to the outbound list; a return list still on its way is dropped. */
  function changeOutbound() {
    outboundRun.current++;
    setOutbound(null);
    setReturns(null);
    setFilters(NO_FILTERS);
  }

  /**
   * The outbound of a leg-by-leg round trip shows as chosen at once, with the return list loading
   * under it; a failure puts the outbound list back (02 §8: the message, then back).
   */
  async function chooseOutbound(result: FlightResult, fare: string) {
    if (!sessionUnique) return;
    const run = ++outboundRun.current;
    setOutbound({ result, fare });
    setReturns(null);
    setFilters(NO_FILTERS);
    setOpenBox(null);
    paging.reset();
    window.scrollTo({ top: 0 });
    try {
      const back = await post<{ status?: boolean; research?: boolean; message?: string; search: FlightResult[] }>(
        '/api/flight/gateway/search/return_items/',
        { session_unique: sessionUnique, product_ids: [result.product_id] },
      );
      if (run !== outboundRun.current) return;
      if (back.status === false) {
        changeOutbound();
        toast.error(back.message || t('results.try_again'));
        if (back.research) navigate('/');
        return;
      }
      setReturns(back.search);
    } catch (e) {
      if (run !== outboundRun.current) return;
      changeOutbound();
      toast.error(e instanceof ApiError && e.message ? e.message : t('results.try_again'));
    }
  }

  async function choose(result: FlightResult, fare: string) {
    if (!sessionUnique || !option || choosing || loadingReturns) return;
    if (option.fly_type === 'RT' && !option.is_packaged && !outbound) return chooseOutbound(result, fare);
    setChoosing({ id: result.product_id, fare });
    try {
      const productIds = outbound ? [outbound.result.product_id, result.product_id] : [result.product_id];
      const fares = outbound ? [outbound.fare, fare] : [fare];
      const res = await select.mutateAsync({
        session_unique: sessionUnique,
        product_ids: productIds,
        alternative_prices: fares,
      });
      if (!res.status) {
        toast.error(res.message);
        if (res.research) navigate('/');
        return;
      }
      navigate(`/flight/payment/?session_unique=${encodeURIComponent(sessionUnique)}`);
    } catch (e) {
      toast.error(e instanceof ApiError && e.message ? e.message : t('results.try_again'));
    } finally {
      setChoosing(null);
    }
  }

  const header = option && (
    <div className="sticky top-14 z-20 border-b border-line bg-surface px-2 py-2" data-testid="results-header">
      <div className="flex items-center gap-1">
        <button
          type="button"
          onClick={() => navigate('/')}
          className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-canvas"
          aria-label={t('common.back')}
        >
          <BackIcon />
        </button>
        <div className="min-w-0 flex-1">
          <h1
            ref={headingRef}
            // Focus lands here after a search for screen readers; the heading is no control, so no ring.
            style={{ outline: 'none' }}
            tabIndex={-1}
            className="font-bold"
          >
            {option.departure_airport.code} → {option.arrival_airport.code}
            {option.fly_type === 'RT' && ` → ${option.departure_airport.code}`}
          </h1>
          {!collapsed && (
            // Wraps rather than cuts: the dates of a round trip must stay readable on a 320 px phone.
            <p className="text-xs text-muted" data-testid="results-subtitle">
              {day(option.departure_date)}
              {option.return_date && ` – ${day(option.return_date)}`} ·{' '}
              {t('flight_search.passengers_count', { count: option.total_passenger_count })} ·{' '}
              {option.flight_class_name}
            </p>
          )}
        </div>
        {!collapsed && (
          <button
            type="button"
            onClick={() => share(option.id)}
            className="min-h-11 shrink-0 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('results.share')}
          </button>
        )}
        {left !== null && left > 0 && (
          <span
            className="shrink-0 rounded-full bg-canvas px-2.5 py-1 text-xs font-semibold tabular-nums text-muted"
            title={t('results.time_left')}
          >
            {Math.floor(left / 60)}:{String(left % 60).padStart(2, '0')}
          </span>
        )}
      </div>
      {!collapsed && (
        <>
          <div className="mt-1 flex flex-wrap justify-center gap-2 px-2">
            {(!outbound || option.is_packaged) && (
              <button
                type="button"
                onClick={() => setDatePanel('departure')}
                className="min-h-11 rounded-full border border-line px-3 text-sm font-semibold"
              >
                {t('flight_search.departure_date')}: {day(option.departure_date)}
              </button>
            )}
            {option.return_date && (outbound || option.is_packaged) && (
              <button
                type="button"
                onClick={() => setDatePanel('return')}
                className="min-h-11 rounded-full border border-line px-3 text-sm font-semibold"
              >
                {t('flight_search.return_date')}: {day(option.return_date)}
              </button>
            )}
          </div>
          {!outbound && (
            <DayStrip
              route={{ from: option.departure_airport.id, to: option.arrival_airport.id }}
              date={option.departure_date}
              max={option.return_date}
              disabled={researching}
              onPick={(d) => void rerun(d, option.return_date)}
            />
          )}
          {!option.is_packaged && !outbound && (
            <div className="mt-1 flex justify-between px-2">
              <button
                type="button"
                disabled={option.departure_date <= todayInTurkey() || researching}
                onClick={() => shiftDay(-1)}
                className="min-h-11 rounded-full px-3 text-sm font-semibold text-brand-700 disabled:text-muted/50"
              >
                ‹ {t('results.previous_day')}
              </button>
              <button
                type="button"
                disabled={researching || (option.return_date !== null && option.departure_date >= option.return_date)}
                onClick={() => shiftDay(1)}
                className="min-h-11 rounded-full px-3 text-sm font-semibold text-brand-700 disabled:text-muted/50"
              >
                {t('results.next_day')} ›
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );

  // What a screen reader hears when the results arrive or change (a polite live region, always on the page).
  const announcement = !ready
    ? ''
    : loadingReturns
      ? t('results3.loading_returns')
      : t('results3.announce_flights', {
          count: list.length,
          route: `${option?.departure_airport.code} → ${option?.arrival_airport.code}`,
        });

  function content() {
    if (session.isError && isNetworkFailure(session.error))
      return (
        <div className="space-y-3 p-4">
          <EmptyState title={session.error.message} />
          <Button variant="secondary" className="w-full" onPress={() => void session.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      );
    if (!sessionUnique || session.isError) {
      // 404: no such session; 400: not even the shape of one (a mangled link).
      const unknown =
        !sessionUnique || (session.error instanceof ApiError && [400, 404].includes(session.error.status));
      return (
        <StaleSearch
          title={t(unknown ? 'results3.link_invalid' : 'results.try_again')}
          text={t('results3.search_again_text')}
          searchAgainPath={searchAgainPath(rememberedOption('flight', sessionUnique))}
          formPath="/"
        />
      );
    }
    if (pending) {
      return (
        <div className="space-y-3 p-4" aria-busy="true">
          <p className="text-center text-sm text-muted">{t('results.searching')}</p>
          <ListSkeleton rows={5} />
        </div>
      );
    }
    if (timedOut) {
      return (
        <StaleSearch
          title={view?.message || t('search.timed_out')}
          text={t('results3.search_again_text')}
          searchAgainPath={searchAgainPath(option?.id ?? rememberedOption('flight', sessionUnique))}
          formPath="/"
        />
      );
    }
    return (
      <div className="pb-24">
        {header}
        {outbound && (
          <div
            className="mx-4 mt-3 rounded-2xl border border-brand-500 bg-brand-50 p-3 text-sm"
            data-testid="chosen-outbound"
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold">
                  {t('results.chosen_outbound')} · {day(outbound.result.departure.date)}
                </p>
                <p>
                  {outbound.result.departure.time} {outbound.result.departure.airport_code} →{' '}
                  {outbound.result.arrival.time} {outbound.result.arrival.airport_code} · {outbound.result.airline.name}
                </p>
                <p className="text-muted">
                  {outboundFare?.name ?? outbound.fare} · {money(outboundPrice)}
                </p>
              </div>
              <button
                type="button"
                className="min-h-11 shrink-0 px-2 font-semibold text-brand-700"
                onClick={changeOutbound}
              >
                {t('results.change')}
              </button>
            </div>
            <p className="mt-2 flex justify-between border-t border-brand-500/30 pt-2 font-semibold">
              <span>{t('results3.total_so_far')}</span>
              <span data-testid="running-total">{money(outboundPrice)}</span>
            </p>
          </div>
        )}
        <div className="flex items-center justify-between px-4 pt-3 pb-2">
          <p className="text-sm text-muted">
            {outbound ? t('results.choose_return') : t('results.count', { count: list.length })}
          </p>
          <div className="flex">
            <button
              type="button"
              onClick={() => setFilterOpen(true)}
              className="min-h-11 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('results.filter')}
              {activeFilterCount(filters) > 0 && ` (${activeFilterCount(filters)})`}
            </button>
            <button
              type="button"
              onClick={() => setSortOpen(true)}
              className="min-h-11 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('results.sort')}: {t(`results.sort_${sort.key}_${sort.dir}`)}
            </button>
          </div>
        </div>
        {/* The alert watches the whole search, so it is offered while choosing the outbound (or packaged) flight. */}
        {option && !outbound && (
          <PriceAlertBanner
            product="flight"
            option={option.id}
            search={{
              route: `${option.departure_airport.code} → ${option.arrival_airport.code}`,
              date: option.departure_date,
              returnDate: option.return_date,
            }}
          />
        )}
        {loadingReturns ? (
          <div className="space-y-3 px-4" aria-busy="true" data-testid="returns-loading">
            <p className="text-center text-sm text-muted">{t('results3.loading_returns')}</p>
            <ListSkeleton rows={3} />
          </div>
        ) : list.length === 0 ? (
          <div className="px-4">
            <EmptyState title={t('not_found.no_flight')} text={t('not_found.change_date')} />
          </div>
        ) : (
          <ul className="space-y-3 px-4">
            {list.slice(0, paging.shown).map((r) => {
              const legs = isPackaged(r) ? [r.departure, r.return] : [r];
              return (
                <FlightCard
                  key={r.product_id}
                  legs={legs}
                  price={money(r.price.total)}
                  priceNote={priceNote(r.price)}
                  totalNote={
                    outbound ? t('results3.trip_total', { total: money(outboundPrice + r.price.total) }) : undefined
                  }
                  airportNotes={
                    isPackaged(r)
                      ? airportChanges(
                          { from: r.departure.departure.airport_code, to: r.departure.arrival.airport_code },
                          { from: r.return.departure.airport_code, to: r.return.arrival.airport_code },
                          t,
                        )
                      : outbound
                        ? airportChanges(
                            {
                              from: outbound.result.departure.airport_code,
                              to: outbound.result.arrival.airport_code,
                            },
                            {
                              from: (r as FlightResult).departure.airport_code,
                              to: (r as FlightResult).arrival.airport_code,
                            },
                            t,
                          )
                        : undefined
                  }
                  fareNote={
                    option && passengers > 1
                      ? t('plan_web.fare_total_for', { who: passengerSummary(option, t) })
                      : undefined
                  }
                  open={openBox?.id === r.product_id ? openBox.box : null}
                  onToggle={(box) =>
                    setOpenBox(openBox?.id === r.product_id && openBox.box === box ? null : { id: r.product_id, box })
                  }
                  fares={r.price.alternative_prices}
                  formatPrice={money}
                  onChooseFare={(fare) => choose(r as FlightResult, fare)}
                  busy={choosing !== null}
                  pending={
                    choosing?.id === r.product_id ? { fare: choosing.fare, label: t('results3.choosing') } : null
                  }
                />
              );
            })}
          </ul>
        )}
        {paging.hasMore && !loadingReturns && (
          <div ref={paging.sentinelRef} className="px-4 pt-3">
            <button
              type="button"
              onClick={paging.showMore}
              className="min-h-11 w-full rounded-xl border border-line text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('results2.show_more', { shown: paging.shown, total: list.length })}
            </button>
          </div>
        )}
        {all.length > 0 && (
          <FilterSheet
            isOpen={filterOpen}
            onOpenChange={setFilterOpen}
            outbound={outboundSides}
            inbound={all.flatMap((r) => (isPackaged(r) ? [r.return] : []))}
            prices={all.map((r) => r.price.total)}
            filters={filters}
            onChange={(f) => {
              setFilters(f);
              paging.reset();
            }}
            formatPrice={money}
          />
        )}
        {datePanel && option && (
          <Suspense
            fallback={
              <SheetSkeleton
                title={t(datePanel === 'departure' ? 'flight_search.departure_date' : 'flight_search.return_date')}
              />
            }
          >
            <DateSheet
              title={t(datePanel === 'departure' ? 'flight_search.departure_date' : 'flight_search.return_date')}
              value={
                datePanel === 'departure'
                  ? option.departure_date
                  : (pendingDeparture ?? option.return_date ?? option.departure_date)
              }
              min={datePanel === 'departure' ? todayInTurkey() : (pendingDeparture ?? option.departure_date)}
              range={option.return_date ? { start: option.departure_date, end: option.return_date } : undefined}
              prices={
                datePanel === 'departure'
                  ? { from: option.departure_airport.id, to: option.arrival_airport.id }
                  : { from: option.arrival_airport.id, to: option.departure_airport.id }
              }
              note={pendingDeparture && datePanel === 'return' ? t('search.return_before_departure') : undefined}
              onPick={(d) => {
                setDatePanel(null);
                if (datePanel === 'departure') {
                  if (d === option.departure_date) return;
                  // The return is never moved silently: one now before the departure is asked for again.
                  if (option.return_date && d > option.return_date) {
                    setPendingDeparture(d);
                    setDatePanel('return');
                    return;
                  }
                  void rerun(d, option.return_date);
                } else {
                  const departure = pendingDeparture ?? option.departure_date;
                  setPendingDeparture(null);
                  // The same dates do nothing; other dates start a new search.
                  if (departure !== option.departure_date || d !== option.return_date) void rerun(departure, d);
                }
              }}
              onClose={() => {
                setDatePanel(null);
                setPendingDeparture(null);
              }}
            />
          </Suspense>
        )}
        {researching && (
          <SearchLoader
            route={`${option?.departure_airport.code} → ${option?.arrival_airport.code}`}
            lines={[
              option
                ? `${t(option.fly_type === 'RT' ? 'flight_search.round_trip' : 'flight_search.one_way')} · ${t('flight_search.passengers_count', { count: option.total_passenger_count })}`
                : '',
            ]}
          />
        )}
        <Sheet isOpen={sortOpen} onOpenChange={setSortOpen} title={t('results.sort')} size="tall">
          <div className="space-y-2" role="radiogroup" aria-label={t('results.sort')}>
            {SORT_KEYS.flatMap((key) => (['asc', 'desc'] as const).map((dir) => ({ key, dir }))).map((s) => (
              <button
                key={`${s.key}-${s.dir}`}
                type="button"
                role="radio"
                aria-checked={sort.key === s.key && sort.dir === s.dir}
                onClick={() => {
                  setSort(s);
                  setSortOpen(false);
                }}
                className={`flex min-h-12 w-full items-center rounded-xl border px-4 text-[15px] ${sort.key === s.key && sort.dir === s.dir ? 'border-brand-500 bg-brand-50 font-semibold' : 'border-line'}`}
              >
                {t(`results.sort_${s.key}_${s.dir}`)}
              </button>
            ))}
          </div>
        </Sheet>
      </div>
    );
  }

  // Scroll anchoring off: the header folding must not make the browser scroll back (and unfold it).
  return (
    <div style={{ overflowAnchor: 'none' }}>
      <p role="status" aria-live="polite" className="sr-only" data-testid="results-announcer">
        {announcement}
      </p>
      {content()}
    </div>
  );
}

/** "Search again" runs the stored option when it is known; otherwise the search form it is. */
const searchAgainPath = (option: number | null | undefined) => (option ? `/flight/search-gate/${option}` : null);
