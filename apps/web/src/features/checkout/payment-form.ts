import type { BillInput, FlightFormRules, FlightPayment, PaxType } from '@yolcu/contract';
import { DEFAULT_PHONE_CODE } from '@yolcu/contract/constants';

/** One passenger card as the inputs hold it: text everywhere, blanks until typed. */
export interface PassengerValues {
  pax_type: PaxType;
  name: string;
  surname: string;
  gender: '' | 'F' | 'M';
  foregein_citizen: boolean;
  citizen_number: string;
  birth_date: string;
  nationality: number | null;
  passport: string;
  passport_expiry_date: string;
}

/** Invoice inputs as typed; the radio inputs hold the bill type as text ('0' individual, '1' corporate). */
export type BillValues = { [K in keyof BillInput]: string };

/** What the flight and transfer forms share: contact, card, invoice, consent and the coupon. */
export interface CommonPaymentValues {
  session_unique: string;
  email: string;
  phone_code: string;
  phone: string;
  card_owner: string;
  card_number: string;
  card_expiry: string;
  card_cvc: string;
  has_invoice: boolean;
  bill?: BillValues;
  condition: boolean;
  coupon: number | null;
  /** The installment count chosen (03 §18); 1 is a single payment. */
  installment: number;
}

/** The flight payment form: the shared parts and one card per passenger. */
export interface PaymentFormValues extends CommonPaymentValues {
  passengers: PassengerValues[];
}

export type PaymentPayload = Omit<FlightPayment, 'bill'> & { bill?: unknown };

export const emptyPassenger = (pax_type: PaxType): PassengerValues => ({
  pax_type,
  name: '',
  surname: '',
  gender: '',
  foregein_citizen: false,
  citizen_number: '',
  birth_date: '',
  nationality: null,
  passport: '',
  passport_expiry_date: '',
});

export const emptyBill = (): BillValues => ({
  bill_type: '0',
  billing_name: '',
  city: '',
  district: '',
  zip_code: '',
  tax_number: '',
  tax_office: '',
  address: '',
});

type Contact = { email?: string; phone_code?: string; phone?: string };

/** The shared parts as an empty form starts: phone code 90 (02 §9), nothing ticked. */
export function commonDefaults(sessionUnique: string, contact?: Contact): CommonPaymentValues {
  return {
    session_unique: sessionUnique,
    email: contact?.email ?? '',
    phone_code: contact?.phone_code || DEFAULT_PHONE_CODE,
    phone: contact?.phone ?? '',
    card_owner: '',
    card_number: '',
    card_expiry: '',
    card_cvc: '',
    has_invoice: false,
    condition: false,
    coupon: null,
    installment: 1,
  };
}

/** One card per passenger, in the order the search listed them (form_rules.passengers). */
export function defaultValues(sessionUnique: string, rules: FlightFormRules, contact?: Contact): PaymentFormValues {
  return { ...commonDefaults(sessionUnique, contact), passengers: rules.passengers.map(emptyPassenger) };
}

/** Passport fields show for a foreign citizen and for everyone on an international flight (02 §4). */
export const needsPassport = (
  p: Pick<PassengerValues, 'foregein_citizen'>,
  rules: Pick<FlightFormRules, 'international'>,
) => p.foregein_citizen || rules.international;

/** The shared parts of a pay call's body: the card number and phone as digits, the bill only when an invoice is asked for. */
export function commonPayload<T extends { phone: string; card_number: string; has_invoice: boolean; bill?: unknown }>(
  values: T,
): Omit<T, 'bill'> & { bill?: unknown } {
  const { bill, ...rest } = values;
  return {
    ...rest,
    phone: values.phone.replace(/\D/g, ''),
    card_number: values.card_number.replace(/\D/g, ''),
    ...(values.has_invoice && bill
      ? { bill: { ...(bill as BillValues), bill_type: Number((bill as BillValues).bill_type) } }
      : {}),
  };
}

/** The body of the flight pay call from the checked form: the fields a passenger's choices hide are sent empty. */
export function toPayload(values: FlightPayment, rules: FlightFormRules): PaymentPayload {
  return {
    ...commonPayload(values),
    passengers: values.passengers.map((p) => {
      const passport = needsPassport(p, rules);
      return {
        ...p,
        citizen_number: p.foregein_citizen ? null : p.citizen_number,
        nationality: p.foregein_citizen ? p.nationality : null,
        passport: passport ? (p.passport?.toUpperCase() ?? null) : null,
        passport_expiry_date: passport ? p.passport_expiry_date : null,
      };
    }),
  };
}
