import { zodResolver } from '@hookform/resolvers/zod';
import { MSG } from '@yolcu/contract/messages';
import {
  checkFlightPassengers,
  type FlightFormRules,
  type FlightPassenger,
  flightPaymentSchema,
} from '@yolcu/contract/flight-payment';
import { checkSharedPaymentRules } from '@yolcu/contract/payment';
import { type TransferFormRules, transferPaymentSchema } from '@yolcu/contract/transfer-payment';
import { isValidPhone } from '@yolcu/contract/validators';
import { type FieldErrors, type FieldValues, get, type Resolver, set } from 'react-hook-form';
import type { CommonPaymentValues, PassengerValues, PaymentFormValues } from './payment-form';
import type { TransferFormValues } from './transfer-payment-form';

type AddIssue = (path: Array<string | number>, message: string) => void;

/**
 * The contract's zod resolver, plus its cross-field rules on whatever is typed. Zod runs an
 * object's refinements only once every field parses, so a broken TC number or phone would stay
 * silent while, say, the card is still empty; here each field's message shows as soon as it is wrong.
 */
function paymentResolver<V extends FieldValues & CommonPaymentValues>(
  schema: Parameters<typeof zodResolver>[0],
  crossChecks: (values: V, add: AddIssue) => void,
): Resolver<V> {
  const base = zodResolver(schema as never) as unknown as Resolver<V>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const errors = result.errors as FieldErrors<V>;
    const add: AddIssue = (path, message) => {
      const name = path.join('.');
      if (!get(errors, name)) set(errors, name, { type: 'custom', message });
    };
    checkSharedPaymentRules(values, add, isValidPhone);
    crossChecks(values, add);
    return { values: {}, errors };
  };
}

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

/** Flight payment (02 §5): TC numbers, ages and passports checked against each other as typed. */
export const flightResolver = (rules: FlightFormRules) =>
  paymentResolver<PaymentFormValues>(flightPaymentSchema(rules), (values, add) =>
    checkFlightPassengers(values.passengers.map(lenient), rules, add),
  );

/** Transfer payment (02 §5): the leader's nationality is the one cross-field rule beyond the shared ones. */
export const transferResolver = (rules: TransferFormRules) =>
  paymentResolver<TransferFormValues>(transferPaymentSchema(rules), (values, add) => {
    if (values.passengers[0]?.nationality == null) add(['passengers', 0, 'nationality'], MSG.required);
  });
