import type { Coupon } from '@yolcu/contract';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/translate';
import type { CommonPaymentValues } from '../payment-form';

/** The signed-in user's usable coupons; choosing one adds a negative line to the price (02 §4). */
export function CouponPicker({ coupons, money }: { coupons: Coupon[]; money(amount: number): string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<CommonPaymentValues>();
  const { field } = useController({ control, name: 'coupon' });
  if (coupons.length === 0) return null;
  const option = (id: number | null, label: string, amount?: string) => (
    <label
      key={id ?? 'none'}
      className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl border border-line px-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
    >
      <input
        type="radio"
        name={field.name}
        checked={field.value === id}
        onChange={() => field.onChange(id)}
        className="size-4 accent-brand-600"
      />
      <span className="flex-1 text-[15px]">{label}</span>
      {amount && <span className="text-sm font-semibold text-success tabular-nums">−{amount}</span>}
    </label>
  );
  return (
    <fieldset className="mt-4 border-t border-line pt-3">
      <legend className="float-start mb-2 text-sm font-semibold">{t('checkout.coupons')}</legend>
      <div className="clear-both grid gap-2">
        {option(null, t('checkout.no_coupon'))}
        {coupons.map((c) => option(c.id, c.code, money(c.value)))}
      </div>
    </fieldset>
  );
}
