import { NavLink } from 'react-router';
import { useCorporatePages } from '../../lib/api/queries';
import { useTranslation } from '../../lib/translate';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-xl px-3 py-2 text-[15px] transition-colors hover:bg-brand-50 hover:text-brand-700 ${isActive ? 'bg-brand-50 font-semibold text-brand-700' : 'text-ink/80'}`;

/**
 * Beside a content page on a desktop (issue 42): the other corporate pages and the ways to support,
 * so the next page is one click away, not a trip to the footer. Not on a phone (its side menu has them).
 */
export function ContentSideNav() {
  const { t } = useTranslation();
  const pages = useCorporatePages().data ?? [];
  return (
    <nav
      aria-label={t('menu.corporate')}
      className="hidden lg:sticky lg:top-20 lg:block lg:self-start"
      data-testid="content-side-nav"
    >
      <div className="rounded-2xl border border-line bg-surface p-2">
        {pages.length > 0 && (
          <ul className="space-y-0.5">
            {pages.map((p) => (
              <li key={p.id}>
                <NavLink to={`/corporate/${p.id}`} className={linkClass}>
                  {p.title}
                </NavLink>
              </li>
            ))}
          </ul>
        )}
        <ul className={`space-y-0.5 ${pages.length > 0 ? 'mt-2 border-t border-line pt-2' : ''}`}>
          <li>
            <NavLink to="/faq/" className={linkClass}>
              {t('faq.title')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/contact/" className={linkClass}>
              {t('contact.title')}
            </NavLink>
          </li>
        </ul>
      </div>
    </nav>
  );
}
