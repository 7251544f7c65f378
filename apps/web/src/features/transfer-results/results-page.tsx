import { bookablePickupTimes, RESULTS_PICKUP_TIMES } from '@yolcu/contract';
import { todayInTurkey } from '@yolcu/contract/dates';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
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
import { get, post } from '../../lib/api/client';
import { isNetworkFailure, needsNetwork } from '../../lib/network';
import { ApiError } from '../../lib/api/errors';
import { useCurrency } from '../../lib/api/queries';
import { dayMonth, tripDay } from '../../lib/day-format';
import { formatMoney } from '../../lib/format';
import { rememberedOption, rememberSearch } from '../../lib/search-memory';
import { useCollapsedOnScroll } from '../../lib/use-collapsed-on-scroll';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSettings } from '../../lib/settings-store';
import { shareLink } from '../../lib/share';
import { useCountdown } from '../../lib/use-countdown';
import { usePaging } from '../../lib/use-paging';
import { TransferCard } from './components/transfer-card';
import { TransferFilterSheet } from './components/transfer-filter-sheet';
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
import { clearLeftPayment, leftPaymentOf } from '../../lib/left-payment';
import { apiOrigin } from '../../lib/api/origin';
import { useResultsArrival } from '../../lib/use-results-arrival';

const DateSheet = lazy(() => import('../../components/ui/date-sheet').then((m) => ({ default: m.DateSheet })));
/** Transfer type 2 is a shared shuttle, priced by the seat; the others by the vehicle. */
const SHARED_SHUTTLE = 2;
const addDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

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
  });
  const [filters, setFilters] = useState<TransferFilters>(NO_TRANSFER_FILTERS);
  const [sort, setSort] = useState<{ key: TransferSortKey; dir: 'asc' | 'desc' }>({ key: 'price', dir: 'asc' });
  const [panel, setPanel] = useState<'filter' | 'sort' | 'date' | null>(null);
  const [busy, setBusy] = useState(false);
  const view = session.data;
  const option = view?.search_options;
  // Back from a payment page that was left unpaid: this search runs again from scratch (02 §4).
  // Checked after commit, once the payment page's clean-up has noted the session it left.
  useEffect(() => {
    if (!option?.id || !leftPaymentOf(sessionUnique)) return;
    clearLeftPayment();
    navigate(`/transfer/search-gate/${option.id}`, { replace: true });
  }, [sessionUnique, option?.id, navigate]);
  const left = useCountdown(view?.time_out_seconds);
  const all = view?.search ?? [];
  const list = useMemo(() => sortTransfers(filterTransfers(all, filters), sort.key, sort.dir), [all, filters, sort]);
  // 10 at a time, page one again when the filters, the sort or the results change (02 §4, §9).
  const paging = usePaging(list.length, [filters, sort, view?.search]);
  /** The vehicle being chosen while its call runs: one choice at a time, shown on its button. */
  const [choosing, setChoosing] = useState<string | null>(null);
  const collapsed = useCollapsedOnScroll();
  const ready = Boolean(option) && view?.status !== false && left !== 0;
  useEffect(() => {
    if (sessionUnique && option?.id) rememberSearch('transfer', sessionUnique, option.id);
  }, [sessionUnique, option?.id]);
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
  const headingRef = useResultsArrival({ ready, sessionUnique, secondsLeft: left, searchPath: '/?tab=transfer' });

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
      toast.error(e instanceof ApiError && e.message ? e.message : t('results.try_again'));
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
        if (res.research) navigate('/?tab=transfer');
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

  const share = (optionId: number) =>
    shareLink(`${apiOrigin()}/transfer/search-gate/${optionId}`, t('results.link_copied'));

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
          searchAgainPath={searchAgainPath(rememberedOption('transfer', sessionUnique))}
          formPath="/?tab=transfer"
        />
      );
    }
    if (session.isPending)
      return (
        <div className="space-y-3 p-4" aria-busy="true">
          <p className="text-center text-sm text-muted">{t('transfer_results.searching')}</p>
          <ListSkeleton rows={4} />
        </div>
      );
    if (view?.status === false || left === 0 || !option) {
      return (
        <StaleSearch
          title={view?.message || t('search.timed_out')}
          text={t('results3.search_again_text')}
          searchAgainPath={searchAgainPath(option?.id ?? rememberedOption('transfer', sessionUnique))}
          formPath="/?tab=transfer"
        />
      );
    }

    const today = todayInTurkey();
    return (
      <div className="pb-24">
        <div className="sticky top-14 z-20 border-b border-line bg-surface px-2 py-2">
          <div className="flex items-center gap-1">
            <button
              type="button"
              onClick={() => navigate('/?tab=transfer')}
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
                className={`leading-snug font-bold ${collapsed ? 'truncate' : 'line-clamp-2'}`}
              >
                {option.departure_location.name} → {option.arrival_location.name}
              </h1>
              {!collapsed && (
                <p className="text-xs text-muted">
                  {t('transfer_search.pax_summary', {
                    passengers: option.passenger_count,
                    baggage: option.baggage_count,
                  })}
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
            {left !== null && (
              <span className="shrink-0 rounded-full bg-canvas px-2.5 py-1 text-xs font-semibold tabular-nums text-muted">
                {Math.floor(left / 60)}:{String(left % 60).padStart(2, '0')}
              </span>
            )}
          </div>
          {!collapsed && (
            <div className="mt-1 flex items-center justify-between gap-1 px-1">
              <button
                type="button"
                disabled={busy || option.departure_date <= today}
                onClick={() => rerun(addDays(option.departure_date, -1), option.departure_pickup_time)}
                className="min-h-11 rounded-full px-2 text-sm font-semibold text-brand-700 disabled:text-muted/50"
                aria-label={t('results.previous_day')}
              >
                ‹
              </button>
              <button
                type="button"
                onClick={() => setPanel('date')}
                className="min-h-11 flex-1 rounded-full border border-line px-3 text-sm font-semibold"
              >
                {t('transfer_search.date')}: {tripDay(option.departure_date, language)}
              </button>
              <label className="flex min-h-11 items-center gap-1 rounded-full border border-line px-3 text-sm font-semibold">
                <span className="sr-only">{t('transfer_search.pickup_time')}</span>
                <select
                  value={option.departure_pickup_time}
                  disabled={busy}
                  onChange={(e) => rerun(option.departure_date, e.target.value)}
                  className="bg-transparent outline-none"
                  aria-label={t('transfer_search.pickup_time')}
                >
                  {bookablePickupTimes(option.departure_date, RESULTS_PICKUP_TIMES).map((time) => (
                    <option key={time} value={time}>
                      {time}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                disabled={busy}
                onClick={() => rerun(addDays(option.departure_date, 1), option.departure_pickup_time)}
                className="min-h-11 rounded-full px-2 text-sm font-semibold text-brand-700"
                aria-label={t('results.next_day')}
              >
                ›
              </button>
            </div>
          )}
        </div>
        <div className="flex items-center justify-between px-4 pt-3 pb-2">
          <p className="text-sm text-muted">{t('transfer_results.count', { count: list.length })}</p>
          <div className="flex">
            <button
              type="button"
              onClick={() => setPanel('filter')}
              className="min-h-11 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('results.filter')}
              {activeTransferFilters(filters) > 0 && ` (${activeTransferFilters(filters)})`}
            </button>
            <button
              type="button"
              onClick={() => setPanel('sort')}
              className="min-h-11 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('results.sort')}
            </button>
          </div>
        </div>
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
          <div className="px-4">
            <EmptyState title={t('not_found.no_transfer')} text={t('not_found.change_date')} />
          </div>
        ) : (
          <ul className="space-y-3 px-4">
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
          <TransferFilterSheet
            isOpen={panel === 'filter'}
            onOpenChange={(o) => setPanel(o ? 'filter' : null)}
            results={all}
            filters={filters}
            onChange={setFilters}
            formatPrice={money}
          />
        )}
        <Sheet isOpen={panel === 'sort'} onOpenChange={(o) => setPanel(o ? 'sort' : null)} title={t('results.sort')}>
          <div className="space-y-2" role="radiogroup" aria-label={t('results.sort')}>
            {TRANSFER_SORT_KEYS.flatMap((key) => (['asc', 'desc'] as const).map((dir) => ({ key, dir }))).map((s) => (
              <button
                key={`${s.key}-${s.dir}`}
                type="button"
                role="radio"
                aria-checked={sort.key === s.key && sort.dir === s.dir}
                onClick={() => {
                  setSort(s);
                  setPanel(null);
                }}
                className={`flex min-h-12 w-full items-center rounded-xl border px-4 text-[15px] ${sort.key === s.key && sort.dir === s.dir ? 'border-brand-500 bg-brand-50 font-semibold' : 'border-line'}`}
              >
                {t(`transfer_results.sort_${s.key}`)} {s.dir === 'asc' ? '↑' : '↓'}
              </button>
            ))}
          </div>
        </Sheet>
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
    );
  }

  // What a screen reader hears when the results arrive or change (a polite live region, always on the page).
  const announcement = ready
    ? t('results3.announce_transfers', {
        count: list.length,
        route: `${option?.departure_location.name} → ${option?.arrival_location.name}`,
      })
    : '';
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
const searchAgainPath = (option: number | null | undefined) => (option ? `/transfer/search-gate/${option}` : null);
