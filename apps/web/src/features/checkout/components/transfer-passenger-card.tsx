import type { Country } from '@yolcu/contract';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/translate';
import { TextField } from '../../../components/ui/text-field';
import type { TransferFormValues } from '../transfer-payment-form';
import { ContactFields } from './contact-fields';
import { SelectField } from './form-controls';

interface TransferPassengerCardProps {
  index: number;
  countries: Country[];
  fieldError(name: string): string | undefined;
}

/** The leader's nationality, held as a country id; the list may arrive after the form, so it is a controlled select. */
function NationalityField({ countries, error }: { countries: Country[]; error?: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<TransferFormValues>();
  const { field } = useController({ control, name: 'passengers.0.nationality' });
  return (
    <SelectField
      id="pax-0-nationality"
      label={t('checkout.nationality')}
      autoComplete="country"
      error={error}
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      value={field.value === null ? '' : String(field.value)}
      onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
    >
      <option value="">{t('checkout.choose')}</option>
      {countries.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * One traveller of the ride (02 §2): the first is the Leader, who also gives the e-mail, the
 * phone and a nationality; everyone else is Passenger - n with a name and surname.
 */
export function TransferPassengerCard({ index, countries, fieldError }: TransferPassengerCardProps) {
  const { t } = useTranslation();
  const { register } = useFormContext<TransferFormValues>();
  const leader = index === 0;
  const id = (field: string) => `pax-${index}-${field}`;
  return (
    <section
      aria-labelledby={id('title')}
      className="rounded-2xl border border-line bg-surface p-4"
      data-testid="passenger-card"
    >
      <h3 id={id('title')} className="mb-3 flex min-h-8 items-center gap-2 font-semibold">
        {leader ? t('checkout.leader') : t('checkout.passenger_n', { n: index + 1 })}
      </h3>
      <div className="space-y-4">
        <div className="grid grid-cols-2 gap-3">
          {(['name', 'surname'] as const).map((field) => (
            <TextField
              key={field}
              id={id(field)}
              label={field === 'name' ? t('checkout.name') : t('checkout.surname')}
              autoComplete={leader ? (field === 'name' ? 'given-name' : 'family-name') : 'off'}
              maxLength={150}
              error={fieldError(`passengers.${index}.${field}`)}
              {...register(`passengers.${index}.${field}`)}
            />
          ))}
        </div>
        {leader && (
          <>
            <ContactFields countries={countries} fieldError={fieldError} />
            <NationalityField countries={countries} error={fieldError('passengers.0.nationality')} />
          </>
        )}
      </div>
    </section>
  );
}
