import { useTranslation } from '../../lib/translate';
import { NavLink } from 'react-router';
import { HelpIcon, SearchIcon, TicketIcon, UserIcon } from '../../components/ui/icons';

/**
 * Search, My Tickets, Help, My Profile (01 §2). The account routes themselves send a guest to
 * login and back again; the tab just links there.
 */
export function BottomTabs({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const tabs = [
    { to: '/', label: t('tabs.search'), Icon: SearchIcon, end: true },
    { to: '/profile/tickets/', label: t('tabs.tickets'), Icon: TicketIcon, end: false },
    { to: '/faq/', label: t('tabs.help'), Icon: HelpIcon, end: false },
    { to: '/profile/', label: t('tabs.profile'), Icon: UserIcon, end: true },
  ];
  return (
    <nav
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] ${className}`}
      aria-label={t('tabs.label')}
    >
      <ul className="mx-auto grid max-w-lg grid-cols-4">
        {tabs.map(({ to, label, Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                `flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium ${isActive ? 'text-brand-600' : 'text-muted'}`
              }
            >
              <Icon width={22} height={22} />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
