import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { useNavigate, useSearchParams } from 'react-router';
import { PriceAlertBanner } from '../../components/price-alert/price-alert-banner';
import { EmptyState } from '../../components/ui/empty-state';
import { FilteredOut } from '../results-frame/filtered-out';
import { SearchLoader } from '../../components/ui/search-loader';
import { ListSkeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { post } from '../../lib/api/client';
import { apiOrigin } from '../../lib/api/origin';
import { useCurrency } from '../../lib/api/queries';
import { dayMonth, tripDay } from '../../lib/day-format';
import { formatMoney } from '../../lib/format';
import { useSettings } from '../../lib/settings-store';
import { useCollapsedOnScroll } from '../../lib/use-collapsed-on-scroll';
import { useCountdown } from '../../lib/use-countdown';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePaging } from '../../lib/use-paging';
import { useResultsArrival } from '../../lib/use-results-arrival';
import { failureText } from '../results-frame/failure-text';
import { ResultsHeader } from '../results-frame/results-header';
import { ResultsFrame, ResultsStates } from '../results-frame/results-states';
import { ResultsToolbar, ShowMore, SortSheet } from '../results-frame/results-toolbar';
import { useSessionMemory } from '../results-frame/use-session-memory';
import { useSearchSession } from './api/search-session';
import { ChosenOutbound } from './components/chosen-outbound';
import { FilterSheet, FlightFilterPanel } from './components/filter-sheet';
import { FilterColumn } from '../results-frame/filter-column';
import { SortTabs } from '../results-frame/sort-tabs';
import { useDesktop } from '../../lib/use-desktop';
import { FlightDateBar } from './components/flight-date-bar';
import { FlightDatePicker } from './components/flight-date-picker';
import { FlightList } from './components/flight-list';
import { activeFilterCount, type Filters, filterResults, NO_FILTERS } from './filtering';
import { DEFAULT_SORT, type SortKey, sortResults } from './sorting';
import { type FlightResult, type FlightSearchOption, isPackaged, type PackagedResult } from './types';
import { useFlightChoice } from './use-flight-choice';

const SORTS = (['price', 'departure', 'arrival', 'duration', 'airline'] as SortKey[]).flatMap((key) =>
  (['asc', 'desc'] as const).map((dir) => `${key}-${dir}` as const),
);
type SortId = (typeof SORTS)[number];
/** The desktop's sort tabs: each way of sorting, its usual direction first (issue 42). */
const SORT_TABS = [
  { id: 'price-asc', reverse: 'price-desc' },
  { id: 'departure-asc', reverse: 'departure-desc' },
  { id: 'arrival-asc', reverse: 'arrival-desc' },
  { id: 'duration-asc', reverse: 'duration-desc' },
  { id: 'airline-asc', reverse: 'airline-desc' },
] as const satisfies ReadonlyArray<{ id: SortId; reverse: SortId }>;
const route = (o: FlightSearchOption | undefined) => `${o?.departure_airport.code} → ${o?.arrival_airport.code}`;

