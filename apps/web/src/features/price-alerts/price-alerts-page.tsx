import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ListSkeleton, Skeleton } from '../../components/ui/skeleton';
import { PillTabs } from '../../components/ui/pill-tabs';
import { useUrlTab } from '../../components/ui/tabs';
import { useCurrency } from '../../lib/api/queries';
import { formatMoney } from '../../lib/format';
import { greetingName, useUser } from '../../lib/session';
import { useSettings } from '../../lib/settings-store';
import { type AlertTab, useFlightAlerts, useTransferAlerts } from './api/price-alerts';
import { FlightAlertCard, TransferAlertCard } from './components/alert-card';
import { useDocumentTitle } from '../../lib/use-document-title';

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
  useDocumentTitle('a11y.title.price_alerts');
  const { t } = useTranslation();
  const user = useUser().data;
  const { currency, language } = useSettings();
  const rate = useCurrency(currency).data?.value ?? 1;
  const money = (n: number) => formatMoney(n, currency, rate, language);
  // The tab lives in the address, so Back from a search returns to the same list.
  const [tab, select] = useUrlTab<AlertTab>(['flight', 'transfer']);
  const flights = useFlightAlerts(tab === 'flight');
  const transfers = useTransferAlerts(tab === 'transfer');

  return (
    <div className="px-4 pt-4 pb-8">
      <h1 className="text-2xl font-bold">{t('price_alerts.title')}</h1>
      {user ? (
        <p className="mt-1 text-[15px] text-muted">{t('menu.greeting', { name: greetingName(user) })}</p>
      ) : (
        <Skeleton className="mt-2 h-5 w-40" />
      )}
      <PillTabs
        idPrefix="alerts"
        label={t('price_alerts.title')}
        tabs={[
          ['flight', t('price_alerts.tab_flight')],
          ['transfer', t('price_alerts.tab_transfer')],
        ]}
        selected={tab}
        onSelect={select}
      >
        {tab === 'flight' ? (
          <AlertList query={flights} render={(a) => <FlightAlertCard key={a.id} alert={a} format={money} />} />
        ) : (
          <AlertList query={transfers} render={(a) => <TransferAlertCard key={a.id} alert={a} format={money} />} />
        )}
      </PillTabs>
    </div>
  );
}
