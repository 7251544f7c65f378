import type { UserFlightBooking } from '@yolcu/contract/flight-payment';
import type { UserTransferBooking } from '@yolcu/contract/transfer-payment';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { formatMoney } from '../../../lib/format';
import { useSettings } from '../../../lib/settings-store';
import { useTranslation } from '../../../lib/translate';
import { bookingDetailPath } from '../api/bookings';
import { StatusBadge } from './status-badge';
import { type TicketWay, useTicketWays } from './ticket-ways';

/**
 * My Tickets on a desktop (issue 42): the bookings as a table, one row each, its columns the route,
 * the date, the PNR, the state, the price and the way to its detail. The same bookings and words as
 * the phone's cards (`ticket-cards.tsx`). A row opens its booking from anywhere on it with the mouse;
 * for the keyboard and a screen reader it is its Details link, which names the booking.
 */
export function TicketTable({ product, children }: { product: 'flight' | 'transfer'; children: ReactNode }) {
  const { t } = useTranslation();
  const th = 'px-4 py-3 text-xs font-semibold tracking-wide text-muted uppercase';
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
      <table className="w-full border-collapse text-[15px]" data-testid="tickets-table">
        <caption className="sr-only">
          {t(product === 'flight' ? 'desktop42.tickets_flights_caption' : 'desktop42.tickets_transfers_caption')}
        </caption>
        <thead className="border-b border-line bg-canvas/60">
          <tr>
            <th scope="col" className={`${th} text-start`}>
              {t('desktop42.col_route')}
            </th>
            <th scope="col" className={`${th} text-start`}>
              {t('desktop42.col_date')}
            </th>
            <th scope="col" className={`${th} text-start`}>
              {t('bookings.pnr')}
            </th>
            <th scope="col" className={`${th} text-start`}>
              {t('desktop42.col_status')}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {t('desktop42.col_price')}
            </th>
            <th scope="col" className={`${th} text-start`}>
              <span className="sr-only">{t('desktop42.col_action')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}

function Row({
  to,
  ways,
  pnr,
  status,
  price,
}: {
  to: string;
  ways: TicketWay[];
  pnr: string | null;
  status: string;
  price: number;
}) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const route = ways.map((w) => `${w.from} → ${w.to}`).join(', ');
  return (
    // The row is the link's containing block: the link's layer covers it, so a click anywhere opens it.
    <tr className="relative align-top transition-colors hover:bg-brand-50/60" data-testid="ticket-row">
      <th scope="row" className="px-4 py-3 text-start font-normal">
        <ul className="space-y-2">
          {ways.map((w) => (
            <li key={w.label} className="flex gap-2.5">
              <span
                className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600"
                aria-hidden
              >
                {w.icon}
              </span>
              <span className="min-w-0">
                <span className="block text-xs font-semibold tracking-wide text-muted uppercase">{w.label}</span>
                <span className="block leading-snug font-semibold">
                  {w.from} <span className="text-muted">→</span> {w.to}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </th>
      <td className="px-4 py-3">
        <ul className="space-y-2">
          {ways.map((w) => (
            // Level with its route: the route's label line, then the day and time.
            <li key={w.label} className="pt-4 leading-snug whitespace-nowrap">
              {w.day} · <span className="font-semibold tabular-nums">{w.time}</span>
            </li>
          ))}
        </ul>
      </td>
      <td className="px-4 py-3 pt-7 font-mono font-semibold">{pnr ?? '–'}</td>
      <td className="px-4 py-3 pt-7">
        <StatusBadge status={status} />
      </td>
      {/* What was charged, in TRY (03 §2). */}
      <td className="px-4 py-3 pt-7 text-end text-lg leading-snug font-bold whitespace-nowrap text-brand-700 tabular-nums">
        {formatMoney(price, 'TRY', 1, language)}
      </td>
      <td className="px-4 py-3 pt-6 text-end">
        {/* Named for a screen reader by the booking it opens; its words start with what it shows. */}
        <Link
          to={to}
          aria-label={`${t('desktop42.open')}: ${pnr ? t('desktop42.open_pnr', { pnr }) : route}`}
          className="inline-flex min-h-10 items-center gap-1 rounded-full px-3 font-semibold whitespace-nowrap text-brand-700 after:absolute after:inset-0 after:content-[''] hover:bg-brand-100 hover:underline"
        >
          {t('desktop42.open')}
          <ChevronRightIcon width={16} height={16} />
        </Link>
      </td>
    </tr>
  );
}

/** A flight booking's row: each way's airports by name, its day and time (02 §2's formats). */
export function FlightTicketRow({ booking }: { booking: UserFlightBooking }) {
  const ways = useTicketWays();
  return (
    <Row
      to={bookingDetailPath('flight', booking.info.unique_code)}
      ways={ways.flight(booking, 14)}
      pnr={booking.info.pnr_code}
      status={booking.info.status}
      price={booking.price.total}
    />
  );
}

/** A transfer booking's row: pick-up and drop-off, the long date and time (02 §2's formats). */
export function TransferTicketRow({ booking }: { booking: UserTransferBooking }) {
  const ways = useTicketWays();
  return (
    <Row
      to={bookingDetailPath('transfer', booking.info.unique_code)}
      ways={ways.transfer(booking, 14)}
      pnr={booking.info.pnr_code}
      status={booking.info.status}
      price={booking.price.total}
    />
  );
}
