import type { Bill } from '@yolcu/contract';
import { billInputSchema } from '@yolcu/contract/user-data';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { TextArea, TextField } from '../../../components/ui/text-field';
import { useApiForm } from '../../../lib/use-api-form';
import { type BillValues, emptyBill } from '../payment-form';

/** 01 §3: a saved bill's address is previewed cut at 15 characters. */
export const addressPreview = (address: string) => (address.length > 15 ? `${address.slice(0, 15)}…` : address);

const fromBill = (b: Bill): BillValues => ({
  bill_type: String(b.bill_type),
  billing_name: b.billing_name,
  city: b.city,
  district: b.district,
  zip_code: b.zip_code,
  tax_number: b.tax_number ?? '',
  tax_office: b.tax_office ?? '',
  address: b.address,
});

interface InvoiceSheetProps {
  initial: BillValues | undefined;
  savedBills: Bill[];
  onSave(bill: BillValues): void;
  onClose(): void;
}

/**
 * "My Invoice to the Company" (02 §2, §4): Select Bill fills it from a saved bill; the company
 * fields show for a corporate bill; Save accepts it only when every input is filled.
 */
export function InvoiceSheet({ initial, savedBills, onSave, onClose }: InvoiceSheetProps) {
  const { t } = useTranslation();
  const { form, fieldError } = useApiForm<BillValues>(billInputSchema as never, {
    defaultValues: initial ?? emptyBill(),
  });
  const [choosing, setChoosing] = useState(false);
  const corporate = Number(form.watch('bill_type')) === 1;

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
                      form.reset(fromBill(b));
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
      <form id="invoice-form" onSubmit={save} noValidate className="space-y-4">
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium">{t('checkout.bill_type')}</legend>
          <div className="flex gap-2">
            {(
              [
                ['0', t('checkout.bill_individual')],
                ['1', t('checkout.bill_corporate')],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className="flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl border border-line has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
              >
                <input type="radio" value={value} className="accent-brand-600" {...form.register('bill_type')} />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          id="bill-name"
          label={corporate ? t('checkout.company_title') : t('checkout.full_name')}
          maxLength={150}
          error={fieldError('billing_name')}
          {...form.register('billing_name')}
        />
        {corporate && (
          <div className="grid grid-cols-2 gap-3">
            <TextField
              id="bill-tax-office"
              label={t('checkout.tax_office')}
              maxLength={150}
              error={fieldError('tax_office')}
              {...form.register('tax_office')}
            />
            <TextField
              id="bill-tax-number"
              label={t('checkout.tax_number')}
              inputMode="numeric"
              maxLength={11}
              error={fieldError('tax_number')}
              {...form.register('tax_number')}
            />
          </div>
        )}
        <div className="grid grid-cols-2 gap-3">
          <TextField
            id="bill-city"
            label={t('checkout.city')}
            maxLength={100}
            error={fieldError('city')}
            {...form.register('city')}
          />
          <TextField
            id="bill-district"
            label={t('checkout.district')}
            maxLength={150}
            error={fieldError('district')}
            {...form.register('district')}
          />
        </div>
        <TextField
          id="bill-zip"
          label={t('checkout.zip_code')}
          inputMode="numeric"
          maxLength={10}
          error={fieldError('zip_code')}
          {...form.register('zip_code')}
        />
        <TextArea
          id="bill-address"
          label={t('checkout.address')}
          maxLength={500}
          error={fieldError('address')}
          {...form.register('address')}
        />
      </form>
    </Sheet>
  );
}
