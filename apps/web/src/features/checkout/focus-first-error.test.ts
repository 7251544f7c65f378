import { describe, expect, it } from 'vitest';
import { errorPaths, focusFirstError } from './focus-first-error';

describe('focusing the first invalid field', () => {
  it('lists the dotted path of every message', () => {
    const errors = {
      email: { type: 'custom', message: 'v.required', ref: { name: 'email' } },
      passengers: [undefined, { citizen_number: { message: 'v.tc_number' } }],
      bill: { city: { message: 'v.required' } },
    };
    expect(errorPaths(errors)).toEqual(['email', 'passengers.1.citizen_number', 'bill.city']);
  });

  it('focuses the first named field in the order of the form, the invoice box for bill messages', () => {
    document.body.innerHTML =
      '<form><input name="email"><input name="has_invoice" type="checkbox"><input name="card_cvc"></form>';
    const form = document.querySelector('form');
    focusFirstError(form, ['card_cvc', 'bill.city']);
    expect(document.activeElement?.getAttribute('name')).toBe('has_invoice');
    focusFirstError(form, ['card_cvc', 'email']);
    expect(document.activeElement?.getAttribute('name')).toBe('email');
  });
});
