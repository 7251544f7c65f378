import type { Country } from '@yolcu/contract';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/translate';
import { TextField } from '../../../components/ui/text-field';
import { phoneCodes } from '../../../lib/phone-codes';
import type { CommonPaymentValues } from '../payment-form';
import { SelectField } from './form-controls';

/** E-mail and phone for the tickets and the booking messages (02 §2). */
export function ContactFields({
  countries,
  fieldError,
}: {
  countries: Country[];
  fieldError(name: string): string | undefined;
}) {
  const { t } = useTranslation();
  const { register, getValues } = useFormContext<CommonPaymentValues>();
  return (
    <div className="space-y-4">
      <TextField
        id="pay-email"
        label={t('checkout.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={fieldError('email')}
        {...register('email')}
      />
      <div className="grid grid-cols-[7.5rem_1fr] gap-3">
        <SelectField
          id="pay-phone-code"
          label={t('checkout.phone_code')}
          autoComplete="tel-country-code"
          error={fieldError('phone_code')}
          // Also as the select's own default, so that a page drawn on the server shows it (issue 21).
          defaultValue={getValues('phone_code')}
          {...register('phone_code')}
        >
          {phoneCodes(countries).map((c) => (
            <option key={c.code} value={c.code}>
              {c.label}
            </option>
          ))}
        </SelectField>
        <TextField
          id="pay-phone"
          label={t('checkout.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="532 123 45 67"
          error={fieldError('phone')}
          {...register('phone')}
        />
      </div>
    </div>
  );
}
