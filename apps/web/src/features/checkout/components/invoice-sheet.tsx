import type { Bill } from '@yolcu/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/translate';
import { BillFields, billFormValues, useBillForm } from '../../../components/bill/bill-form';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { type BillValues, emptyBill } from '../payment-form';

/** 01 §3: a saved bill's address is previewed cut at 15 characters. */
export const addressPreview = (address: string) => (address.length > 15 ? `${address.slice(0, 15)}…` : address);

interface InvoiceSheetProps {
  initial: BillValues | undefined;
  savedBills: Bill[];
  onSave(bill: BillValues): void;
  onClose(): void;
}

/**
 * "My Invoice to the Company" (02 §2, §4): Select Bill fills it from a saved bill; the fields are
 * the profile's bill form; Save keeps the invoice with the payment once every input is filled.
 */
export function InvoiceSheet({ initial, savedBills, onSave, onClose }: InvoiceSheetProps) {
  const { t } = useTranslation();
  const { form, fieldError } = useBillForm(initial ?? emptyBill());
  const [choosing, setChoosing] = useState(false);

  useEffect(() => {
    form.reset(initial ?? emptyBill());
  }, [initial, form]);

  const save = form.handleSubmit(
    (values) =>
      onSave({
        ...(values as BillValues),
        bill_type: String(values.bill_type),
        tax_number: values.tax_number ?? '',
        tax_office: values.tax_office ?? '',
      }),
    () =>
      requestAnimationFrame(() => document.querySelector<HTMLElement>('#invoice-form [aria-invalid="true"]')?.focus()),
  );

  return (
    <Sheet
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('checkout.invoice_title')}
      footer={
        <Button className="w-full" onPress={() => void save()}>
          {t('checkout.invoice_save')}
        </Button>
      }
    >
      {savedBills.length > 0 && (
        <div className="mb-4">
          <Button
            variant="secondary"
            className="w-full"
            onPress={() => setChoosing((c) => !c)}
            aria-expanded={choosing}
          >
            {t('checkout.select_bill')}
          </Button>
          {choosing && (
            <ul className="mt-2 space-y-2" aria-label={t('checkout.select_bill')}>
              {savedBills.map((b) => (
                <li key={b.id}>
                  <button
                    type="button"
                    onClick={() => {
                      form.reset(billFormValues(b));
                      setChoosing(false);
                    }}
                    className="flex min-h-12 w-full flex-col items-start justify-center rounded-xl border border-line px-3 py-2 text-start hover:bg-brand-50"
                  >
                    <span className="font-semibold">{b.billing_name}</span>
                    <span className="text-sm text-muted">
                      {b.bill_type_display} · {addressPreview(b.address)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <form id="invoice-form" onSubmit={save} noValidate>
        <BillFields form={form} fieldError={fieldError} />
      </form>
    </Sheet>
  );
}
