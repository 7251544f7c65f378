import type { Country, FlightFormRules } from '@yolcu/contract';
import { passportMinExpiry } from '@yolcu/contract/checkout-helpers';
import { MIN_BIRTH_DATE } from '@yolcu/contract/constants';
import { passportMaxExpiry, todayInTurkey } from '@yolcu/contract/dates';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translate';
import { TextField } from '../../../components/ui/text-field';
import { needsPassport, type PassengerValues, type PaymentFormValues } from '../payment-form';
import { FieldError, SelectField, SwitchField } from './form-controls';

interface PassengerCardProps {
  index: number;
  title: string;
  rules: FlightFormRules;
  countries: Country[];
  fieldError(name: string): string | undefined;
  /** "Pick from my passengers", for signed-in users with saved passengers. */
  onPick?(): void;
}

/**
 * One passenger (02 §2, §4): name, surname, gender, birth date; a TC number, or for a foreign
 * citizen a nationality other than Turkey and a passport. On an international flight everyone
 * gives a passport and its expiry date.
 */
export function PassengerCard({ index, title, rules, countries, fieldError, onPick }: PassengerCardProps) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<PaymentFormValues>();
  const foreign = useWatch({ control, name: `passengers.${index}.foregein_citizen` });
  const at = <K extends keyof PassengerValues>(field: K) => `passengers.${index}.${field}` as const;
  const id = (field: string) => `pax-${index}-${field}`;
  const err = (field: keyof PassengerValues) => fieldError(at(field));
  const genderError = err('gender');
  return (
    <section
      aria-labelledby={`${id('title')}`}
      className="rounded-2xl border border-line bg-surface p-4"
      data-testid="passenger-card"
    >
      <div className="mb-3 flex min-h-11 items-center justify-between gap-2">
        <h3 id={id('title')} className="font-semibold">
          {title}
        </h3>
        {onPick && (
          <button
            type="button"
            onClick={onPick}
            className="-me-2 min-h-11 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('checkout.pick_passenger')}
          </button>
        )}
      </div>
      <div className="space-y-4">
        <div className="grid grid-cols-2 gap-3">
          <TextField
            id={id('name')}
            label={t('checkout.name')}
            autoComplete={index === 0 ? 'given-name' : 'off'}
            maxLength={150}
            error={err('name')}
            {...register(at('name'))}
          />
          <TextField
            id={id('surname')}
            label={t('checkout.surname')}
            autoComplete={index === 0 ? 'family-name' : 'off'}
            maxLength={150}
            error={err('surname')}
            {...register(at('surname'))}
          />
        </div>
        <fieldset aria-describedby={genderError ? `${id('gender')}-error` : undefined}>
          <legend className="mb-1.5 text-sm font-medium">{t('checkout.gender')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {(
              [
                ['F', t('checkout.gender_female')],
                ['M', t('checkout.gender_male')],
              ] as const
            ).map(([value, label], i) => (
              <label
                key={value}
                className={`flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border bg-white has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold ${genderError ? 'border-danger' : 'border-line'}`}
              >
                <input
                  type="radio"
                  value={value}
                  data-invalid={i === 0 && Boolean(genderError)}
                  className="size-4 accent-brand-600"
                  {...register(at('gender'))}
                />
                {label}
              </label>
            ))}
          </div>
          <FieldError id={id('gender')} error={genderError} />
        </fieldset>
        <TextField
          id={id('birth')}
          label={t('checkout.birth_date')}
          type="date"
          min={MIN_BIRTH_DATE}
          max={todayInTurkey()}
          error={err('birth_date')}
          {...register(at('birth_date'))}
        />
        <SwitchField id={id('foreign')} label={t('checkout.foreign_citizen')} {...register(at('foregein_citizen'))} />
        {foreign ? (
          <SelectField
            id={id('nationality')}
            label={t('checkout.nationality')}
            error={err('nationality')}
            {...register(at('nationality'), {
              setValueAs: (v: string | number | null) => (v === '' || v === null ? null : Number(v)),
            })}
          >
            <option value="">{t('checkout.choose')}</option>
            {countries
              .filter((c) => c.id !== rules.tr_country_id && c.code !== 'TR')
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
          </SelectField>
        ) : (
          <TextField
            id={id('tc')}
            label={t('checkout.citizen_number')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={11}
            error={err('citizen_number')}
            {...register(at('citizen_number'))}
          />
        )}
        {needsPassport({ foregein_citizen: Boolean(foreign) }, rules) && (
          <div className="space-y-4">
            <TextField
              id={id('passport')}
              label={t('checkout.passport')}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={20}
              error={err('passport')}
              {...register(at('passport'))}
            />
            <TextField
              id={id('passport-expiry')}
              label={t('checkout.passport_expiry')}
              type="date"
              min={passportMinExpiry(rules)}
              max={passportMaxExpiry()}
              error={err('passport_expiry_date')}
              {...register(at('passport_expiry_date'))}
            />
          </div>
        )}
      </div>
    </section>
  );
}
