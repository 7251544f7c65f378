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

export interface PaymentFormValues {
  session_unique: string;
  passengers: PassengerValues[];
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

export const emptyBill = (): BillValues => ({ bill_type: '0', billing_name: '', city: '', district: '', zip_code: '', tax_number: '', tax_office: '', address: '' });

/** One card per passenger, in the order the search listed them (form_rules.passengers). */
export function defaultValues(sessionUnique: string, rules: FlightFormRules, contact?: { email?: string; phone_code?: string; phone?: string }): PaymentFormValues {
  return {
    session_unique: sessionUnique,
    passengers: rules.passengers.map(emptyPassenger),
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
  };
}

/** Passport fields show for a foreign citizen and for everyone on an international flight (02 §4). */
export const needsPassport = (p: Pick<PassengerValues, 'foregein_citizen'>, rules: Pick<FlightFormRules, 'international'>) => p.foregein_citizen || rules.international;

/**
 * The body of the pay call from the checked form: the fields a passenger's choices hide are sent
 * empty, the card number and phone as digits, and the bill only when an invoice is asked for.
 */
export function toPayload(values: FlightPayment, rules: FlightFormRules): PaymentPayload {
  const { bill, ...rest } = values;
  return {
    ...rest,
    phone: values.phone.replace(/\D/g, ''),
    card_number: values.card_number.replace(/\D/g, ''),
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
    ...(values.has_invoice && bill ? { bill: { ...(bill as BillValues), bill_type: Number((bill as BillValues).bill_type) } } : {}),
  };
}
