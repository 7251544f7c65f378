import type { UserFlightBooking } from '@yolcu/contract/flight-payment';
import type { UserTransferBooking } from '@yolcu/contract/transfer-payment';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translate';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { formatMoney } from '../../../lib/format';
import { useSettings } from '../../../lib/settings-store';
import { bookingDetailPath } from '../api/bookings';
import { StatusBadge } from './status-badge';
import { type TicketWay, useTicketWays } from './ticket-ways';

function CardShell({
  to,
  pnr,
  price,
  badge,
  children,
}: {
  to: string;
  pnr: string | null;
  price: number;
  badge?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  return (
    <li>
      <Link
        to={to}
        className="block rounded-2xl border border-line bg-surface p-4 shadow-sm hover:border-brand-500"
        data-testid="ticket-card"
      >
        <div className="space-y-3">{children}</div>
        <div className="mt-3 flex items-center justify-between gap-3 border-t border-dashed border-line pt-3">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <span className="text-sm text-muted">
              {t('bookings.pnr')} <span className="font-mono font-semibold text-ink">{pnr ?? '–'}</span>
            </span>
            {badge}
          </div>
          <span className="flex shrink-0 items-center gap-1">
            {/* What was charged, in TRY (03 §2). */}
            <span className="text-lg font-bold text-brand-700 tabular-nums">
              {formatMoney(price, 'TRY', 1, language)}
            </span>
            <ChevronRightIcon width={18} height={18} className="text-muted" />
          </span>
        </div>
      </Link>
    </li>
  );
}

function Way({ icon, label, from, to, day, time }: TicketWay) {
  return (
    <div className="flex gap-3">
      <span
        className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600"
        aria-hidden
      >
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</p>
        <p className="text-[15px] leading-snug font-semibold">
          {from} <span className="text-muted">→</span> {to}
        </p>
        <p className="mt-0.5 text-sm text-muted">
          {day} · <span className="font-semibold text-ink tabular-nums">{time}</span>
        </p>
      </div>
    </div>
  );
}

/** A flight booking in the user's list: route by airport names, dates as DD MMM, ddd, times HH:mm (02 §2). */
export function FlightTicketCard({ booking }: { booking: UserFlightBooking }) {
  const ways = useTicketWays();
  return (
    <CardShell
      to={bookingDetailPath('flight', booking.info.unique_code)}
      pnr={booking.info.pnr_code}
      price={booking.price.total}
      badge={<StatusBadge status={booking.info.status} />}
    >
      {ways.flight(booking, 16).map((way) => (
        <Way key={way.label} {...way} />
      ))}
    </CardShell>
  );
}

/** A transfer booking in the user's list: date as DD MMMM, dddd, time HH:mm (02 §2). */
export function TransferTicketCard({ booking }: { booking: UserTransferBooking }) {
  const ways = useTicketWays();
  return (
    <CardShell
      to={bookingDetailPath('transfer', booking.info.unique_code)}
      pnr={booking.info.pnr_code}
      price={booking.price.total}
      badge={<StatusBadge status={booking.info.status} />}
    >
      {ways.transfer(booking, 16).map((way) => (
        <Way key={way.label} {...way} />
      ))}
    </CardShell>
  );
}
