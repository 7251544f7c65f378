import { TRANSFER_NOTE_MAX } from '@yolcu/contract/checkout-helpers';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translate';
import { TextArea, TextField } from '../../../components/ui/text-field';
import type { TransferFormValues } from '../transfer-payment-form';

/** The short codes, typed in capitals and never longer than the server takes (02 §9). */
const CODES = [
  ['flight_number', 10, 'TK2412'],
  ['airline_code', 3, 'TK'],
] as const;

/**
 * Additional information for the driver (02 §2, §5): flight number ≤ 10, airline code ≤ 3 and a
 * note ≤ 1500. The note is not cut while typing or pasting: its counter turns red instead, and
 * the check says how long it may be.
 */
export function TransferNoteFields({ fieldError }: { fieldError(name: string): string | undefined }) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<TransferFormValues>();
  const note = useWatch({ control, name: 'transfer.note' }) ?? '';
  const over = note.length > TRANSFER_NOTE_MAX;
  const noteError = fieldError('transfer.note');
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        {CODES.map(([field, max, example]) => (
          <TextField
            key={field}
            id={`transfer-${field}`}
            label={field === 'flight_number' ? t('checkout.flight_number') : t('checkout.airline_code')}
            hint={t('common.optional')}
            autoComplete="off"
            autoCapitalize="characters"
            placeholder={example}
            maxLength={max}
            className="uppercase"
            error={fieldError(`transfer.${field}`)}
            {...register(`transfer.${field}`)}
          />
        ))}
      </div>
      <div>
        <TextArea
          id="transfer-note"
          label={t('checkout.note')}
          rows={3}
          error={noteError}
          aria-describedby={noteError ? 'transfer-note-error transfer-note-count' : 'transfer-note-count'}
          {...register('transfer.note')}
        />
        <p
          id="transfer-note-count"
          className={`mt-1 text-end text-xs tabular-nums ${over ? 'font-semibold text-danger' : 'text-muted'}`}
          data-testid="note-count"
        >
          {t('checkout.note_count', { count: note.length, max: TRANSFER_NOTE_MAX })}
        </p>
      </div>
    </div>
  );
}
