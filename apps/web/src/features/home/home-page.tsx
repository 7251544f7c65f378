import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translate';
import { Link, useSearchParams } from 'react-router';
import { CarIcon, PlaneIcon, ShieldIcon, TicketIcon } from '../../components/ui/icons';
import { Tabs, useUrlTab } from '../../components/ui/tabs';
import { useDocumentTitle } from '../../lib/use-document-title';

function Pledge({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <li className="flex gap-3 rounded-2xl border border-line bg-surface p-4 lg:p-5">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600">{icon}</span>
      <span>
        <span className="block font-semibold">{title}</span>
        <span className="mt-0.5 block text-sm text-muted">{text}</span>
      </span>
    </li>
  );
}

/**
 * Home with the Flight Ticket and Transport tabs (01 §2). The search forms live in the flight
 * and transfer search features and are slotted into these panels.
 */
export function HomePage({ flightSearch, transferSearch }: { flightSearch?: ReactNode; transferSearch?: ReactNode }) {
  useDocumentTitle('a11y.title.home');
  // The flight form is composed in by the router (features do not import each other).
  const { t } = useTranslation();
  const [urlTab, select] = useUrlTab(['flight', 'transfer']);
  // A flight's transfer suggestion (its detail, its mail) opens `/?product=transfer&from=…` (03 §14).
  const [params] = useSearchParams();
  const tab = params.get('product') === 'transfer' ? 'transfer' : urlTab;
  return (
    // On a desktop (issue 42): the hero as a full-width band, the search form across the content's
    // width under it, and the three promises side by side.
    <div className="pb-6 lg:pb-0">
      <section className="bg-gradient-to-b from-brand-600 to-brand-700 px-4 pt-5 pb-20 text-white lg:pt-12 lg:pb-28">
        <div className="lg:mx-auto lg:max-w-6xl lg:px-6">
          <h1 className="text-2xl leading-tight font-bold lg:text-5xl">{t('home.title')}</h1>
          <p className="mt-1 text-white/85 lg:mt-2 lg:text-lg">{t('home.subtitle')}</p>
        </div>
      </section>
      <div className="-mt-16 px-4 lg:mx-auto lg:-mt-20 lg:max-w-6xl lg:px-6">
        <Tabs
          idPrefix="home"
          label={t('home.tabs_label')}
          tabs={[
            [
              'flight',
              <>
                <PlaneIcon width={20} height={20} />
                {t('home.tab_flight')}
              </>,
            ],
            [
              'transfer',
              <>
                <CarIcon width={20} height={20} />
                {t('home.tab_transfer')}
              </>,
            ],
          ]}
          selected={tab}
          onSelect={select}
          className="flex gap-1 rounded-2xl bg-white/15 p-1 backdrop-blur lg:w-96"
          tabClassName="flex min-h-12 flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl text-[15px] font-semibold text-white/80 outline-none data-[selected]:bg-white data-[selected]:text-brand-700 focus-visible:ring-2 focus-visible:ring-white"
          panelClassName="mt-3 rounded-2xl border border-line bg-surface p-4 shadow-sm lg:p-6 lg:shadow-lg"
        >
          {tab === 'flight'
            ? (flightSearch ?? <p className="text-[15px] text-muted">{t('home.flight_intro')}</p>)
            : (transferSearch ?? <p className="text-[15px] text-muted">{t('home.transfer_intro')}</p>)}
        </Tabs>
      </div>
      <ul className="mt-6 space-y-3 px-4 lg:mx-auto lg:mt-10 lg:grid lg:max-w-6xl lg:grid-cols-3 lg:gap-4 lg:space-y-0 lg:px-6">
        <Pledge
          icon={<TicketIcon width={20} height={20} />}
          title={t('home.promise_price_title')}
          text={t('home.promise_price_text')}
        />
        <Pledge
          icon={<ShieldIcon width={20} height={20} />}
          title={t('home.promise_secure_title')}
          text={t('home.promise_secure_text')}
        />
        <Pledge
          icon={<CarIcon width={20} height={20} />}
          title={t('home.promise_transfer_title')}
          text={t('home.promise_transfer_text')}
        />
      </ul>
      <p className="mt-6 px-4 text-center text-sm text-muted lg:mt-8 lg:text-[15px]">
        {t('home.find_booking')} {/* The lookup of the product on the open tab (03 §11: transfers have their own). */}
        <Link
          to={tab === 'flight' ? '/flight/check-pnr/' : '/transfer/check-pnr/'}
          className="font-semibold text-brand-600 underline"
        >
          {tab === 'flight' ? t('menu.flight_pnr') : t('menu.transfer_pnr')}
        </Link>
      </p>
    </div>
  );
}
