import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { BellIcon, ChevronRightIcon } from '../ui/icons';
import type { AlertProduct, WatchedSearch } from './alert-product';

// The form, its schema and zod load only when someone opens the sheet: the results pages stay light.
const loadSheet = () => import('./price-alert-sheet');
const PriceAlertSheet = lazy(() => loadSheet().then((m) => ({ default: m.PriceAlertSheet })));

interface PriceAlertBannerProps {
  product: AlertProduct;
  /** The search option the alert watches (`search_options.id` of the results). */
  option: number;
  /** What is watched, named at the top of the sheet. */
  search: WatchedSearch;
}

/**
 * The Create Price Alerts banner of both results pages (02 §2): one slim row that opens the sheet,
 * so the first result card stays near the top on a phone.
 */
export function PriceAlertBanner({ product, option, search }: PriceAlertBannerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Once loaded the sheet stays mounted, so it can slide away when closed.
  const [mounted, setMounted] = useState(false);
  const preload = () => void loadSheet();
  return (
    <>
      <div className="px-4 pb-2 lg:px-0 lg:pb-3">
        <button
          type="button"
          onClick={() => {
            setMounted(true);
            setOpen(true);
          }}
          onPointerEnter={preload}
          onFocus={preload}
          aria-haspopup="dialog"
          className="flex min-h-11 w-full items-center gap-3 rounded-xl border border-brand-100 bg-brand-50 px-3 py-1.5 text-start hover:border-brand-500"
        >
          <BellIcon width={18} height={18} className="shrink-0 text-brand-600" />
          <span className="min-w-0 flex-1 leading-tight">
            <span className="block text-sm font-semibold text-brand-700">{t('price_alerts.banner_title')}</span>
            <span className="block truncate text-xs text-muted">{t('price_alerts.banner_text')}</span>
          </span>
          <ChevronRightIcon width={18} height={18} className="shrink-0 text-brand-600" />
        </button>
      </div>
      {mounted && (
        <Suspense fallback={null}>
          <PriceAlertSheet product={product} option={option} search={search} isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
