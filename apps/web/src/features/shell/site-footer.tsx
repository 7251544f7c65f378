import { Children, type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { MailIcon, PhoneIcon, SocialIcon } from '../../components/ui/icons';
import { useAppInfo, useCorporatePages } from '../../lib/api/queries';
import { useTranslation } from '../../lib/translate';

/**
 * A group of links under its heading. A heading is never drawn without words or without links under
 * it (axe's empty-heading): no title yet, or no links (the corporate pages not loaded, or none), an empty place.
 */
function Column({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  // Its place in the footer's grid is kept, so the columns after it do not move when its links come.
  if (!title.trim() || Children.toArray(children).length === 0) return <div />;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-ink">
        {title}
      </h2>
      <ul className="mt-3 space-y-2 text-[15px]">{children}</ul>
    </section>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className="text-muted hover:text-brand-700 hover:underline">
        {children}
      </Link>
    </li>
  );
}

/**
 * The desktop site's footer (issue 42): the side menu's groups that the top bar leaves out (finding
 * a booking, the corporate pages, support) and the company's contact details from the app info.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const info = useAppInfo().data;
  const pages = useCorporatePages().data ?? [];
  const social = info?.social;
  return (
    <footer className="mt-12 border-t border-line bg-surface" data-testid="site-footer">
      <div className="mx-auto grid max-w-6xl grid-cols-[1.4fr_repeat(4,1fr)] gap-8 px-6 py-10">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold tracking-tight text-brand-700">
            <img src="/favicon.svg" alt="" width={24} height={24} />
            Yolcu
          </p>
          <p className="mt-2 max-w-xs text-sm text-muted">{t('home.subtitle')}</p>
          {info && (
            <ul className="mt-4 space-y-2 text-sm text-muted">
              {info.contact_phone && (
                <li className="flex items-center gap-2">
                  <PhoneIcon width={16} height={16} />
                  <a href={`tel:${info.contact_phone.replace(/\s+/g, '')}`} className="hover:text-brand-700">
                    {info.contact_phone}
                  </a>
                </li>
              )}
              {info.contact_email && (
                <li className="flex items-center gap-2">
                  <MailIcon width={16} height={16} />
                  <a href={`mailto:${info.contact_email}`} className="hover:text-brand-700">
                    {info.contact_email}
                  </a>
                </li>
              )}
            </ul>
          )}
        </div>
        <Column title={t('menu.book')}>
          <FooterLink to="/">{t('home.tab_flight')}</FooterLink>
          <FooterLink to="/?tab=transfer">{t('home.tab_transfer')}</FooterLink>
        </Column>
        <Column title={t('menu.ticket_query')}>
          <FooterLink to="/flight/check-pnr/">{t('menu.flight_pnr')}</FooterLink>
          <FooterLink to="/transfer/check-pnr/">{t('menu.transfer_pnr')}</FooterLink>
        </Column>
        <Column title={t('menu.corporate')}>
          {pages.map((p) => (
            <FooterLink key={p.id} to={`/corporate/${p.id}`}>
              {p.title}
            </FooterLink>
          ))}
        </Column>
        <Column title={t('menu.support')}>
          <FooterLink to="/faq/">{t('faq.title')}</FooterLink>
          <FooterLink to="/contact/">{t('contact.title')}</FooterLink>
        </Column>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-6 py-4 text-sm text-muted">
          <p>{t('desktop.copyright', { year: new Date().getFullYear() })}</p>
          {social && (
            <ul className="flex gap-1">
              {(['facebook', 'instagram', 'twitter', 'linkedin'] as const).map((name) =>
                social[name] ? (
                  <li key={name}>
                    <a
                      href={social[name] ?? undefined}
                      target="_blank"
                      rel="noreferrer noopener"
                      aria-label={name}
                      className="grid size-10 place-items-center rounded-full hover:bg-canvas hover:text-brand-700"
                    >
                      <SocialIcon name={name} width={18} height={18} />
                    </a>
                  </li>
                ) : null,
              )}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}
