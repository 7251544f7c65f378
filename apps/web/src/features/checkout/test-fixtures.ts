import type { FlightDirection, FlightPaymentData, TransferPaymentData } from '@yolcu/contract';
import { airport, leg, minivan } from '../../test/fixtures';

const IST = airport('IST', 'Istanbul Airport', 'Istanbul');
const ESB = airport('ESB', 'Esenboğa Airport', 'Ankara');
const ADB = airport('ADB', 'Adnan Menderes Airport', 'Izmir');

/** A realistic payment page answer: Istanbul–Izmir with a stop in Ankara, one adult and one child. */
export const direction = (over: Partial<FlightDirection['info']> = {}): FlightDirection => ({
  info: {
    departure_date: '2031-09-12',
    departure_time: '08:15',
    departure_airport: IST,
    arrival_airport: ADB,
    alternative_price: {
      code: 'LIGHT',
      name: 'Light',
      hand_luggage_allowance: 8,
      luggage_allowance: 0,
      seat_selection: false,
      free_cancel: false,
      free_change: false,
    },
    change_policies: [],
    cancelation_policies: [],
    change_policies_texts: [{ description: 'Changes are allowed up to 24 hours before departure for a fee.' }],
    cancelation_policies_texts: [{ description: 'Only taxes are refunded on cancellation.' }],
    airline_rule: { content: '<p>Check-in closes 45 minutes before departure.</p>' },
    baggage_type: 'HL',
    baggage_allowance: 8,
    flight_sale_type: 0,
    ...over,
  },
  transfers: [
    leg('TK2124', IST, ESB, '2031-09-12', '08:15', '09:25', 70),
    leg('TK2310', ESB, ADB, '2031-09-12', '11:05', '12:15', 70, 100),
  ],
});

export const paymentData = (over: Partial<FlightPaymentData> = {}): FlightPaymentData => ({
  departure_booking: direction(),
  return_booking: null,
  group_tickets: [
    { pax_type: 'ADT', pax_name: 'Adult', count: 1, total_base: 1500, total_tax: 0, total_service_fee: 50 },
    { pax_type: 'CHD', pax_name: 'Child', count: 1, total_base: 1125, total_tax: 0, total_service_fee: 50 },
  ],
  tickets: [],
  price: { total: 2725, base: 2625, tax: 0, service_fee: 100, discount: 0 },
  form_rules: {
    departure_date: '2031-09-12',
    last_date: '2031-09-12',
    international: false,
    passengers: ['ADT', 'CHD'],
    tr_country_id: 225,
  },
  option: 42,
  time_out_seconds: 900,
  ...over,
});

export const SESSION = 'a1b2c3d4e5f6a7b8c9d0';
/** The booking's own code that pay answers (03 §12): never the search session's id. */
export const BOOKING = 'bk_Q2x9fT7mWc4rLp8sZa1eVn';
/** The bank page's reference in pay_url. */
export const BANK_REF = 'ref_7YhT2kPq9WxZ3mNb';

/** A transfer payment page answer: Antalya Airport to Kemer in a private minivan for two, with a child seat and a name board on offer. */
export const transferPaymentData = (over: Partial<TransferPaymentData> = {}): TransferPaymentData => ({
  departure_location: { id: 12, name: 'Antalya Airport (AYT)', address: 'Yenigöl, 07230 Muratpaşa/Antalya' },
  arrival_location: { id: 40, name: 'Kemer', address: '' },
  info: {
    departure_date: '2031-07-03',
    departure_time: '14:30',
    departure_datetime: '2031-07-03T14:30:00+03:00',
    transfer_type: 1,
    transfer_type_display: 'Private transfer',
    pnr_code: null,
    travel_distance: 48,
    travel_duration: '00:55',
    services: [{ name: 'Meet & greet with a name board' }, { name: '60 min free waiting' }],
  },
  vehicle: minivan(),
  vendor: { id: 2, name: 'Akdeniz Transfer' },
  extra_products: [
    { id: 4, name: 'Child seat (9–18 kg)', price: 150, quantity: 0, max_quantity: 3, is_selected: false },
    { id: 6, name: 'Extra waiting hour', price: 100, quantity: 0, max_quantity: 1, is_selected: false },
  ],
  price: {
    base: 1850,
    discount: 100,
    extra_products_price: 0,
    tax: 0,
    total: 1750,
    per_km_price: 38.54,
    total_price_for_km: 1850,
  },
  cancellation_terms: {
    free_until: '2031-07-02T11:30:00.000Z',
    description: 'Free cancellation until 2 Jul 2031, 14:30 (24 hours before pick-up).',
  },
  form_rules: { passenger_count: 2 },
  option: 77,
  time_out_seconds: 900,
  ...over,
});
