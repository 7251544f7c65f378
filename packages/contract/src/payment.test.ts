import { describe, expect, it } from 'vitest';
import { flightPaymentSchema } from './schemas/flight-payment.js';
import { cardBrandOf } from './schemas/payment.js';
import { normaliseAlertPhone } from './schemas/price-alerts.js';
import { transferPaymentSchema } from './schemas/transfer-payment.js';

const rules = {
  departure_date: '2027-03-10',
  last_date: '2027-03-10',
  international: false,
  passengers: ['ADT', 'CHD'] as Array<'ADT' | 'CHD'>,
  tr_country_id: 225,
};
const base = {
  session_unique: 'x'.repeat(32),
  passengers: [
    {
      pax_type: 'ADT',
      name: 'Ayşe',
      surname: 'Yılmaz',
      gender: 'F',
      citizen_number: '10000000146',
      birth_date: '1990-05-19',
    },
    {
      pax_type: 'CHD',
      name: 'Deniz',
      surname: 'Yılmaz',
      gender: 'M',
      citizen_number: '12345678950',
      birth_date: '2020-01-01',
    },
  ],
  email: 'ayse@example.com',
  phone_code: '90',
  phone: '5321234567',
  card_owner: 'Ayşe Yılmaz',
  card_number: '4111 1111 1111 1111',
  card_expiry: '12/30',
  card_cvc: '123',
  condition: true,
};
const errors = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('flightPaymentSchema', () => {
  it('accepts a valid family', () => {
    expect(errors(flightPaymentSchema(rules).safeParse(base))).toEqual({});
  });

  it('checks ages on the day of the flight, not today', () => {
    const twelveOnTheDay = {
      ...base,
      passengers: [base.passengers[0], { ...base.passengers[1], birth_date: '2015-03-10' }],
    };
    expect(errors(flightPaymentSchema(rules).safeParse(twelveOnTheDay))).toEqual({
      'passengers.1.birth_date': 'v.max_age|11',
    });
    const elevenOnTheDay = {
      ...base,
      passengers: [base.passengers[0], { ...base.passengers[1], birth_date: '2015-03-11' }],
    };
    expect(errors(flightPaymentSchema(rules).safeParse(elevenOnTheDay))).toEqual({});
  });

  it('asks everyone for a passport valid beyond the last flight when the trip leaves Turkey', () => {
    const abroad = { ...rules, international: true, last_date: '2027-03-17' };
    const out = errors(
      flightPaymentSchema(abroad).safeParse({
        ...base,
        passengers: base.passengers.map((p, i) => ({
          ...p,
          passport: `U1234567${i}`,
          passport_expiry_date: i ? '2027-03-17' : null,
        })),
      }),
    );
    expect(out).toEqual({
      'passengers.0.passport_expiry_date': 'v.required',
      'passengers.1.passport_expiry_date': 'pay.passport_expired',
    });
  });

  it('refuses a party other than the one searched', () => {
    expect(errors(flightPaymentSchema(rules).safeParse({ ...base, passengers: [base.passengers[0]] }))).toEqual({
      non_field_errors: 'pay.passengers_mismatch',
    });
  });
});

describe('transferPaymentSchema', () => {
  it('needs the leader nationality and the searched number of passengers', () => {
    const body = {
      ...base,
      passengers: [{ name: 'Ayşe', surname: 'Yılmaz', nationality: null }],
      transfer: { note: 'x'.repeat(1501) },
    };
    expect(errors(transferPaymentSchema({ passenger_count: 2 }).safeParse(body))).toEqual({
      'transfer.note': 'v.max_length|1500',
      non_field_errors: 'pay.passengers_mismatch',
      'passengers.0.nationality': 'v.required',
    });
    const fixed = { ...body, transfer: {} };
    expect(errors(transferPaymentSchema({ passenger_count: 2 }).safeParse(fixed))).toEqual({
      non_field_errors: 'pay.passengers_mismatch',
      'passengers.0.nationality': 'v.required',
    });
  });
});

describe('small rules', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['3782 822463 10005', 'amex'],
    ['9792 0000 0000 0000', 'troy'],
    ['6500 0000 0000 0000', 'troy'],
    ['1234', null],
  ])('card %s is %s', (number, brand) => expect(cardBrandOf(number)).toBe(brand));

  it.each([
    ['532 123 45 67', '5321234567'],
    ['+90 532 123 45 67', '5321234567'],
    ['05321234567', '5321234567'],
    ['53212345', null],
    ['532-abc', null],
  ])('alert phone %s reads %s', (input, out) => expect(normaliseAlertPhone(input)).toBe(out));
});
