import type { Bill, BillInput } from '@yolcu/contract';
import { billInputSchema } from '@yolcu/contract/user-data';
import { useTranslation } from '../../lib/translate';
import { useAppInfo } from '../../lib/api/queries';
import { useApiForm } from '../../lib/use-api-form';
import { TextArea, TextField } from '../ui/text-field';

/** An invoice as its form holds it: every input is text (radio buttons too); the schema coerces. */
export type BillFormValues = { [K in keyof BillInput]: string };

/** The form's values for a saved bill, or empty for a new one (an individual's). */
export const billFormValues = (bill: Bill | null | undefined): BillFormValues => ({
  bill_type: String(bill?.bill_type ?? 0),
  billing_name: bill?.billing_name ?? '',
  city: bill?.city ?? '',
  district: bill?.district ?? '',
  zip_code: bill?.zip_code ?? '',
  tax_number: bill?.tax_number ?? '',
  tax_office: bill?.tax_office ?? '',
  address: bill?.address ?? '',
});

/**
 * One invoice form for the profile's Invoices and the payment page's "Invoice my company": the
 * contract's bill schema checks it, and field messages (the schema's or the server's) show under
 * their inputs. Each sheet keeps its own submit: the profile saves to the account, the payment
 * page keeps the invoice with the payment.
 */
export const useBillForm = (initial?: BillFormValues) =>
  useApiForm<BillFormValues>(billInputSchema as never, { defaultValues: initial ?? billFormValues(null) });

type BillForm = ReturnType<typeof useBillForm>;

/** The fields: type, name (company title for a company), tax office and number for a company only, then the address. */
export function BillFields({ form, fieldError, id }: Pick<BillForm, 'form' | 'fieldError'> & { id?: string }) {
  const { t } = useTranslation();
  const types = useAppInfo().data?.constants.bill_types ?? { 0: t('bills.individual'), 1: t('bills.corporate') };
  const corporate = Number(form.watch('bill_type')) === 1;
  return (
    <div id={id} className="space-y-4">
      <fieldset className="flex gap-2">
        <legend className="mb-1.5 text-sm font-medium">{t('bills.type')}</legend>
        {Object.entries(types).map(([value, label]) => (
          <label
            key={value}
            className="flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl border border-line has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
          >
            <input type="radio" value={value} className="accent-brand-600" {...form.register('bill_type')} />
            {label}
          </label>
        ))}
      </fieldset>
      {fieldError('bill_type') && (
        <p className="text-sm text-danger" role="alert">
          {fieldError('bill_type')}
        </p>
      )}
      <TextField
        id="bill-name"
        label={t(corporate ? 'bills.company_title' : 'bills.full_name')}
        maxLength={150}
        error={fieldError('billing_name')}
        {...form.register('billing_name')}
      />
      {corporate && (
        <div className="grid grid-cols-2 gap-3">
          <TextField
            id="bill-tax-office"
            label={t('bills.tax_office')}
            maxLength={150}
            error={fieldError('tax_office')}
            {...form.register('tax_office')}
          />
          <TextField
            id="bill-tax-number"
            label={t('bills.tax_number')}
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
          label={t('bills.city')}
          maxLength={100}
          error={fieldError('city')}
          {...form.register('city')}
        />
        <TextField
          id="bill-district"
          label={t('bills.district')}
          maxLength={150}
          error={fieldError('district')}
          {...form.register('district')}
        />
      </div>
      <TextField
        id="bill-zip"
        label={t('bills.zip_code')}
        inputMode="numeric"
        maxLength={10}
        error={fieldError('zip_code')}
        {...form.register('zip_code')}
      />
      <TextArea
        id="bill-address"
        label={t('bills.address')}
        maxLength={500}
        error={fieldError('address')}
        {...form.register('address')}
      />
    </div>
  );
}
