import { userFlightBookingSchema, userTransferBookingSchema } from '@yolcu/contract';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/translate';
import { Skeleton } from '../../components/ui/skeleton';
import { PillTabs } from '../../components/ui/pill-tabs';
import { useUrlTab } from '../../components/ui/tabs';
import { greetingName, useUser } from '../../lib/session';
import { savedTickets } from '../../lib/ticket-store';
import { useKeepTicketsOnDevice, useUserFlightBookings, useUserTransferBookings } from './api/bookings';
import { PagedList } from './components/paged-list';
import { FlightTicketCard, TransferTicketCard } from './components/ticket-cards';
import { useDocumentTitle } from '../../lib/use-document-title';

/** My Tickets (02 §2): a greeting, then the user's flight and transfer bookings, newest first. */
export function TicketsPage() {
  useDocumentTitle('a11y.title.tickets');
  const { t } = useTranslation();
  const user = useUser().data;
  // The tab lives in the address, so Back from a booking returns to the same list.
  const [tab, select] = useUrlTab(['flight', 'transfer']);
  const flights = useUserFlightBookings(tab === 'flight');
  const transfers = useUserTransferBookings(tab === 'transfer');
  useKeepTicketsOnDevice(Boolean(user));
  // With no connection the lists cannot load: the tickets kept on this device stand in (issue 12).
  const savedCards = useMemo(
    () =>
      tab === 'flight'
        ? savedTickets('flight').flatMap((s) => {
            const b = userFlightBookingSchema.safeParse(s.booking);
            return b.success ? [<FlightTicketCard key={s.code} booking={b.data} />] : [];
          })
        : savedTickets('transfer').flatMap((s) => {
            const b = userTransferBookingSchema.safeParse(s.booking);
            return b.success ? [<TransferTicketCard key={s.code} booking={b.data} />] : [];
          }),
    [tab],
  );

  return (
    <div className="px-4 pt-4 pb-8">
      <h1 className="text-2xl font-bold">{t('tabs.tickets')}</h1>
      {user ? (
        <p className="mt-1 text-[15px] text-muted">{t('menu.greeting', { name: greetingName(user) })}</p>
      ) : (
        <Skeleton className="mt-2 h-5 w-40" />
      )}
      <PillTabs
        idPrefix="tickets"
        label={t('tabs.tickets')}
        tabs={[
          ['flight', t('bookings.tab_flight')],
          ['transfer', t('bookings.tab_transfer')],
        ]}
        selected={tab}
        onSelect={select}
      >
        {(tab === 'flight' ? flights : transfers).isError && savedCards.length > 0 ? (
          <section aria-labelledby="saved-tickets-title">
            <h2 id="saved-tickets-title" className="font-semibold">
              {t('offline.saved_list_title')}
            </h2>
            <p className="mt-1 mb-3 text-sm text-muted">{t('offline.saved_list_text')}</p>
            <ul className="space-y-3">{savedCards}</ul>
          </section>
        ) : tab === 'flight' ? (
          <PagedList
            query={flights}
            empty={t('bookings.no_flight_tickets')}
            render={(b) => <FlightTicketCard key={b.info.unique_code} booking={b} />}
          />
        ) : (
          <PagedList
            query={transfers}
            empty={t('bookings.no_transfer_tickets')}
            render={(b) => <TransferTicketCard key={b.info.unique_code} booking={b} />}
          />
        )}
      </PillTabs>
    </div>
  );
}