/** Flight results (02 §2): cards cheapest first, fares one box at a time, sort, paging by 10, countdown. */
export function FlightResultsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionUnique = params.get('session_unique');
  const session = useSearchSession(sessionUnique);
  const { currency, language } = useSettings();
  const rate = useCurrency(currency).data?.value ?? 1;
  const money = (n: number) => formatMoney(n, currency, rate, language);
  const [sortId, setSortId] = useState<SortId>(`${DEFAULT_SORT.key}-${DEFAULT_SORT.dir}`);
  const sort = useMemo(() => {
    const [key, dir] = sortId.split('-') as [SortKey, 'asc' | 'desc'];
    return { key, dir };
  }, [sortId]);
  const [panel, setPanel] = useState<'filter' | 'sort' | null>(null);
  const [datePanel, setDatePanel] = useState<'departure' | 'return' | null>(null);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const collapsed = useCollapsedOnScroll();
  const desktop = useDesktop();
  // The results render as a deferred value: the list of cards is built in the background in small
  // slices (the query's own update is synchronous), so a slow phone stays responsive while it draws.
  const view = useDeferredValue(session.data);
  const pending = session.isPending || (view === undefined && session.data !== undefined);
  // Counted from when this answer came, so a results page shown again does not start the hold anew.
  const left = useCountdown(view?.time_out_seconds, session.dataUpdatedAt);
  /** A re-search from this page (another day, other dates) is running: the loader shows, taps wait. */
  const [researching, setResearching] = useState(false);
  /** The dates the re-search runs for: its loader says them, as the home form's does (issue 41). */
  const [rerunDates, setRerunDates] = useState<{ departure: string; returnDate: string | null } | null>(null);
  const researchRun = useRef(false);
  const option = view?.search_options;
  useSessionMemory('flight', sessionUnique, option?.id);
  const choice = useFlightChoice(sessionUnique, option, () => {
    setFilters(NO_FILTERS);
    paging.reset();
  });
  const { outbound, returns, loadingReturns } = choice;
  const all = (outbound ? (returns ?? []) : (view?.search ?? [])) as Array<FlightResult | PackagedResult>;
  const list = useMemo(() => sortResults(filterResults(all, filters), sort), [all, filters, sort]);
  const outboundSides = useMemo(() => all.map((r) => (isPackaged(r) ? r.departure : r)), [all]);
  // Page one again whenever the filters, the sort or the list being chosen from change (02 §4).
  const paging = usePaging(list.length, [filters, sort, returns, view?.search]);
  const outboundFare = outbound?.result.price.alternative_prices.find((f) => f.code === outbound.fare);
  const outboundPrice = outboundFare?.price.total ?? outbound?.result.price.total ?? 0;
  const timedOut = view?.status === false || left === 0;
  const ready = Boolean(option) && !timedOut;

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

  /** The same search on other dates, as a new session; a return before departure is pushed forward. */
  async function rerun(departure: string, returnDate: string | null) {
    if (!option || researchRun.current) return;
    researchRun.current = true;
    const back = returnDate ? (returnDate < departure ? departure : returnDate) : null;
    setRerunDates({ departure, returnDate: back });
    setResearching(true);
    try {
      const res = await post<{ session_unique: string }>('/api/flight/gateway/search/', {
        fly_type: option.fly_type,
        direct_flights_only: option.direct_flights_only,
        departure_airport: option.departure_airport.id,
        arrival_airport: option.arrival_airport.id,
        departure_date: departure,
        return_date: back,
        adult: option.adult,
        child: option.child,
        infant: option.infant,
        senior: option.senior,
        flight_class: option.flight_class,
      });
      choice.changeOutbound();
      navigate(`/flight/search/?session_unique=${encodeURIComponent(res.session_unique)}`, { replace: true });
    } catch (e) {
      toast.error(failureText(e, t('results.try_again')));
    } finally {
      researchRun.current = false;
      setResearching(false);
    }
  }

  function results() {
    if (!option) return null;
    const day = (d: string) => tripDay(d, language);
    const filterPanel = (
      <FlightFilterPanel
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
    );
    const sortLabel = (id: SortId) => t(`results.sort_${id.replace('-', '_')}`);
    // On a desktop (issue 42): the filters in a column beside the list, applied as they change; the
    // header and a chosen outbound pinned above the list; the sorts as tabs. A phone's page is one
    // column with the filter and sort sheets; `contents` keeps its sticky header where it was.
    return (
      <div className="pb-24 lg:grid lg:grid-cols-[19rem_minmax(0,1fr)] lg:items-start lg:gap-6 lg:pt-6 lg:pb-12">
        {desktop && all.length > 0 && (
          <FilterColumn activeFilters={activeFilterCount(filters)} onClear={() => setFilters(NO_FILTERS)}>
            {filterPanel}
          </FilterColumn>
        )}
        <div className="contents lg:col-start-2 lg:block lg:min-w-0">
          <div className="contents lg:sticky lg:top-16 lg:z-20 lg:block lg:space-y-3 lg:bg-canvas lg:pb-3">
            <ResultsHeader
              backPath="/"
              headingRef={headingRef}
              title={`${route(option)}${option.fly_type === 'RT' ? ` → ${option.departure_airport.code}` : ''}`}
              headingClassName="font-bold"
              subtitle={
                // Wraps rather than cuts: the dates of a round trip must stay readable on a 320 px phone.
                <p className="text-xs text-muted" data-testid="results-subtitle">
                  {day(option.departure_date)}
                  {option.return_date && ` – ${day(option.return_date)}`} ·{' '}
                  {t('flight_search.passengers_count', { count: option.total_passenger_count })} ·{' '}
                  {option.flight_class_name}
                </p>
              }
              shareUrl={`${apiOrigin()}/ucak-bileti/ara/${option.id}/`}
              collapsed={collapsed}
              secondsLeft={left}
            >
              <FlightDateBar
                option={option}
                choosingReturn={outbound !== null}
                researching={researching}
                onOpenDate={setDatePanel}
                onRerun={(d, r) => void rerun(d, r)}
              />
            </ResultsHeader>
            {outbound && (
              <ChosenOutbound
                result={outbound.result}
                fareName={outboundFare?.name ?? outbound.fare}
                price={money(outboundPrice)}
                onChange={choice.changeOutbound}
              />
            )}
          </div>
          {desktop ? (
            <div className="space-y-3 pb-3">
              <p className="text-sm text-muted" data-testid="results-summary">
                {outbound ? t('results.choose_return') : t('results.count', { count: list.length })}
              </p>
              <SortTabs<SortId> tabs={[...SORT_TABS]} selected={sortId} label={sortLabel} onPick={setSortId} />
            </div>
          ) : (
            <ResultsToolbar
              summary={outbound ? t('results.choose_return') : t('results.count', { count: list.length })}
              activeFilters={activeFilterCount(filters)}
              sortLabel={`${t('results.sort')}: ${sortLabel(sortId)}`}
              onFilter={() => setPanel('filter')}
              onSort={() => setPanel('sort')}
            />
          )}
          {/* The alert watches the whole search, so it is offered while choosing the outbound (or packaged) flight. */}
          {!outbound && (
            <PriceAlertBanner
              product="flight"
              option={option.id}
              search={{ route: route(option), date: option.departure_date, returnDate: option.return_date }}
            />
          )}
          {loadingReturns ? (
            <div className="space-y-3 px-4 lg:px-0" aria-busy="true" data-testid="returns-loading">
              <p className="text-center text-sm text-muted">{t('results3.loading_returns')}</p>
              <ListSkeleton rows={3} />
            </div>
          ) : list.length === 0 ? (
            <div className="px-4 lg:px-0">
              {all.length > 0 && activeFilterCount(filters) > 0 ? (
                <FilteredOut total={all.length} onClear={() => setFilters(NO_FILTERS)} />
              ) : (
                <EmptyState title={t('not_found.no_flight')} text={t('not_found.change_date')} />
              )}
            </div>
          ) : (
            <FlightList
              key={outbound?.result.product_id ?? 'outbound'}
              results={list.slice(0, paging.shown)}
              option={option}
              outbound={outbound && { result: outbound.result, price: outboundPrice }}
              money={money}
              choosing={choice.choosing}
              onChoose={(r, fare) => void choice.choose(r, fare)}
            />
          )}
          {paging.hasMore && !loadingReturns && (
            <ShowMore
              sentinelRef={paging.sentinelRef}
              onMore={paging.showMore}
              shown={paging.shown}
              total={list.length}
            />
          )}
          {all.length > 0 && !desktop && (
            <FilterSheet
              isOpen={panel === 'filter'}
              onOpenChange={(o) => setPanel(o ? 'filter' : null)}
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
          <FlightDatePicker
            option={option}
            panel={datePanel}
            onPanel={setDatePanel}
            onRerun={(d, r) => void rerun(d, r)}
          />
          {researching && (
            <SearchLoader
              route={route(option)}
              lines={[
                // What is searched now, as the home form's loader says it: the trip and its new dates, who and which cabin.
                `${t(option.fly_type === 'RT' ? 'flight_search.round_trip' : 'flight_search.one_way')} · ${tripDay(rerunDates?.departure ?? option.departure_date, language)}${option.fly_type === 'RT' && (rerunDates?.returnDate ?? option.return_date) ? ` – ${tripDay((rerunDates?.returnDate ?? option.return_date)!, language)}` : ''}`,
                `${t('flight_search.passengers_count', { count: option.total_passenger_count })} · ${option.flight_class_name}`,
              ]}
            />
          )}
          <SortSheet<SortId>
            isOpen={panel === 'sort'}
            onOpenChange={(o) => setPanel(o ? 'sort' : null)}
            options={SORTS.map((id) => ({ id, label: t(`results.sort_${id.replace('-', '_')}`) }))}
            selected={sortId}
            onPick={setSortId}
          />
        </div>
      </div>
    );
  }

  // What a screen reader hears when the results arrive or change.
  const announcement = !ready
    ? ''
    : loadingReturns
      ? t('results3.loading_returns')
      : t('results3.announce_flights', { count: list.length, route: route(option) });
  return (
    <ResultsFrame announcement={announcement}>
      <ResultsStates
        product="flight"
        sessionUnique={sessionUnique}
        session={session}
        pending={pending}
        searchingText={t('results.searching')}
        skeletonRows={5}
        expired={timedOut}
        expiredMessage={view?.message}
        optionId={option?.id}
      >
        {results}
      </ResultsStates>
    </ResultsFrame>
  );
}
