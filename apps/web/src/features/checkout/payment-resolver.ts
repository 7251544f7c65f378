import { zodResolver } from '@hookform/resolvers/zod';
import { isValidPhone } from '@yolcu/contract/validators';
import { checkFlightPassengers, type FlightFormRules, type FlightPassenger, flightPaymentSchema } from '@yolcu/contract/flight-payment';
import { checkSharedPaymentRules } from '@yolcu/contract/payment';
import { type FieldErrors, get, type Resolver, set } from 'react-hook-form';
import type { PassengerValues, PaymentFormValues } from './payment-form';

const orNull = (v: string) => v.trim() || null;
const lenient = (p: PassengerValues): FlightPassenger => ({
  ...p,
  gender: p.gender || 'M',
  name: p.name.trim(),
  surname: p.surname.trim(),
  birth_date: p.birth_date.trim(),
  citizen_number: orNull(p.citizen_number),
  passport: orNull(p.passport),
  passport_expiry_date: orNull(p.passport_expiry_date),
});

/**
 * The contract's zod resolver, plus its cross-field rules on whatever is typed. Zod runs an
 * object's refinements only once every field parses, so a broken TC number or phone would stay
 * silent while, say, the card is still empty; here each field's message shows as soon as it is wrong.
 */
export function paymentResolver(rules: FlightFormRules): Resolver<PaymentFormValues> {
  const base = zodResolver(flightPaymentSchema(rules) as never) as unknown as Resolver<PaymentFormValues>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const errors = result.errors as FieldErrors<PaymentFormValues>;
    const add = (path: Array<string | number>, message: string) => {
      const name = path.join('.');
      if (!get(errors, name)) set(errors, name, { type: 'custom', message });
    };
    checkSharedPaymentRules(values, add, isValidPhone);
    checkFlightPassengers(values.passengers.map(lenient), rules, add);
    return { values: {}, errors };
  };
}
