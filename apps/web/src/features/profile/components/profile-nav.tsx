import { useTranslation } from '../../../lib/translate';
import { NavLink } from 'react-router';

const LINKS = [
  ['/profile/', 'profile.title'],
  ['/profile/password/', 'profile.password'],
  ['/profile/passengers/', 'profile.passengers'],
  ['/profile/bills/', 'profile.bills'],
  ['/profile/coupons/', 'profile.coupons'],
] as const;

/** The profile area's sections as a scrollable row of chips. */
export function ProfileNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('profile.sections')} className="-mx-4 overflow-x-auto px-4 pb-2">
      <ul className="flex gap-2">
        {LINKS.map(([to, key]) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                `flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap ${isActive ? 'border-brand-500 bg-brand-50 text-brand-700' : 'border-line bg-surface'}`
              }
            >
              {t(key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
