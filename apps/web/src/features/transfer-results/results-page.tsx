import { todayInTurkey } from '@yolcu/contract/dates';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { useNavigate, useSearchParams } from 'react-router';
import { PriceAlertBanner } from '../../components/price-alert/price-alert-banner';
import { EmptyState } from '../../components/ui/empty-state';
import { FilteredOut } from '../results-frame/filtered-out';
import { SheetSkeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { get, post } from '../../lib/api/client';
import { apiOrigin } from '../../lib/api/origin';
import { useCurrency } from '../../lib/api/queries';
import { dayMonth } from '../../lib/day-format';
import { formatMoney } from '../../lib/format';
import { needsNetwork } from '../../lib/network';
import { useSettings } from '../../lib/settings-store';
import { useCollapsedOnScroll } from '../../lib/use-collapsed-on-scroll';
import { useCountdown } from '../../lib/use-countdown';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePaging } from '../../lib/use-paging';
import { useResultsArrival } from '../../lib/use-results-arrival';
import { failureText } from '../results-frame/failure-text';
import { ResultsHeader } from '../results-frame/results-header';
import { ResultsFrame, ResultsStates, searchFormPath } from '../results-frame/results-states';
import { ResultsToolbar, ShowMore, SortSheet } from '../results-frame/results-toolbar';
import { useSessionMemory } from '../results-frame/use-session-memory';
import { TransferCard } from './components/transfer-card';
import { TransferDayBar } from './components/transfer-day-bar';
import { TransferFilterPanel, TransferFilterSheet } from './components/transfer-filter-sheet';
import { FilterColumn } from '../results-frame/filter-column';
import { SortTabs } from '../results-frame/sort-tabs';
import { useDesktop } from '../../lib/use-desktop';
import {
  activeTransferFilters,
  filterTransfers,
  NO_TRANSFER_FILTERS,
  sortTransfers,
  TRANSFER_SORT_KEYS,
  type TransferFilters,
  type TransferSortKey,
} from './list-rules';
import type { TransferSearchView } from './types';

const DateSheet = lazy(() => import('../../components/ui/date-sheet').then((m) => ({ default: m.DateSheet })));
/** Transfer type 2 is a shared shuttle, priced by the seat; the others by the vehicle. */
const SHARED_SHUTTLE = 2;
const SORTS = TRANSFER_SORT_KEYS.flatMap((key) => (['asc', 'desc'] as const).map((dir) => `${key}-${dir}` as const));
type SortId = (typeof SORTS)[number];
const FORM = searchFormPath('transfer');

