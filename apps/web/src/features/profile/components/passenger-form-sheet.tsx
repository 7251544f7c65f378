import { MIN_BIRTH_DATE } from '@yolcu/contract/constants';
import { todayInTurkey } from '@yolcu/contract/dates';
import { type PassengerInput, passengerInputSchema, type SavedPassenger } from '@yolcu/contract/user-data';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/translate';
import { Button } from '../../../components/ui/button';
import { ConfirmPopup } from '../../../components/ui/confirm-popup';
import { Sheet } from '../../../components/ui/sheet';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api/errors';
import { useAppInfo, useCountries } from '../../../lib/api/queries';
import { useApiForm } from '../../../lib/use-api-form';
import { usePassengerCrud } from '../api/user-data';

interface Props {
  /** The passenger being edited, or null to create one. */
  passenger: SavedPassenger | null;
  onClose(): void;
}

type FormValues = { [K in keyof PassengerInput]: PassengerInput[K] | string };

/** Create Passenger / Edit Passenger (01 §2): TR preselected; delete offered from the edit popup. */
export function PassengerFormSheet({ passenger, onClose }: Props) {
  const { t } = useTranslation();
  const info = useAppInfo().data;
  const countries = useCountries().data ?? [];
  const crud = usePassengerCrud();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { form, fieldError, showFailure } = useApiForm<FormValues>(passengerInputSchema as never);
  const turkey = countries.find((c) => c.code === 'TR')?.id;

  useEffect(() => {
    form.reset({
      name: passenger?.name ?? '',
      surname: passenger?.surname ?? '',
      gender: passenger?.gender ?? '',
      nationality_id: passenger?.nationality_id?.id ?? turkey ?? null,
      citizen_number: passenger?.citizen_number ?? '',
      birth_date: passenger?.birth_date ?? '',
      passport: passenger?.passport ?? '',
    });
  }, [passenger, turkey, form]);

  const submit = form.handleSubmit(async (values) => {
    const body = values as PassengerInput;
    try {
      if (passenger) await crud.update.mutateAsync({ id: passenger.id, body });
      else await crud.create.mutateAsync(body);
      toast.success(t(passenger ? 'passengers.updated' : 'passengers.created'));
      onClose();
    } catch (e) {
      showFailure(e, passenger ? 'passengers.update_failed' : 'passengers.create_failed');
    }
  });

  async function remove() {
    if (!passenger) return;
    try {
      await crud.remove.mutateAsync(passenger.id);
      toast.success(t('passengers.deleted'));
      setConfirmDelete(false);
      onClose();
    } catch (e) {
      toast.error((e instanceof ApiError && e.message) || t('passengers.delete_failed'));
    }
  }

  return (
    <>
      <Sheet
        isOpen
        onOpenChange={(o) => !o && onClose()}
        title={t(passenger ? 'passengers.edit_title' : 'passengers.create_title')}
        footer={
          <div className="flex gap-2">
            {passenger && (
              <Button variant="secondary" className="flex-1 text-danger" onPress={() => setConfirmDelete(true)}>
                {t('common.delete')}
              </Button>
            )}
            <Button className="flex-1" onPress={() => void submit()} isDisabled={form.formState.isSubmitting}>
              {t('common.save')}
            </Button>
          </div>
        }
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="grid grid-cols-2 gap-3">
            <TextField
              id="pax-name"
              label={t('passengers.name')}
              autoComplete="given-name"
              error={fieldError('name')}
              {...form.register('name')}
            />
            <TextField
              id="pax-surname"
              label={t('passengers.surname')}
              autoComplete="family-name"
              error={fieldError('surname')}
              {...form.register('surname')}
            />
          </div>
          <div className="space-y-1.5">
            <label htmlFor="pax-gender" className="block text-sm font-medium">
              {t('passengers.gender')}
            </label>
            <select
              id="pax-gender"
              className="h-12 w-full rounded-xl border border-line bg-white px-3 text-[16px]"
              {...form.register('gender', { setValueAs: (v) => v || null })}
            >
              <option value="">—</option>
              {Object.entries(info?.constants.gender_types ?? {}).map(([code, label]) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </select>
            {fieldError('gender') && (
              <p className="text-sm text-danger" role="alert">
                {fieldError('gender')}
              </p>
            )}
          </div>
          <div className="space-y-1.5">
            <label htmlFor="pax-nationality" className="block text-sm font-medium">
              {t('passengers.nationality')}
            </label>
            <select
              id="pax-nationality"
              className="h-12 w-full rounded-xl border border-line bg-white px-3 text-[16px]"
              {...form.register('nationality_id', { setValueAs: (v) => (v ? Number(v) : null) })}
            >
              {countries.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            {fieldError('nationality_id') && (
              <p className="text-sm text-danger" role="alert">
                {fieldError('nationality_id')}
              </p>
            )}
          </div>
          <TextField
            id="pax-id"
            label={t('passengers.id_number')}
            inputMode="numeric"
            maxLength={11}
            hint={t('common.optional')}
            error={fieldError('citizen_number')}
            {...form.register('citizen_number')}
          />
          <TextField
            id="pax-birth"
            label={t('passengers.birth_date')}
            type="date"
            min={MIN_BIRTH_DATE}
            max={todayInTurkey()}
            error={fieldError('birth_date')}
            {...form.register('birth_date')}
          />
          <TextField
            id="pax-passport"
            label={t('passengers.passport')}
            hint={t('common.optional')}
            error={fieldError('passport')}
            {...form.register('passport')}
          />
        </form>
      </Sheet>
      <ConfirmPopup
        isOpen={confirmDelete}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={remove}
        title={t('common.delete')}
        text={t('passengers.delete_confirm')}
      />
    </>
  );
}
