import type { UseQueryResult } from '@tanstack/react-query';
import type { FlightPriceAlert, TransferPriceAlert } from '@yolcu/contract/price-alerts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translate';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ListSkeleton, Skeleton } from '../../components/ui/skeleton';
import { PillTabs } from '../../components/ui/pill-tabs';
import { useUrlTab } from '../../components/ui/tabs';
import { useCurrency } from '../../lib/api/queries';
import { formatMoney } from '../../lib/format';
import { greetingName, useUser } from '../../lib/session';
import { useSettings } from '../../lib/settings-store';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createPriceAlert } from '../../components/price-alert/create-price-alert';
import { ConfirmPopup } from '../../components/ui/confirm-popup';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api/errors';
import { type AlertTab, alertsKey, deletePriceAlert, useFlightAlerts, useTransferAlerts } from './api/price-alerts';
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
  return (
    <ul className="space-y-3 lg:grid lg:grid-cols-2 lg:items-start lg:gap-3 lg:space-y-0">{query.data.map(render)}</ul>
  );
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
  const qc = useQueryClient();
  type Alert = FlightPriceAlert | TransferPriceAlert;
  const [asking, setAsking] = useState<{ product: AlertTab; alert: Alert } | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  /**
   * Deleted at once, so that no mail goes out after the traveller said stop, even if the page is
   * closed during the toast; Undo creates the same alert again (same search, contacts and target).
   */
  async function remove(product: AlertTab, alert: Alert) {
    setAsking(null);
    setDeleting(alert.id);
    try {
      await deletePriceAlert(product, alert.id);
    } catch (e) {
      // Already gone (another tab): the list is simply brought up to date.
      if (!(e instanceof ApiError && e.status === 404)) {
        toast.error(e instanceof ApiError && e.message ? e.message : t('error.generic'));
        setDeleting(null);
        return;
      }
    }
    await qc.invalidateQueries({ queryKey: alertsKey(product) });
    setDeleting(null);
    toast.undoable(t('plan_web.alert_deleted'), t('plan_web.undo'), () => {
      void createPriceAlert(product, {
        option: alert.option,
        notify_email: alert.notify_email,
        notify_phone: alert.notify_phone,
        target_price: alert.target_price,
      })
        .then(() => toast.success(t('plan_web.alert_restored')))
        .catch((e) => toast.error(e instanceof ApiError && e.message ? e.message : t('error.generic')))
        .finally(() => void qc.invalidateQueries({ queryKey: alertsKey(product) }));
    });
  }

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
          <AlertList
            query={flights}
            render={(a) => (
              <FlightAlertCard
                key={a.id}
                alert={a}
                format={money}
                deleting={deleting === a.id}
                onDelete={() => setAsking({ product: 'flight', alert: a })}
              />
            )}
          />
        ) : (
          <AlertList
            query={transfers}
            render={(a) => (
              <TransferAlertCard
                key={a.id}
                alert={a}
                format={money}
                deleting={deleting === a.id}
                onDelete={() => setAsking({ product: 'transfer', alert: a })}
              />
            )}
          />
        )}
      </PillTabs>
      <ConfirmPopup
        isOpen={asking !== null}
        title={t('plan_web.alert_delete_title')}
        text={t('plan_web.alert_delete_text')}
        confirmLabel={t('plan_web.alert_delete')}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void remove(asking.product, asking.alert)}
      />
    </div>
  );
}