/** Transfer results (02 §2): vehicles that fit, with filters, sorts, a new date or time, share and select. */
export function TransferResultsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionUnique = params.get('session_unique');
  const { currency, language } = useSettings();
  const rate = useCurrency(currency).data?.value ?? 1;
  const money = (n: number) => formatMoney(n, currency, rate, language);
  const session = useQuery({
    queryKey: ['transfer-search', sessionUnique, language],
    queryFn: () =>
      needsNetwork('offline.search', () =>
        get<TransferSearchView>('/api/transfer/gateway/search/', { session_unique: sessionUnique }),
      ),
    enabled: Boolean(sessionUnique),
    retry: false,
    // As the flight results (issue 41): an answer lives as long as its hold, then it is asked again
    // (the server says the search timed out) instead of being shown with a fresh countdown.
    staleTime: (q) => (q.state.data?.time_out_seconds ?? 0) * 1000,
    gcTime: 20 * 60_000,
  });
  const [filters, setFilters] = useState<TransferFilters>(NO_TRANSFER_FILTERS);
  const [sort, setSort] = useState<SortId>('price-asc');
  const [panel, setPanel] = useState<'filter' | 'sort' | 'date' | null>(null);
  const [busy, setBusy] = useState(false);
  const desktop = useDesktop();
  const view = session.data;
  const option = view?.search_options;
  useSessionMemory('transfer', sessionUnique, option?.id);
  const left = useCountdown(view?.time_out_seconds, session.dataUpdatedAt);
  const all = view?.search ?? [];
  const list = useMemo(() => {
    const [key, dir] = sort.split('-') as [TransferSortKey, 'asc' | 'desc'];
    return sortTransfers(filterTransfers(all, filters), key, dir);
  }, [all, filters, sort]);
  // 10 at a time, page one again when the filters, the sort or the results change (02 §4, §9).
  const paging = usePaging(list.length, [filters, sort, view?.search]);
  /** The vehicle being chosen while its call runs: one choice at a time, shown on its button. */
  const [choosing, setChoosing] = useState<string | null>(null);
  const collapsed = useCollapsedOnScroll();
  const ready = Boolean(option) && view?.status !== false && left !== 0;
  useDocumentTitle(
    option ? 'results3.title' : session.isPending ? 'a11y.title.searching' : 'results3.title_stale',
    option
      ? {
          from: option.departure_location.name,
          to: option.arrival_location.name,
          date: `${dayMonth(option.departure_date, language)} ${option.departure_pickup_time}`,
        }
      : undefined,
  );
  const headingRef = useResultsArrival({ ready, sessionUnique, secondsLeft: left, searchPath: FORM });

  /** A new date or time starts a new search; the same date and time does nothing (02 §4). */
  async function rerun(date: string, time: string) {
    if (!option || (date === option.departure_date && time === option.departure_pickup_time)) return;
    setBusy(true);
    try {
      const res = await post<{ session_unique: string }>('/api/transfer/gateway/search/', {
        departure_location_id: option.departure_location.id,
        arrival_location_id: option.arrival_location.id,
        departure_date: date,
        departure_pickup_time: time,
        passenger_count: option.passenger_count,
        baggage_count: option.baggage_count,
      });
      setFilters(NO_TRANSFER_FILTERS);
      navigate(`/transfer/search/?session_unique=${encodeURIComponent(res.session_unique)}`, { replace: true });
    } catch (e) {
      toast.error(failureText(e, t('results.try_again')));
    } finally {
      setBusy(false);
    }
  }

  async function choose(productId: string) {
    if (!sessionUnique || choosing || busy) return;
    setBusy(true);
    setChoosing(productId);
    try {
      const res = await post<{ status: boolean; research: boolean; message: string }>(
        '/api/transfer/gateway/search/select/',
        { session_unique: sessionUnique, product_id: productId },
      );
      if (!res.status) {
        toast.error(res.message);
        if (res.research) navigate(FORM);
        return;
      }
      navigate(`/transfer/payment/?session_unique=${encodeURIComponent(sessionUnique)}`);
    } catch {
      toast.error(t('results.try_again'));
    } finally {
      setBusy(false);
      setChoosing(null);
    }
  }

  function results() {
    if (!option) return null;
    const today = todayInTurkey();
    const sortLabel = (id: SortId) => {
      const [key, dir] = id.split('-');
      return `${t(`transfer_results.sort_${key}`)} ${dir === 'asc' ? '↑' : '↓'}`;
    };
    // On a desktop (issue 42) as the flight results: filters beside the list, sorts as tabs.
    return (
      <div className="pb-24 lg:grid lg:grid-cols-[19rem_minmax(0,1fr)] lg:items-start lg:gap-6 lg:pt-6 lg:pb-12">
        {desktop && all.length > 0 && (
          <FilterColumn activeFilters={activeTransferFilters(filters)} onClear={() => setFilters(NO_TRANSFER_FILTERS)}>
            <TransferFilterPanel results={all} filters={filters} onChange={setFilters} formatPrice={money} />
          </FilterColumn>
        )}
        <div className="contents lg:col-start-2 lg:block lg:min-w-0">
          <div className="contents lg:sticky lg:top-16 lg:z-20 lg:block lg:bg-canvas lg:pb-3">
            <ResultsHeader
              backPath={FORM}
              headingRef={headingRef}
              title={`${option.departure_location.name} → ${option.arrival_location.name}`}
              headingClassName={`leading-snug font-bold ${collapsed ? 'truncate' : 'line-clamp-2'}`}
              subtitle={
                <p className="text-xs text-muted">
                  {t('transfer_search.pax_summary', {
                    passengers: option.passenger_count,
                    baggage: option.baggage_count,
                  })}
                </p>
              }
              shareUrl={`${apiOrigin()}/transfer/search-gate/${option.id}`}
              collapsed={collapsed}
              secondsLeft={left}
            >
              <TransferDayBar
                date={option.departure_date}
                time={option.departure_pickup_time}
                today={today}
                busy={busy}
                onRerun={(d, time) => void rerun(d, time)}
                onOpenDate={() => setPanel('date')}
              />
            </ResultsHeader>
          </div>
          {desktop ? (
            <div className="space-y-3 pb-3">
              <p className="text-sm text-muted" data-testid="results-summary">
                {t('transfer_results.count', { count: list.length })}
              </p>
              <SortTabs<SortId>
                tabs={TRANSFER_SORT_KEYS.map((key) => ({
                  id: `${key}-asc` as SortId,
                  reverse: `${key}-desc` as SortId,
                }))}
                selected={sort}
                label={sortLabel}
                onPick={setSort}
              />
            </div>
          ) : (
            <ResultsToolbar
              summary={t('transfer_results.count', { count: list.length })}
              activeFilters={activeTransferFilters(filters)}
              sortLabel={t('results.sort')}
              onFilter={() => setPanel('filter')}
              onSort={() => setPanel('sort')}
            />
          )}
          <PriceAlertBanner
            product="transfer"
            option={option.id}
            search={{
              route: `${option.departure_location.name} → ${option.arrival_location.name}`,
              date: option.departure_date,
              time: option.departure_pickup_time,
            }}
          />
          {list.length === 0 ? (
            <div className="px-4 lg:px-0">
              {all.length > 0 && activeTransferFilters(filters) > 0 ? (
                <FilteredOut total={all.length} onClear={() => setFilters(NO_TRANSFER_FILTERS)} />
              ) : (
                <EmptyState title={t('not_found.no_transfer')} text={t('not_found.change_date')} />
              )}
            </div>
          ) : (
            <ul className="space-y-3 px-4 lg:px-0">
              {list.slice(0, paging.shown).map((r) => (
                <TransferCard
                  key={r.product_id}
                  r={r}
                  price={money(r.price.total)}
                  priceNote={
                    r.information.transfer_type_code === SHARED_SHUTTLE
                      ? t('results2.per_seat', { price: money(r.price.total / Math.max(1, option.passenger_count)) })
                      : t('results2.per_vehicle')
                  }
                  original={r.price.discount > 0 ? money(r.price.base) : null}
                  onChoose={() => choose(r.product_id)}
                  busy={busy}
                  pending={choosing === r.product_id ? t('results3.choosing') : null}
                />
              ))}
            </ul>
          )}
          {paging.hasMore && (
            <ShowMore
              sentinelRef={paging.sentinelRef}
              onMore={paging.showMore}
              shown={paging.shown}
              total={list.length}
            />
          )}
          {all.length > 0 && !desktop && (
            <TransferFilterSheet
              isOpen={panel === 'filter'}
              onOpenChange={(o) => setPanel(o ? 'filter' : null)}
              results={all}
              filters={filters}
              onChange={setFilters}
              formatPrice={money}
            />
          )}
          <SortSheet<SortId>
            isOpen={panel === 'sort'}
            onOpenChange={(o) => setPanel(o ? 'sort' : null)}
            options={SORTS.map((id) => ({ id, label: sortLabel(id) }))}
            selected={sort}
            onPick={setSort}
          />
          {panel === 'date' && (
            <Suspense fallback={<SheetSkeleton title={t('transfer_search.date')} />}>
              <DateSheet
                title={t('transfer_search.date')}
                value={option.departure_date}
                min={today}
                onPick={(d) => {
                  setPanel(null);
                  void rerun(d, option.departure_pickup_time);
                }}
                onClose={() => setPanel(null)}
              />
            </Suspense>
          )}
        </div>
      </div>
    );
  }

  return (
    <ResultsFrame
      announcement={
        ready
          ? t('results3.announce_transfers', {
              count: list.length,
              route: `${option?.departure_location.name} → ${option?.arrival_location.name}`,
            })
          : ''
      }
    >
      <ResultsStates
        product="transfer"
        sessionUnique={sessionUnique}
        session={session}
        pending={session.isPending}
        searchingText={t('transfer_results.searching')}
        skeletonRows={4}
        expired={view?.status === false || left === 0 || !option}
        expiredMessage={view?.message}
        optionId={option?.id}
      >
        {results}
      </ResultsStates>
    </ResultsFrame>
  );
}
