import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ListSkeleton, Skeleton } from '../../components/ui/skeleton';
import { useCurrency } from '../../lib/api/queries';
import { formatMoney } from '../../lib/format';
import { greetingName, useUser } from '../../lib/session';
import { useSettings } from '../../lib/settings-store';
import { type AlertTab, useFlightAlerts, useTransferAlerts } from './api/price-alerts';
import { FlightAlertCard, TransferAlertCard } from './components/alert-card';

const TABS = [
  ['flight', 'price_alerts.tab_flight'],
  ['transfer', 'price_alerts.tab_transfer'],
] as const;

/** One tab's list: skeleton while loading, a retry when it failed, the empty text when there is none. */
function AlertList<T>({ query, render }: { query: UseQueryResult<T[]>; render(item: T): ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <ListSkeleton rows={3} />;
  if (query.isError) {
    return (
      <div className="space-y-3">
        <EmptyState title={t('error.load_failed')} />
        <Button variant="secondary" className="w-full" onPress={() => query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) return <EmptyState title={t('price_alerts.empty')} />;
  return <ul className="space-y-3">{query.data.map(render)}</ul>;
}

/** My Price Alerts (02 §2): a greeting, then the user's flight and transfer alerts, fresh on every visit. */
export function PriceAlertsPage() {
  const { t } = useTranslation();
  const user = useUser().data;
  const { currency, language } = useSettings();
  const rate = useCurrency(currency).data?.value ?? 1;
  const money = (n: number) => formatMoney(n, currency, rate, language);
  // The tab lives in the address, so Back from a search returns to the same list.
  const [params, setParams] = useSearchParams();
  const tab: AlertTab = params.get('tab') === 'transfer' ? 'transfer' : 'flight';
  const flights = useFlightAlerts(tab === 'flight');
  const transfers = useTransferAlerts(tab === 'transfer');

  const select = (id: AlertTab) => setParams(id === 'transfer' ? { tab: 'transfer' } : {}, { replace: true });
  const tabClass =
    'flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-lg px-3 text-sm font-semibold text-muted outline-none data-[selected]:bg-surface data-[selected]:text-brand-700 data-[selected]:shadow-sm focus-visible:ring-2 focus-visible:ring-brand-500';
  return (
    <div className="px-4 pt-4 pb-8">
      <h1 className="text-2xl font-bold">{t('price_alerts.title')}</h1>
      {user ? <p className="mt-1 text-[15px] text-muted">{t('menu.greeting', { name: greetingName(user) })}</p> : <Skeleton className="mt-2 h-5 w-40" />}
      <div role="tablist" aria-label={t('price_alerts.title')} className="mt-4 flex gap-1 rounded-xl bg-line/60 p-1">
        {TABS.map(([id, key]) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`alerts-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`alerts-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            data-selected={tab === id || undefined}
            onClick={() => select(id)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                const next = tab === 'flight' ? 'transfer' : 'flight';
                select(next);
                document.getElementById(`alerts-tab-${next}`)?.focus();
              }
            }}
            className={tabClass}
          >
            {t(key)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`alerts-panel-${tab}`} aria-labelledby={`alerts-tab-${tab}`} className="mt-4">
        {tab === 'flight' ? (
          <AlertList query={flights} render={(a) => <FlightAlertCard key={a.id} alert={a} format={money} />} />
        ) : (
          <AlertList query={transfers} render={(a) => <TransferAlertCard key={a.id} alert={a} format={money} />} />
        )}
      </div>
    </div>
  );
}
