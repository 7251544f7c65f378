import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translate';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Link } from 'react-router';
import {
  CarIcon,
  ChevronRightIcon,
  CloseIcon,
  DocIcon,
  HelpIcon,
  LogInIcon,
  MailIcon,
  PlaneIcon,
  SocialIcon,
  TicketIcon,
  UserIcon,
} from '../../components/ui/icons';
import { useAppInfo, useCorporatePages } from '../../lib/api/queries';
import { greetingName, signOut, useSession, useUser } from '../../lib/session';
import { toast } from '../../components/ui/toast';
import { useAuthLinks } from '../../lib/use-auth-links';
import { useShellUi } from './shell-store';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-line py-2">
      <h3 className="px-5 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">{title}</h3>
      <ul>{children}</ul>
    </section>
  );
}

function Item({
  to,
  icon,
  children,
  onNavigate,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  onNavigate(): void;
}) {
  return (
    <li>
      <Link to={to} onClick={onNavigate} className="flex min-h-12 items-center gap-3 px-5 text-[15px] hover:bg-canvas">
        <span className="text-muted">{icon}</span>
        <span className="flex-1">{children}</span>
        <ChevronRightIcon width={18} height={18} className="text-muted" />
      </Link>
    </li>
  );
}

/** The side menu of 01 §2, signed-in and signed-out variants. */
export function SideMenu() {
  const { t } = useTranslation();
  const { panel, close } = useShellUi();
  const pages = useCorporatePages().data ?? [];
  const social = useAppInfo().data?.social;
  const signedIn = Boolean(useSession((st) => st.token));
  const user = useUser().data;
  const authLinks = useAuthLinks();
  const greeting = user ? t('menu.greeting', { name: greetingName(user) }) : t('menu.greeting_guest');
  const icon = (Icon: typeof PlaneIcon) => <Icon width={20} height={20} />;
  return (
    <ModalOverlay
      isOpen={panel === 'menu'}
      onOpenChange={(o) => !o && close()}
      isDismissable
      className="fixed inset-0 z-40 bg-ink/40 data-[entering]:animate-[fade-in_200ms]"
    >
      <Modal className="fixed inset-y-0 start-0 w-[86%] max-w-sm overflow-y-auto bg-surface shadow-2xl data-[entering]:animate-[slide-in-left_220ms_ease-out]">
        <Dialog className="outline-none" aria-label={t('shell.menu')}>
          <div className="flex items-center justify-between px-5 pt-4 pb-3">
            <Heading slot="title" className="text-lg font-semibold">
              {greeting}
            </Heading>
            <button
              type="button"
              onClick={close}
              className="-me-2 grid size-11 place-items-center rounded-full hover:bg-canvas"
              aria-label={t('common.close')}
            >
              <CloseIcon />
            </button>
          </div>
          {signedIn ? (
            <ul className="pb-2">
              {(
                [
                  ['/profile/', 'profile.title'],
                  ['/profile/password/', 'profile.password'],
                  ['/profile/tickets/', 'tabs.tickets'],
                  ['/profile/price_alerts/', 'menu.price_alerts'],
                  ['/profile/coupons/', 'profile.coupons'],
                  ['/profile/bills/', 'profile.bills'],
                  ['/profile/passengers/', 'profile.passengers'],
                ] as const
              ).map(([to, key]) => (
                <Item key={to} to={to} icon={icon(UserIcon)} onNavigate={close}>
                  {t(key)}
                </Item>
              ))}
              <li>
                <button
                  type="button"
                  onClick={async () => {
                    close();
                    await signOut();
                    toast.success(t('menu.logged_out'));
                  }}
                  className="flex min-h-12 w-full items-center gap-3 px-5 text-[15px] text-danger hover:bg-canvas"
                >
                  {icon(LogInIcon)}
                  {t('menu.logout')}
                </button>
              </li>
            </ul>
          ) : (
            <ul className="pb-2">
              <Item to={authLinks.login} icon={icon(LogInIcon)} onNavigate={close}>
                {t('menu.login')}
              </Item>
              <Item to={authLinks.register} icon={icon(UserIcon)} onNavigate={close}>
                {t('menu.signup')}
              </Item>
            </ul>
          )}
          <Group title={t('menu.book')}>
            <Item to="/?tab=flight" icon={icon(PlaneIcon)} onNavigate={close}>
              {t('home.tab_flight')}
            </Item>
            <Item to="/?tab=transfer" icon={icon(CarIcon)} onNavigate={close}>
              {t('home.tab_transfer')}
            </Item>
          </Group>
          <Group title={t('menu.ticket_query')}>
            <Item to="/flight/check-pnr/" icon={icon(TicketIcon)} onNavigate={close}>
              {t('menu.flight_pnr')}
            </Item>
            <Item to="/transfer/check-pnr/" icon={icon(TicketIcon)} onNavigate={close}>
              {t('menu.transfer_pnr')}
            </Item>
          </Group>
          {pages.length > 0 && (
            <Group title={t('menu.corporate')}>
              {pages.map((p) => (
                <Item key={p.id} to={`/corporate/${p.id}`} icon={icon(DocIcon)} onNavigate={close}>
                  {p.title}
                </Item>
              ))}
            </Group>
          )}
          <Group title={t('menu.support')}>
            <Item to="/faq/" icon={icon(HelpIcon)} onNavigate={close}>
              {t('faq.title')}
            </Item>
            <Item to="/contact/" icon={icon(MailIcon)} onNavigate={close}>
              {t('contact.title')}
            </Item>
          </Group>
          {social && (
            <div className="flex gap-2 border-t border-line px-4 py-4">
              {(['facebook', 'instagram', 'twitter', 'linkedin'] as const).map((name) =>
                social[name] ? (
                  <a
                    key={name}
                    href={social[name] ?? undefined}
                    target="_blank"
                    rel="noreferrer noopener"
                    aria-label={name}
                    className="grid size-11 place-items-center rounded-full text-muted hover:bg-canvas"
                  >
                    <SocialIcon name={name} width={20} height={20} />
                  </a>
                ) : null,
              )}
            </div>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
