import type { CorporatePage } from '@yolcu/contract';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/translate';
import { LazySheet as Sheet } from '../../../components/ui/lazy-overlays';
import { Skeleton } from '../../../components/ui/skeleton';
import type { CommonPaymentValues } from '../payment-form';
import { CheckboxField } from './form-controls';
import { HtmlContent } from './html-content';

/** The three contracts a buyer accepts (02 §9), in the order they are read. */
export const CONSENT_PAGES = ['TERMS_OF_USE', 'PROTECTION_OF_PERSONAL_DATA', 'DISTANCE_SALES_CONTRACT'] as const;
type ConsentPage = (typeof CONSENT_PAGES)[number];

/** Consent to the contracts; each name opens its corporate page in a popup. */
export function ConsentField({ pages, loading, error }: { pages: CorporatePage[]; loading: boolean; error?: string }) {
  const { t } = useTranslation();
  const { register } = useFormContext<CommonPaymentValues>();
  const [reading, setReading] = useState<ConsentPage | null>(null);
  const page = reading ? pages.find((p) => p.page_type_code === reading) : undefined;
  const label = (code: ConsentPage) =>
    code === 'TERMS_OF_USE'
      ? t('checkout.terms_of_use')
      : code === 'PROTECTION_OF_PERSONAL_DATA'
        ? t('checkout.personal_data')
        : t('checkout.distance_sales');
  return (
    <div>
      <ul className="mb-1 flex flex-wrap gap-x-1">
        {CONSENT_PAGES.map((code) => (
          <li key={code}>
            <button
              type="button"
              onClick={() => setReading(code)}
              className="min-h-11 rounded-lg px-2 text-start text-sm font-semibold text-brand-700 underline decoration-brand-500/40 underline-offset-4 hover:bg-brand-50"
            >
              {label(code)}
            </button>
          </li>
        ))}
      </ul>
      <CheckboxField id="pay-condition" label={t('checkout.consent')} error={error} {...register('condition')} />
      <Sheet
        isOpen={reading !== null}
        onOpenChange={(open) => !open && setReading(null)}
        title={page?.title ?? (reading ? label(reading) : '')}
      >
        {page ? (
          <HtmlContent html={page.content} />
        ) : loading ? (
          <div className="space-y-2" aria-busy="true">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : (
          <p className="text-muted">{t('error.load_failed')}</p>
        )}
      </Sheet>
    </div>
  );
}
