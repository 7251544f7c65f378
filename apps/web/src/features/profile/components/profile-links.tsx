import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translate';
import { Link } from 'react-router';
import { BellIcon, ChevronRightIcon, TicketIcon } from '../../../components/ui/icons';

function Row({ to, icon, title, hint }: { to: string; icon: ReactNode; title: string; hint: string }) {
  return (
    <li>
      <Link to={to} className="flex min-h-14 items-center gap-3 px-4 py-2 hover:bg-canvas">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
        <span className="min-w-0 flex-1">
          <span className="block text-[15px] font-semibold">{title}</span>
          <span className="block text-sm text-muted">{hint}</span>
        </span>
        <ChevronRightIcon width={18} height={18} className="shrink-0 text-muted" />
      </Link>
    </li>
  );
}

/** The profile's own children of 02 §2: My Tickets and My Price Alerts, as menu rows. */
export function ProfileLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="profile-trips" className="mt-4">
      <h2 id="profile-trips" className="mb-2 text-sm font-semibold text-muted">
        {t('finish_web.profile_trips')}
      </h2>
      <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
        <Row
          to="/profile/tickets/"
          icon={<TicketIcon width={20} height={20} />}
          title={t('tabs.tickets')}
          hint={t('finish_web.profile_tickets_hint')}
        />
        <Row
          to="/profile/price_alerts/"
          icon={<BellIcon width={20} height={20} />}
          title={t('price_alerts.title')}
          hint={t('finish_web.profile_alerts_hint')}
        />
      </ul>
    </nav>
  );
}
