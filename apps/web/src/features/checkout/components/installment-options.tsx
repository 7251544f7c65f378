import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatMoney } from '../../../lib/format';
import { useSettings } from '../../../lib/settings-store';
import { useTranslation } from '../../../lib/translate';
import { binOf, useInstallments } from '../api/installments';
import type { CommonPaymentValues } from '../payment-form';

/**
 * The card's installment plans (taksit, 03 §18), under the card number once its first six digits
 * are typed: each plan's count, monthly amount and total in TRY, what the card is charged. A plan
 * the next card does not offer falls back to a single payment, so a stale choice is never sent.
 */
export function InstallmentOptions({ sessionUnique, amountTry }: { sessionUnique: string; amountTry: number }) {
  const { t } = useTranslation();
  const { language } = useSettings();
  const { control, setValue } = useFormContext<CommonPaymentValues>();
  const number = useWatch({ control, name: 'card_number' });
  const chosen = useWatch({ control, name: 'installment' }) ?? 1;
  const bin = binOf(number);
  const { data, isError } = useInstallments(sessionUnique, bin, amountTry);
  const offered = bin !== null && data ? data.options : null;

  useEffect(() => {
    if (chosen !== 1 && !offered?.some((o) => o.count === chosen)) setValue('installment', 1);
  }, [offered, chosen, setValue]);

  if (bin === null) return <p className="text-sm text-muted">{t('checkout.installments_hint')}</p>;
  if (isError) return <p className="text-sm text-muted">{t('checkout.installments_unavailable')}</p>;
  if (!offered) return <p className="text-sm text-muted">{t('checkout.installments_loading')}</p>;
  const try_ = (n: number) => formatMoney(n, 'TRY', 1, language);
  // Plans at the cash price (a bank's campaign) are said so: what Turkish shoppers look for first.
  const single = offered.find((o) => o.count === 1)?.total ?? amountTry;
  const card = [data?.bank_name, data?.card_family].filter(Boolean).join(' · ');
  return (
    <fieldset className="space-y-2" data-testid="installments">
      <legend className="mb-1 text-sm font-semibold">
        {t('checkout.installments_title')}
        {card && <span className="ml-1 font-normal text-muted">({card})</span>}
      </legend>
      {offered.length === 1 && <p className="text-sm text-muted">{t('checkout.installments_single_only')}</p>}
      {offered.map((o) => (
        <label
          key={o.count}
          className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm ${o.count === chosen ? 'border-brand-600 bg-brand-50' : 'border-line'}`}
        >
          <input
            type="radio"
            name="installment"
            value={o.count}
            checked={o.count === chosen}
            onChange={() => setValue('installment', o.count, { shouldDirty: true })}
            className="size-4 accent-brand-600"
          />
          <span className="flex-1">
            {o.count === 1
              ? t('checkout.installment_single')
              : t('checkout.installment_plan', { count: o.count, monthly: try_(o.monthly) })}
            {o.count > 1 && o.total <= single && (
              <span className="block text-xs font-semibold text-success">{t('checkout.installment_no_charge')}</span>
            )}
          </span>
          <span className="font-semibold tabular-nums">{try_(o.total)}</span>
        </label>
      ))}
    </fieldset>
  );
}
