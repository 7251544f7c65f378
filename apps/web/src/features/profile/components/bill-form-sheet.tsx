import type { Bill, BillInput } from '@yolcu/contract/user-data';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/translate';
import { BillFields, billFormValues, useBillForm } from '../../../components/bill/bill-form';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { toast } from '../../../components/ui/toast';
import { useBillCrud } from '../api/user-data';

/** Add Invoice when there is no id, Edit Invoice otherwise (03 §11); it saves to the account. */
export function BillFormSheet({ bill, onClose }: { bill: Bill | null; onClose(): void }) {
  const { t } = useTranslation();
  const crud = useBillCrud();
  const { form, fieldError, showFailure } = useBillForm();

  useEffect(() => {
    form.reset(billFormValues(bill));
  }, [bill, form]);

  // The resolver hands over the schema's output: numbers for the type, null for an empty tax field.
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
      <form onSubmit={submit} noValidate>
        <BillFields form={form} fieldError={fieldError} />
      </form>
    </Sheet>
  );
}
