import { cardBrandOf } from '@yolcu/contract/checkout-helpers';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translate';
import { TextField } from '../../../components/ui/text-field';
import { formatCardExpiry, formatCardNumber, formatCvc } from '../card-input';
import type { CommonPaymentValues } from '../payment-form';
import { CardBrandLogos } from './card-brand-logos';
import { InstallmentOptions } from './installment-options';

/**
 * Card owner, number (16 digits in groups of four), expiry MM/YY and CVC (02 §2, §5). The values
 * live only in the form's memory and the pay request; nothing here stores or logs them.
 */
export function CardFields({
  fieldError,
  sessionUnique,
  amountTry,
}: {
  fieldError(name: string): string | undefined;
  sessionUnique: string;
  /** What the page pays before any installment charge, TRY: the plans are for this amount. */
  amountTry: number;
}) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<CommonPaymentValues>();
  const number = useWatch({ control, name: 'card_number' });
  // The mask is applied as the person types; react-hook-form then reads the formatted value.
  const masked = (format: (typed: string, previous: string) => string) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const previous = e.target.dataset.previous ?? '';
    e.target.value = format(e.target.value, previous);
    e.target.dataset.previous = e.target.value;
  };
  const numberField = register('card_number');
  const expiryField = register('card_expiry');
  const cvcField = register('card_cvc');
  return (
    <div className="space-y-4">
      <CardBrandLogos detected={cardBrandOf(number ?? '')} label={t('checkout.accepted_cards')} />
      <TextField
        id="card-owner"
        label={t('checkout.card_owner')}
        autoComplete="cc-name"
        maxLength={150}
        error={fieldError('card_owner')}
        {...register('card_owner')}
      />
      <TextField
        id="card-number"
        label={t('checkout.card_number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="0000 0000 0000 0000"
        maxLength={19}
        error={fieldError('card_number')}
        {...numberField}
        onChange={(e) => {
          masked(formatCardNumber)(e);
          return numberField.onChange(e);
        }}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="card-expiry"
          label={t('checkout.card_expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('checkout.card_expiry_placeholder')}
          maxLength={5}
          error={fieldError('card_expiry')}
          {...expiryField}
          onChange={(e) => {
            masked(formatCardExpiry)(e);
            return expiryField.onChange(e);
          }}
        />
        <TextField
          id="card-cvc"
          label={t('checkout.card_cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="000"
          maxLength={3}
          error={fieldError('card_cvc')}
          {...cvcField}
          onChange={(e) => {
            masked(formatCvc)(e);
            return cvcField.onChange(e);
          }}
        />
      </div>
      <InstallmentOptions sessionUnique={sessionUnique} amountTry={amountTry} />
      {fieldError('installment') && (
        <p className="text-sm text-danger" role="alert">
          {fieldError('installment')}
        </p>
      )}
    </div>
  );
}
