import { useTranslation } from '../../lib/translate';
import { Link } from 'react-router';
import { BellIcon, MenuIcon } from '../../components/ui/icons';
import { useUnreadCount } from '../../lib/api/queries';
import { useSettings } from '../../lib/settings-store';
import { useDesktop } from '../../lib/use-desktop';
import { AccountButton } from './account-button';
import { DesktopNav } from './desktop-nav';
import { useShellUi } from './shell-store';

/**
 * Top bar: menu, brand, notifications with the unread badge, and the language/currency chip. On a
 * desktop (issue 42) the menu's links are in the bar itself, with the account beside the bell.
 */
export function Navbar() {
  const { t } = useTranslation();
  const open = useShellUi((s) => s.open);
  const { language, currency } = useSettings();
  const unread = useUnreadCount().data ?? 0;
  // The chip's name contains its visible text, so "EN · TRY" can be spoken to select it (WCAG 2.5.3).
  const chip = `${language.toUpperCase()} · ${currency}`;
  const desktop = useDesktop();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-lg items-center gap-1 px-2 lg:h-16 lg:max-w-6xl lg:px-6">
        {!desktop && (
          <button
            type="button"
            onClick={() => open('menu')}
            className="grid size-11 place-items-center rounded-full hover:bg-canvas"
            aria-label={t('shell.open_menu')}
          >
            <MenuIcon />
          </button>
        )}
        <Link to="/" className="flex items-center gap-2 px-1 text-lg font-bold tracking-tight text-brand-700">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          Yolcu
        </Link>
        {desktop && <DesktopNav />}
        <div className="ms-auto flex items-center gap-1">
          <button
            type="button"
            onClick={() => open('settings')}
            className="flex h-9 items-center rounded-full border border-line px-3 text-sm font-semibold text-ink hover:bg-canvas"
            aria-label={t('a11y.settings_chip', { value: chip })}
            data-testid="settings-chip"
          >
            {chip}
          </button>
          <Link
            to="/notification/"
            className="relative grid size-11 place-items-center rounded-full hover:bg-canvas"
            aria-label={t('notifications.title_with_count', { count: unread })}
          >
            <BellIcon />
            {unread > 0 && (
              <span
                className="absolute top-1.5 end-1.5 grid min-w-5 place-items-center rounded-full bg-danger px-1 text-[11px] font-bold text-white"
                data-testid="unread-badge"
              >
                {unread > 99 ? '99+' : unread}
              </span>
            )}
          </Link>
          {desktop && <AccountButton />}
        </div>
      </div>
    </header>
  );
}
