import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { greetingName, useUser } from '../../lib/session';
import { useUserFlightBookings, useUserTransferBookings } from './api/bookings';
import { PagedList } from './components/paged-list';
import { FlightTicketCard, TransferTicketCard } from './components/ticket-cards';

type TicketTab = 'flight' | 'transfer';
const TABS = [
  ['flight', 'bookings.tab_flight'],
  ['transfer', 'bookings.tab_transfer'],
] as const;

/** My Tickets (02 §2): a greeting, then the user's flight and transfer bookings, newest first. */
export function TicketsPage() {
  const { t } = useTranslation();
  const user = useUser().data;
  // The tab lives in the address, so Back from a booking returns to the same list.
  const [params, setParams] = useSearchParams();
  const tab: TicketTab = params.get('tab') === 'transfer' ? 'transfer' : 'flight';
  const flights = useUserFlightBookings(tab === 'flight');
  const transfers = useUserTransferBookings(tab === 'transfer');

  const select = (id: TicketTab) => setParams(id === 'transfer' ? { tab: 'transfer' } : {}, { replace: true });
  const tabClass =
    'flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-lg px-3 text-sm font-semibold text-muted outline-none data-[selected]:bg-surface data-[selected]:text-brand-700 data-[selected]:shadow-sm focus-visible:ring-2 focus-visible:ring-brand-500';
  return (
    <div className="px-4 pt-4 pb-8">
      <h1 className="text-2xl font-bold">{t('tabs.tickets')}</h1>
      {user ? <p className="mt-1 text-[15px] text-muted">{t('menu.greeting', { name: greetingName(user) })}</p> : <Skeleton className="mt-2 h-5 w-40" />}
      {/* Plain ARIA tabs, as on home: two buttons do not need a widget library in this page's download. */}
      <div role="tablist" aria-label={t('tabs.tickets')} className="mt-4 flex gap-1 rounded-xl bg-line/60 p-1">
        {TABS.map(([id, key]) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`tickets-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`tickets-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            data-selected={tab === id || undefined}
            onClick={() => select(id)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                const next = tab === 'flight' ? 'transfer' : 'flight';
                select(next);
                document.getElementById(`tickets-tab-${next}`)?.focus();
              }
            }}
            className={tabClass}
          >
            {t(key)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`tickets-panel-${tab}`} aria-labelledby={`tickets-tab-${tab}`} className="mt-4">
        {tab === 'flight' ? (
          <PagedList query={flights} empty={t('bookings.no_flight_tickets')} render={(b) => <FlightTicketCard key={b.info.unique_code} booking={b} />} />
        ) : (
          <PagedList query={transfers} empty={t('bookings.no_transfer_tickets')} render={(b) => <TransferTicketCard key={b.info.unique_code} booking={b} />} />
        )}
      </div>
    </div>
  );
}
