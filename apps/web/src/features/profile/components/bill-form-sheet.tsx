import { type Bill, type BillInput, billInputSchema } from '@yolcu/contract/user-data';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { TextArea, TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { useAppInfo } from '../../../lib/api/queries';
import { useApiForm } from '../../../lib/use-api-form';
import { useBillCrud } from '../api/user-data';

type FormValues = Omit<BillInput, 'bill_type' | 'tax_number' | 'tax_office'> & {
  bill_type: number;
  tax_number: string | null;
  tax_office: string | null;
};

/** Add Invoice when there is no id, Edit Invoice otherwise (03 §11); company fields only for corporate. */
export function BillFormSheet({ bill, onClose }: { bill: Bill | null; onClose(): void }) {
  const { t } = useTranslation();
  const info = useAppInfo().data;
  const crud = useBillCrud();
  const { form, fieldError, showFailure } = useApiForm<FormValues>(billInputSchema as never);
  const corporate = Number(form.watch('bill_type')) === 1;

  useEffect(() => {
    form.reset({
      bill_type: bill?.bill_type ?? 0,
      billing_name: bill?.billing_name ?? '',
      city: bill?.city ?? '',
      district: bill?.district ?? '',
      zip_code: bill?.zip_code ?? '',
      tax_number: bill?.tax_number ?? '',
      tax_office: bill?.tax_office ?? '',
      address: bill?.address ?? '',
    });
  }, [bill, form]);

  const submit = form.handleSubmit(async (values) => {
    const body = values as unknown as BillInput;
    try {
      if (bill) await crud.update.mutateAsync({ id: bill.id, body });
      else await crud.create.mutateAsync(body);
      toast.success(t(bill ? 'bills.updated' : 'bills.created'));
      onClose();
    } catch (e) {
      showFailure(e);
    }
  });

  return (
    <Sheet
      isOpen
      onOpenChange={(o) => !o && onClose()}
      title={t(bill ? 'bills.edit_title' : 'bills.add_title')}
      footer={
        <Button className="w-full" onPress={() => void submit()} isDisabled={form.formState.isSubmitting}>
          {t('common.save')}
        </Button>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <fieldset className="flex gap-2">
          <legend className="mb-1.5 text-sm font-medium">{t('bills.type')}</legend>
          {Object.entries(info?.constants.bill_types ?? { 0: t('bills.individual'), 1: t('bills.corporate') }).map(
            ([value, label]) => (
              <label
                key={value}
                className="flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl border border-line has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
              >
                <input type="radio" value={value} className="accent-brand-600" {...form.register('bill_type')} />
                {label}
              </label>
            ),
          )}
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
      </form>
    </Sheet>
  );
}
