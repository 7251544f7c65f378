import type { TransferPayment, TransferPaymentData } from '@yolcu/contract';
import type { TripContact, TripTransfer } from '../../lib/trip-transfer';
import { type CommonPaymentValues, commonDefaults, commonPayload } from './payment-form';

/** A transfer passenger as typed; only the leader's nationality is asked (02 §2). */
export interface TransferPassengerValues {
  name: string;
  surname: string;
  nationality: number | null;
}

/** The transfer payment form (02 §3 "Transfer payment payload") as the inputs hold it. */
export interface TransferFormValues extends CommonPaymentValues {
  passengers: TransferPassengerValues[];
  /** Quantity by extra id, as the server keys them. */
  extra_products: Record<string, number>;
  transfer: { flight_number: string; airline_code: string; note: string };
}

/** What a transfer that follows a flight starts with (03 §14): that flight, its leader and the guest's contact. */
export interface TransferPrefill {
  trip: Pick<TripTransfer, 'flight_number' | 'airline_code' | 'leader'> | null;
  contact: TripContact | null;
}

/** One passenger per searched seat; the extras as the server last priced them; a flight's ride prefilled. */
export function transferDefaults(
  sessionUnique: string,
  data: Pick<TransferPaymentData, 'form_rules' | 'extra_products'>,
  leaderNationality: number | null = null,
  prefill: TransferPrefill = { trip: null, contact: null },
): TransferFormValues {
  const { trip, contact } = prefill;
  return {
    ...commonDefaults(sessionUnique, contact ?? undefined),
    passengers: Array.from({ length: Math.max(1, data.form_rules.passenger_count) }, (_, i) => ({
      name: (i === 0 && trip?.leader?.name) || '',
      surname: (i === 0 && trip?.leader?.surname) || '',
      nationality: i === 0 ? leaderNationality : null,
    })),
    extra_products: Object.fromEntries(data.extra_products.map((e) => [String(e.id), e.quantity])),
    transfer: { flight_number: trip?.flight_number ?? '', airline_code: trip?.airline_code ?? '', note: '' },
  };
}

/** The pay call's body from the checked form: only the extras chosen, the others' nationality empty, codes in capitals. */
export function toTransferPayload(values: TransferPayment) {
  const upper = (v: string | null) => (v ? v.toUpperCase() : null);
  return {
    ...commonPayload(values),
    passengers: values.passengers.map((p, i) => ({ ...p, nationality: i === 0 ? p.nationality : null })),
    extra_products: Object.fromEntries(Object.entries(values.extra_products).filter(([, quantity]) => quantity > 0)),
    transfer: {
      ...values.transfer,
      flight_number: upper(values.transfer.flight_number),
      airline_code: upper(values.transfer.airline_code),
    },
  };
}
