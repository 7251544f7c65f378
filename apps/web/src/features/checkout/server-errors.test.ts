import { describe, expect, it } from 'vitest';
import { isFlightFormPath, isTransferFormPath, splitServerErrors } from './server-errors';

describe('splitServerErrors', () => {
  it('puts dotted field paths on the form and keeps the rest for the banner', () => {
    const out = splitServerErrors(
      {
        'passengers.0.citizen_number': ['Please enter a valid Turkish ID number.'],
        card_number: ['Please enter a valid card number.', 'second'],
        'bill.zip_code': ['Value must be digits.'],
        non_field_errors: ['The passengers do not match your search.'],
        session_unique: ['Invalid value.'],
      },
      isFlightFormPath,
    );
    expect(out.fields).toEqual([
      ['passengers.0.citizen_number', 'Please enter a valid Turkish ID number.'],
      ['card_number', 'Please enter a valid card number.'],
      ['bill.zip_code', 'Value must be digits.'],
    ]);
    expect(out.general).toEqual(['The passengers do not match your search.', 'Invalid value.']);
  });

  it('knows which paths the form has', () => {
    expect(isFlightFormPath('passengers.11.passport_expiry_date')).toBe(true);
    expect(isFlightFormPath('passengers.0.unknown')).toBe(false);
    expect(isFlightFormPath('coupon')).toBe(false);
    expect(isFlightFormPath('transfer.note')).toBe(false);
  });

  it('knows which paths the transfer form has', () => {
    for (const path of [
      'passengers.1.surname',
      'passengers.0.nationality',
      'transfer.note',
      'transfer.airline_code',
      'extra_products.4',
      'bill.city',
      'card_cvc',
    ])
      expect(isTransferFormPath(path)).toBe(true);
    for (const path of [
      'passengers.0.gender',
      'passengers.0.citizen_number',
      'extra_products.x',
      'transfer',
      'coupon',
      'non_field_errors',
    ])
      expect(isTransferFormPath(path)).toBe(false);
  });
});
