import type { FlightPayment, TransferPayment } from '@yolcu/contract';
import { describe, expect, it } from 'vitest';
import { defaultValues, toPayload } from './payment-form';
import { flightResolver, transferResolver } from './payment-resolver';
import { paymentData, SESSION, transferPaymentData } from './test-fixtures';
import { type TransferFormValues, toTransferPayload, transferDefaults } from './transfer-payment-form';

const rules = paymentData().form_rules;
const valid = () => {
  const v = defaultValues(SESSION, rules);
  v.passengers[0] = {
    ...v.passengers[0]!,
    name: 'Ayşe',
    surname: 'Yılmaz',
    gender: 'F',
    birth_date: '1990-04-02',
    citizen_number: '10000000146',
  };
  v.passengers[1] = {
    ...v.passengers[1]!,
    name: 'Deniz',
    surname: 'Yılmaz',
    gender: 'M',
    birth_date: '2024-01-10',
    foregein_citizen: true,
    nationality: 77,
    passport: 'u12345678',
    passport_expiry_date: '2032-01-01',
    citizen_number: '12345678950',
  };
  return {
    ...v,
    email: 'ayse@example.com',
    phone: '532 123 45 67',
    card_owner: 'Ayşe Yılmaz',
    card_number: '4111 1111 1111 1111',
    card_expiry: '12/30',
    card_cvc: '123',
    condition: true,
  };
};
const resolve = (values: ReturnType<typeof valid>) =>
  flightResolver(rules)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the payment form', () => {
  it('starts with one card per passenger of the search, in order, and phone code 90', () => {
    const v = defaultValues(SESSION, rules, { email: 'a@b.co' });
    expect(v.passengers.map((p) => p.pax_type)).toEqual(['ADT', 'CHD']);
    expect(v.phone_code).toBe('90');
    expect(v.email).toBe('a@b.co');
  });

  it('sends digits for the card and phone, and empties what a passenger choice hides', async () => {
    const result = await resolve(valid());
    expect(result.errors).toEqual({});
    const body = toPayload(result.values as unknown as FlightPayment, rules);
    expect(body.card_number).toBe('4111111111111111');
    expect(body.phone).toBe('5321234567');
    expect(body.passengers[0]).toMatchObject({
      citizen_number: '10000000146',
      nationality: null,
      passport: null,
      passport_expiry_date: null,
    });
    expect(body.passengers[1]).toMatchObject({
      citizen_number: null,
      nationality: 77,
      passport: 'U12345678',
      passport_expiry_date: '2032-01-01',
    });
    expect(body).not.toHaveProperty('bill');
  });

  it('shows a broken TC number at once, even while other fields are still empty', async () => {
    const v = valid();
    v.card_number = '';
    v.passengers[0]!.citizen_number = '12345678901';
    const { errors } = await resolve(v);
    expect(errors.card_number?.message).toBe('v.required');
    expect(errors.passengers?.[0]?.citizen_number?.message).toBe('v.tc_number');
  });

  it('checks the phone by its code and the bill only when an invoice is asked for', async () => {
    const v = valid();
    v.card_owner = '';
    v.phone = '12345';
    v.has_invoice = true;
    v.bill = {
      bill_type: '1',
      billing_name: 'Acme',
      city: 'İzmir',
      district: 'Konak',
      zip_code: '35000',
      tax_number: '',
      tax_office: '',
      address: 'Cumhuriyet Blv. 1',
    };
    const { errors } = await resolve(v);
    expect(errors.phone?.message).toBe('v.phone');
    expect(errors.bill).toMatchObject({ tax_number: { message: 'v.required' }, tax_office: { message: 'v.required' } });
  });
});

describe('the transfer payment form', () => {
  const data = transferPaymentData();
  const filled = (): TransferFormValues => ({
    ...transferDefaults(SESSION, data, 225),
    passengers: [
      { name: 'Ayşe', surname: 'Yılmaz', nationality: 225 },
      { name: 'Deniz', surname: 'Kaya', nationality: null },
    ],
    extra_products: { '4': 2, '6': 0 },
    transfer: { flight_number: ' tk2412 ', airline_code: 'tk', note: '' },
    email: 'ayse@example.com',
    phone: '532 123 45 67',
    card_owner: 'Ayşe Yılmaz',
    card_number: '4111 1111 1111 1111',
    card_expiry: '12/30',
    card_cvc: '123',
    condition: true,
  });
  const resolve = (values: TransferFormValues) =>
    transferResolver(data.form_rules)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('starts with one passenger per seat searched, the leader from Turkey, and the extras as priced', () => {
    const v = transferDefaults(SESSION, data, 225);
    expect(v.passengers).toEqual([
      { name: '', surname: '', nationality: 225 },
      { name: '', surname: '', nationality: null },
    ]);
    expect(v.extra_products).toEqual({ '4': 0, '6': 0 });
    expect(v.phone_code).toBe('90');
  });

  it('sends only the chosen extras, empty notes as null and codes in capitals', async () => {
    const result = await resolve(filled());
    expect(result.errors).toEqual({});
    const body = toTransferPayload(result.values as unknown as TransferPayment);
    expect(body).toMatchObject({
      extra_products: { '4': 2 },
      transfer: { flight_number: 'TK2412', airline_code: 'TK', note: null },
      phone: '5321234567',
      card_number: '4111111111111111',
    });
    expect(body.passengers[1]).toEqual({ name: 'Deniz', surname: 'Kaya', nationality: null });
  });

  it('asks for the leader’s nationality and checks the lengths of the notes', async () => {
    const v = filled();
    v.passengers[0]!.nationality = null;
    v.card_cvc = '';
    v.transfer = { flight_number: 'TK24120000X', airline_code: 'TKXX', note: 'x'.repeat(1501) };
    const { errors } = await resolve(v);
    expect(errors.passengers?.[0]?.nationality?.message).toBe('v.required');
    expect(errors.transfer?.flight_number?.message).toBe('v.max_length|10');
    expect(errors.transfer?.airline_code?.message).toBe('v.max_length|3');
    expect(errors.transfer?.note?.message).toBe('v.max_length|1500');
  });
});
