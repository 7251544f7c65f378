import type { Bill } from '@yolcu/contract';
import { lazy, Suspense, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translate';
import type { BillValues, CommonPaymentValues } from '../payment-form';
import { CheckboxField } from './form-controls';

/** The invoice form (and the contract's bill schema it checks with) loads when the box is first ticked (issue 21). */
const InvoiceSheet = lazy(() => import('./invoice-sheet').then((m) => ({ default: m.InvoiceSheet })));

/** The invoice checkbox: ticking it opens the invoice popup, and it stays ticked only with a saved bill. */
export function InvoiceField({ savedBills, error }: { savedBills: Bill[]; error?: string }) {
  const { t } = useTranslation();
  const { control, setValue, clearErrors } = useFormContext<CommonPaymentValues>();
  const hasInvoice = useWatch({ control, name: 'has_invoice' });
  const bill = useWatch({ control, name: 'bill' }) as BillValues | undefined;
  const [open, setOpen] = useState(false);

  const save = (values: BillValues) => {
    setValue('bill', values);
    setValue('has_invoice', true);
    clearErrors('bill');
    setOpen(false);
  };
  const close = () => {
    setOpen(false);
    if (!bill) setValue('has_invoice', false);
  };

  return (
    <div>
      <CheckboxField
        id="pay-invoice"
        name="has_invoice"
        label={t('checkout.invoice_checkbox')}
        checked={Boolean(hasInvoice)}
        error={error}
        onChange={(e) => {
          if (e.target.checked) {
            setValue('has_invoice', true);
            setOpen(true);
          } else {
            setValue('has_invoice', false);
            setValue('bill', undefined);
            clearErrors('bill');
          }
        }}
      />
      {hasInvoice && bill && (
        <div
          className="ms-8 flex items-center justify-between gap-2 rounded-xl bg-canvas px-3 py-1"
          data-testid="invoice-summary"
        >
          <p className="min-w-0 truncate text-sm">
            <span className="font-semibold">{bill.billing_name}</span>
            <span className="text-muted">
              {' '}
              · {bill.district}, {bill.city}
            </span>
          </p>
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="min-h-11 shrink-0 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('checkout.edit')}
          </button>
        </div>
      )}
      {open && (
        <Suspense fallback={null}>
          <InvoiceSheet initial={bill} savedBills={savedBills} onSave={save} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
