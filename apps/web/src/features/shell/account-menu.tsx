import type { RefObject } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';
import { Link } from 'react-router';
import { LogInIcon } from '../../components/ui/icons';
import { toast } from '../../components/ui/toast';
import { greetingName, signOut, useUser } from '../../lib/session';
import { useTranslation } from '../../lib/translate';

/** The side menu's account links (01 §2), in order. */
export const ACCOUNT_LINKS = [
  ['/profile/', 'profile.title'],
  ['/profile/password/', 'profile.password'],
  ['/profile/tickets/', 'tabs.tickets'],
  ['/profile/price_alerts/', 'menu.price_alerts'],
  ['/profile/coupons/', 'profile.coupons'],
  ['/profile/bills/', 'profile.bills'],
  ['/profile/passengers/', 'profile.passengers'],
] as const;

/** The signed-in traveller's menu on desktop: a popover under their name, closed by Escape or a click outside. */
export function AccountMenu({ triggerRef, onClose }: { triggerRef: RefObject<HTMLElement | null>; onClose(): void }) {
  const { t } = useTranslation();
  const user = useUser().data;
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      placement="bottom end"
      offset={8}
      className="w-72 rounded-2xl border border-line bg-surface py-2 shadow-xl data-[entering]:animate-[fade-in_150ms]"
    >
      <Dialog className="outline-none" aria-label={t('desktop.account_menu')}>
        <Heading slot="title" className="truncate px-4 pt-1 pb-2 text-sm font-semibold text-muted">
          {user ? t('menu.greeting', { name: greetingName(user) }) : t('menu.greeting_guest')}
        </Heading>
        <ul>
          {ACCOUNT_LINKS.map(([to, key]) => (
            <li key={to}>
              <Link
                to={to}
                onClick={onClose}
                className="flex min-h-11 items-center px-4 text-[15px] hover:bg-canvas focus-visible:bg-canvas"
              >
                {t(key)}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-line pt-1">
            <button
              type="button"
              onClick={async () => {
                onClose();
                await signOut();
                toast.success(t('menu.logged_out'));
              }}
              className="flex min-h-11 w-full items-center gap-2 px-4 text-[15px] text-danger hover:bg-canvas"
            >
              <LogInIcon width={18} height={18} />
              {t('menu.logout')}
            </button>
          </li>
        </ul>
      </Dialog>
    </Popover>
  );
}
