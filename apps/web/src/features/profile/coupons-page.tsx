import type { Coupon } from '@yolcu/contract';
import { todayInTurkey } from '@yolcu/contract/dates';
import { useTranslation } from '../../lib/translate';
import { EmptyState } from '../../components/ui/empty-state';
import { ListSkeleton } from '../../components/ui/skeleton';
import { formatMoney } from '../../lib/format';
import { useSettings } from '../../lib/settings-store';
import { useCoupons } from './api/user-data';
import { ProfileNav } from './components/profile-nav';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Usable when unused and not expired; Used; Expired (03 §11 corrects the inverted label of 01). */
export function couponState(c: Coupon, today = todayInTurkey()): 'usable' | 'used' | 'expired' {
  if (c.used) return 'used';
  return c.expried_date < today ? 'expired' : 'usable';
}

const STYLE = {
  usable: 'bg-success/10 text-success',
  used: 'bg-canvas text-muted',
  expired: 'bg-danger/10 text-danger',
} as const;

export function CouponsPage() {
  useDocumentTitle('a11y.title.coupons');
  const { t } = useTranslation();
  const coupons = useCoupons();
  // A coupon is money off in TRY, as My Tickets shows what was paid in TRY (issue 41): one currency
  // for what the traveller holds, whatever the display currency of prices to come.
  const language = useSettings((s) => s.language);
  return (
    <div className="px-4 pt-4 pb-8">
      <h1 className="mb-3 text-2xl font-bold">{t('profile.coupons')}</h1>
      <ProfileNav />
      <div className="mt-4">
        {coupons.isPending && <ListSkeleton rows={3} />}
        {coupons.data?.length === 0 && <EmptyState title={t('profile.no_coupons')} />}
        <ul className="space-y-3 lg:grid lg:grid-cols-2 lg:items-start lg:gap-3 lg:space-y-0">
          {coupons.data?.map((c) => {
            const state = couponState(c);
            return (
              <li
                key={c.id}
                className="flex items-center justify-between rounded-2xl border border-line bg-surface p-4"
                data-testid="coupon"
              >
                <div>
                  <p className="font-mono text-lg font-bold tracking-wider">{c.code}</p>
                  <p className="text-sm text-muted">
                    {t('profile.coupon_until', {
                      date: new Intl.DateTimeFormat(language === 'tr' ? 'tr-TR' : 'en-GB', {
                        dateStyle: 'medium',
                        timeZone: 'UTC',
                      }).format(new Date(`${c.expried_date}T00:00:00Z`)),
                    })}
                  </p>
                </div>
                <div className="text-end">
                  <p className="text-lg font-bold text-brand-700">{formatMoney(c.value, 'TRY', 1, language)}</p>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STYLE[state]}`}>
                    {t(`profile.coupon_${state}`)}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
