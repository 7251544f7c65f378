import { describe, expect, it } from 'vitest';
import { isPaymentFormPath, splitServerErrors } from './server-errors';

describe('splitServerErrors', () => {
  it('puts dotted field paths on the form and keeps the rest for the banner', () => {
    const out = splitServerErrors(
      {
        'passengers.0.citizen_number': ['Please enter a valid TC number.'],
        card_number: ['Please enter a valid card number.', 'second'],
        'bill.zip_code': ['Value must be digits.'],
        non_field_errors: ['The passengers do not match your search.'],
        session_unique: ['Invalid value.'],
      },
      isPaymentFormPath,
    );
    expect(out.fields).toEqual([
      ['passengers.0.citizen_number', 'Please enter a valid TC number.'],
      ['card_number', 'Please enter a valid card number.'],
      ['bill.zip_code', 'Value must be digits.'],
    ]);
    expect(out.general).toEqual(['The passengers do not match your search.', 'Invalid value.']);
  });

  it('knows which paths the form has', () => {
    expect(isPaymentFormPath('passengers.11.passport_expiry_date')).toBe(true);
    expect(isPaymentFormPath('passengers.0.unknown')).toBe(false);
    expect(isPaymentFormPath('coupon')).toBe(false);
  });
});
