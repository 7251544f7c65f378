import { userFlightBookingSchema, userTransferBookingSchema } from '@yolcu/contract';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/translate';
import { Skeleton } from '../../components/ui/skeleton';
import { PillTabs } from '../../components/ui/pill-tabs';
import { useUrlTab } from '../../components/ui/tabs';
import { Link } from 'react-router';
import { greetingName, useSession, useUser } from '../../lib/session';
import { useAuthLinks } from '../../lib/use-auth-links';
import { savedTickets } from '../../lib/ticket-store';
import { useKeepTicketsOnDevice, useUserFlightBookings, useUserTransferBookings } from './api/bookings';
import { PagedList } from './components/paged-list';
import { FlightTicketCard, TransferTicketCard } from './components/ticket-cards';
import { FlightTicketRow, TicketTable, TransferTicketRow } from './components/ticket-table';
import { useDesktop } from '../../lib/use-desktop';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * My Tickets (02 §2): a greeting, then the user's flight and transfer bookings, newest first. On a
 * desktop (issue 42) the bookings are a table (route, date, PNR, state, price, detail); on a phone, cards.
 * Chosen by the window's width in code, as a table and a list are not one markup: this page is never
 * drawn on the server, so the first view the app paints is already the right one.
 */
export function TicketsPage() {
  useDocumentTitle('a11y.title.tickets');
  const { t } = useTranslation();
  const desktop = useDesktop();
  const user = useUser().data;
  // The tab lives in the address, so Back from a booking returns to the same list.
  const [tab, select] = useUrlTab(['flight', 'transfer']);
  const signedIn = Boolean(useSession((st) => st.token));
  const flights = useUserFlightBookings(signedIn && tab === 'flight');
  const transfers = useUserTransferBookings(signedIn && tab === 'transfer');
  const auth = useAuthLinks();
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
      {!signedIn ? (
        <p className="mt-1 text-[15px] text-muted">{t('bookings.guest_tickets_intro')}</p>
      ) : user ? (
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
        {!signedIn ? (
          // A guest's own bookings opened on this device, online or not (issue 41), and the ways to the rest.
          <section aria-label={t('offline.saved_list_title')}>
            {savedCards.length > 0 ? (
              <ul className="space-y-3">{savedCards}</ul>
            ) : (
              <p className="rounded-2xl border border-dashed border-line bg-surface px-6 py-8 text-center text-sm text-muted">
                {t('bookings.guest_tickets_none')}
              </p>
            )}
            <div className="mt-4 flex flex-wrap gap-2">
              <Link
                to="/flight/check-pnr/"
                className="inline-flex min-h-11 items-center rounded-xl border border-line bg-white px-4 text-[15px] font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t('finish_web.find_booking')}
              </Link>
              <Link
                to={auth.login}
                className="inline-flex min-h-11 items-center rounded-xl bg-brand-600 px-4 text-[15px] font-semibold text-white hover:bg-brand-700"
              >
                {t('bookings.guest_tickets_login')}
              </Link>
            </div>
          </section>
        ) : (tab === 'flight' ? flights : transfers).isError && savedCards.length > 0 ? (
          <section aria-labelledby="saved-tickets-title">
            <h2 id="saved-tickets-title" className="font-semibold">
              {t('offline.saved_list_title')}
            </h2>
            <p className="mt-1 mb-3 text-sm text-muted">{t('offline.saved_list_text')}</p>
            <ul className="space-y-3">{savedCards}</ul>
          </section>
        ) : tab === 'flight' ? (
          desktop ? (
            <PagedList
              query={flights}
              empty={t('bookings.no_flight_tickets')}
              render={(b) => <FlightTicketRow key={b.info.unique_code} booking={b} />}
              list={(rows) => <TicketTable product="flight">{rows}</TicketTable>}
            />
          ) : (
            <PagedList
              query={flights}
              empty={t('bookings.no_flight_tickets')}
              render={(b) => <FlightTicketCard key={b.info.unique_code} booking={b} />}
            />
          )
        ) : desktop ? (
          <PagedList
            query={transfers}
            empty={t('bookings.no_transfer_tickets')}
            render={(b) => <TransferTicketRow key={b.info.unique_code} booking={b} />}
            list={(rows) => <TicketTable product="transfer">{rows}</TicketTable>}
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
