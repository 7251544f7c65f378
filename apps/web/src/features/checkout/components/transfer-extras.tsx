import type { TransferPaymentData } from '@yolcu/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translate';
import { Stepper } from '../../../components/ui/stepper';
import type { TransferFormValues } from '../transfer-payment-form';
import { FieldError } from './form-controls';

type Extra = TransferPaymentData['extra_products'][number];

/** A range such as "(9–18 kg)" stays on one line: the lines of a narrow row break at spaces only. */
const keepRanges = (name: string) => name.replace(/(\S)–(\S)/g, '$1\u2060–\u2060$2');

interface TransferExtrasProps {
  extras: Extra[];
  money(amount: number): string;
  fieldError(name: string): string | undefined;
}

/**
 * The extras of the ride (02 §2): a stepper when more than one can be taken, else a checkbox
 * for none or one; a chosen extra is drawn checked. Quantities live in the form as `{id: n}`.
 */
export function TransferExtras({ extras, money, fieldError }: TransferExtrasProps) {
  const { t } = useTranslation();
  const { control, setValue, clearErrors } = useFormContext<TransferFormValues>();
  const quantities = useWatch({ control, name: 'extra_products' });
  if (extras.length === 0) return null;
  const choose = (id: number, quantity: number) => {
    setValue('extra_products', { ...quantities, [String(id)]: quantity }, { shouldDirty: true });
    clearErrors(`extra_products.${id}` as 'extra_products');
  };
  return (
    <div className="mb-4">
      <h3 className="mb-2 text-sm font-semibold">{t('checkout.extras_title')}</h3>
      <ul className="space-y-2">
        {extras.map((extra) => {
          const quantity = quantities[String(extra.id)] ?? 0;
          const name = `extra_products.${extra.id}`;
          const error = fieldError(name);
          const each = t('checkout.extra_each', { price: money(extra.price) });
          return (
            <li key={extra.id} data-testid="extra" data-checked={quantity > 0 || undefined}>
              <div
                className={`rounded-xl border px-3 ${quantity > 0 ? 'border-brand-500 bg-brand-50' : error ? 'border-danger' : 'border-line'}`}
              >
                {extra.max_quantity > 1 ? (
                  // A fieldset carries the name, so a message from the server can bring the row into view.
                  <fieldset name={name} tabIndex={-1} className="outline-none">
                    <Stepper
                      label={keepRanges(extra.name)}
                      hint={each}
                      value={quantity}
                      canDecrement={quantity > 0}
                      canIncrement={quantity < extra.max_quantity}
                      onChange={(delta) => choose(extra.id, quantity + delta)}
                      decrementLabel={t('common.decrease')}
                      incrementLabel={t('common.increase')}
                    />
                  </fieldset>
                ) : (
                  <label className="flex min-h-16 cursor-pointer items-center gap-3 py-2">
                    <input
                      type="checkbox"
                      name={name}
                      checked={quantity > 0}
                      onChange={(e) => choose(extra.id, e.target.checked ? 1 : 0)}
                      className="size-5 shrink-0 rounded accent-brand-600"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium">{keepRanges(extra.name)}</span>
                      <span className="block text-sm text-muted">{money(extra.price)}</span>
                    </span>
                  </label>
                )}
              </div>
              <FieldError id={`extra-${extra.id}`} error={error} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
