import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { greetingName, useUser } from '../../lib/session';
import { useUserFlightBookings, useUserTransferBookings } from './api/bookings';
import { PagedList } from './components/paged-list';
import { FlightTicketCard, TransferTicketCard } from './components/ticket-cards';

type TicketTab = 'flight' | 'transfer';

/** My Tickets (02 §2): a greeting, then the user's flight and transfer bookings, newest first. */
export function TicketsPage() {
  const { t } = useTranslation();
  const user = useUser().data;
  // The tab lives in the address, so Back from a booking returns to the same list.
  const [params, setParams] = useSearchParams();
  const tab: TicketTab = params.get('tab') === 'transfer' ? 'transfer' : 'flight';
  const flights = useUserFlightBookings(tab === 'flight');
  const transfers = useUserTransferBookings(tab === 'transfer');

  const tabClass =
    'flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-lg px-3 text-sm font-semibold text-muted outline-none data-[selected]:bg-surface data-[selected]:text-brand-700 data-[selected]:shadow-sm data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-500';
  return (
    <div className="px-4 pt-4 pb-8">
      <h1 className="text-2xl font-bold">{t('tabs.tickets')}</h1>
      {user ? <p className="mt-1 text-[15px] text-muted">{t('menu.greeting', { name: greetingName(user) })}</p> : <Skeleton className="mt-2 h-5 w-40" />}
      <Tabs selectedKey={tab} onSelectionChange={(key) => setParams(key === 'transfer' ? { tab: 'transfer' } : {}, { replace: true })} className="mt-4">
        <TabList aria-label={t('tabs.tickets')} className="flex gap-1 rounded-xl bg-line/60 p-1">
          <Tab id="flight" className={tabClass}>
            {t('bookings.tab_flight')}
          </Tab>
          <Tab id="transfer" className={tabClass}>
            {t('bookings.tab_transfer')}
          </Tab>
        </TabList>
        <TabPanel id="flight" className="mt-4 outline-none">
          <PagedList query={flights} empty={t('bookings.no_flight_tickets')} render={(b) => <FlightTicketCard key={b.info.unique_code} booking={b} />} />
        </TabPanel>
        <TabPanel id="transfer" className="mt-4 outline-none">
          <PagedList query={transfers} empty={t('bookings.no_transfer_tickets')} render={(b) => <TransferTicketCard key={b.info.unique_code} booking={b} />} />
        </TabPanel>
      </Tabs>
    </div>
  );
}
