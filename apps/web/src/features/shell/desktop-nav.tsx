import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../lib/translate';

/** Text links of the desktop bar; the current page's link is marked for the eye and for a screen reader. */
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex h-10 items-center rounded-full px-3 text-[15px] font-semibold whitespace-nowrap transition-colors hover:bg-brand-50 hover:text-brand-700 ${isActive ? 'text-brand-700' : 'text-ink/80'}`;

/**
 * The desktop site's main links (issue 42): what the phone's bottom tabs and the side menu's
 * booking and look-up groups offer, in the top bar. Search is the flight tab; the transfer tab has
 * its own link, so both products are one click away.
 */
export function DesktopNav() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const onHome = pathname === '/';
  const transferTab = onHome && new URLSearchParams(search).get('tab') === 'transfer';
  return (
    <nav aria-label={t('desktop.nav_label')} className="ms-4">
      <ul className="flex items-center gap-1">
        <li>
          <NavLink to="/" end className={() => linkClass({ isActive: onHome && !transferTab })}>
            {t('home.tab_flight')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/?tab=transfer" className={() => linkClass({ isActive: transferTab })}>
            {t('home.tab_transfer')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/profile/tickets/" className={linkClass}>
            {t('tabs.tickets')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/flight/check-pnr/" className={linkClass}>
            {t('desktop.find_booking')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/faq/" className={linkClass}>
            {t('tabs.help')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
