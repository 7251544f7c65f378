import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronIcon, UserIcon } from '../../components/ui/icons';
import { greetingName, useSession, useUser } from '../../lib/session';
import { useTranslation } from '../../lib/translate';
import { useAuthLinks } from '../../lib/use-auth-links';

// The account's links load when the menu is first opened, like the phone's side menu.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/**
 * The desktop bar's account place (issue 42): Log in and Sign up for a guest; for a signed-in
 * traveller their name, opening the side menu's account links in a popover.
 */
export function AccountButton() {
  const { t } = useTranslation();
  const signedIn = Boolean(useSession((st) => st.token));
  const user = useUser().data;
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const links = useAuthLinks();
  if (!signedIn)
    return (
      <div className="flex items-center gap-1">
        <Link
          to={links.login}
          className="flex h-10 items-center rounded-full px-3 text-[15px] font-semibold text-ink/80 hover:bg-brand-50 hover:text-brand-700"
        >
          {t('menu.login')}
        </Link>
        <Link
          to={links.register}
          className="flex h-10 items-center rounded-full bg-brand-600 px-4 text-[15px] font-semibold text-white hover:bg-brand-700"
        >
          {t('menu.signup')}
        </Link>
      </div>
    );
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="flex h-10 max-w-56 items-center gap-2 rounded-full border border-line ps-2 pe-3 text-[15px] font-semibold text-ink hover:bg-canvas"
        data-testid="account-button"
      >
        <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
          <UserIcon width={16} height={16} />
        </span>
        <span className="truncate">{user ? greetingName(user) : t('tabs.profile')}</span>
        <ChevronIcon width={16} height={16} className="shrink-0 text-muted" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccountMenu triggerRef={trigger} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
