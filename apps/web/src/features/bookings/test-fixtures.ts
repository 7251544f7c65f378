// Test data in the contract's shapes, for this feature's component tests.
import type { FlightBooking, FlightDirection, UserFlightBooking } from '@yolcu/contract/flight-payment';
import type { TransferBooking, UserTransferBooking } from '@yolcu/contract/transfer-payment';
import { airport, leg, minivan } from '../../test/fixtures';

const IST = airport('IST', 'Istanbul Airport', 'Istanbul');
const ESB = airport('ESB', 'Ankara Esenboğa Airport', 'Ankara');
const ADB = airport('ADB', 'Izmir Adnan Menderes Airport', 'Izmir');

const info = (from = IST, to = ADB, date = '2031-06-12') => ({
  departure_date: date,
  departure_time: '08:30',
  departure_airport: from,
  arrival_airport: to,
  alternative_price: {
    code: 'ECO',
    name: 'Eco',
    hand_luggage_allowance: 8,
    luggage_allowance: 20,
    seat_selection: false,
    free_cancel: false,
    free_change: false,
  },
  change_policies: [],
  cancelation_policies: [],
  change_policies_texts: [],
  cancelation_policies_texts: [],
  airline_rule: { content: '' },
  baggage_type: 'BG' as const,
  baggage_allowance: 20,
  flight_sale_type: 0,
});

const outbound: FlightDirection = {
  info: info(IST, ADB, '2031-06-12'),
  transfers: [
    leg('TK2120', IST, ESB, '2031-06-12', '08:30', '09:40', 70),
    leg('TK2342', ESB, ADB, '2031-06-12', '11:50', '13:05', 75, 130),
  ],
};
const inbound: FlightDirection = {
  info: info(ADB, IST, '2031-06-19'),
  transfers: [leg('TK2329', ADB, IST, '2031-06-19', '18:45', '19:55', 70)],
};

// A detail answer masks identity data (03 §12): the last three characters, the birth year alone.
const passenger = {
  pax_type: 'ADT' as const,
  name: 'AYŞE',
  surname: 'YILMAZ',
  citizen_number: '********146',
  birth_date: '1990',
  gender: 'F',
  gender_display: 'Female',
  nationality: { id: 1, code: 'TR', name: 'Turkey' },
  passport: null,
};
const foreigner = {
  ...passenger,
  name: 'JOHN',
  surname: 'SMITH',
  citizen_number: null,
  gender: 'M',
  gender_display: 'Male',
  birth_date: '1985',
  nationality: { id: 2, code: 'GB', name: 'United Kingdom' },
  passport: '******789',
};

export const completedBooking: FlightBooking = {
  info: {
    unique_code: 'abcdefabcdefabcdef12',
    share_code: 'Qw9ZxY2pLm7sHaReF1gHt0',
    pnr_code: 'K7M2QX',
    status: 'completed',
    created_at: '2031-05-01T10:00:00+03:00',
    email: 'a****@example.com',
    phone: '+90 532 *** ** 67',
    refund: null,
  },
  departure_booking: outbound,
  return_booking: inbound,
  passenger: [passenger, foreigner],
  tickets: [
    {
      pax_name: 'AYŞE YILMAZ',
      pax_type: 'ADT',
      departure_ticket_number: '2351234567890',
      return_ticket_number: '2351234567891',
      voided: false,
      passenger,
    },
    {
      pax_name: 'JOHN SMITH',
      pax_type: 'ADT',
      departure_ticket_number: '2351234567892',
      return_ticket_number: '2351234567893',
      voided: false,
      passenger: foreigner,
    },
  ],
  price: { total: 4321.5, base: 3800, tax: 400, service_fee: 121.5, discount: 0 },
  payment: { card_brand: 'visa', card_last4: '1111' },
  transfer_suggestions: [
    {
      kind: 'from_airport',
      location: { id: 12, name: 'Antalya Airport' },
      date: '2031-06-01',
      time: '11:00',
      passengers: 2,
      baggage: 2,
      flight_number: 'TK2412',
      airline_code: 'TK',
      flight_date: '2031-06-01',
      flight_time: '10:05',
      leader: { name: 'AYŞE', surname: 'YILMAZ' },
    },
  ],
};

export const pendingBooking: FlightBooking = {
  ...completedBooking,
  info: { ...completedBooking.info, pnr_code: null, status: 'pending' },
  return_booking: null,
  tickets: [],
  payment: null,
};

export const userFlightBooking = (code: string, withReturn = true): UserFlightBooking => ({
  info: { unique_code: code, pnr_code: `P${code.slice(0, 5).toUpperCase()}`, status: 'completed' },
  departure_booking: {
    info: {
      departure_airport: { name: 'Istanbul Airport', code: 'IST' },
      arrival_airport: { name: 'Izmir Adnan Menderes Airport', code: 'ADB' },
      departure_date: '2031-06-12',
      departure_time: '08:30:00',
    },
  },
  return_booking: withReturn
    ? {
        info: {
          departure_airport: { name: 'Izmir Adnan Menderes Airport', code: 'ADB' },
          arrival_airport: { name: 'Istanbul Airport', code: 'IST' },
          departure_date: '2031-06-19',
          departure_time: '18:45',
        },
      }
    : null,
  price: { total: 1234.5 },
});

export const userTransferBooking: UserTransferBooking = {
  info: {
    unique_code: 'transfer0000000001',
    pnr_code: 'T4X9PL',
    departure_datetime: '2031-07-03T10:30:00+03:00',
    status: 'completed',
  },
  departure_location: { name: 'Antalya Airport' },
  arrival_location: { name: 'Kemer' },
  price: { total: 950 },
};

export const transferBooking: TransferBooking = {
  departure_location: { id: 1, name: 'Antalya Airport', address: 'Antalya Havalimanı, 07230 Muratpaşa/Antalya' },
  arrival_location: { id: 2, name: 'Kemer', address: 'Kemer, 07980 Antalya' },
  info: {
    unique_code: 'transfer0000000001',
    share_code: 'Vb3NcR8tKj5sHaReTr4nS0',
    pnr_code: 'T4X9PL',
    status: 'completed',
    created_at: '2031-06-01T10:00:00+03:00',
    email: 'a****@example.com',
    phone: '+90 532 *** ** 67',
    departure_date: '2031-07-03',
    departure_time: '10:30',
    departure_datetime: '2031-07-03T10:30:00+03:00',
    transfer_type: 1,
    transfer_type_display: 'Private transfer',
    travel_distance: 47,
    travel_duration: '00:55',
    services: [{ name: '60 min free waiting' }, { name: 'Bottled water' }],
    flight_number: 'TK2412',
    airline_code: 'TK',
    note: 'Two child seats, please.',
    meeting_instructions:
      "Your driver waits for you at arrivals, after baggage claim and customs, holding a name board with the leader's name. Call +90 242 555 01 01.",
    refund: null,
  },
  vehicle: minivan({ big_luggage_capacity: 2 }),
  vendor: { id: 1, name: 'Riviera Transfer', phone: '+90 242 555 01 01' },
  extra_products: [
    { id: 1, name: 'Baby seat (0–13 kg)', price: 150, quantity: 2, max_quantity: 3, is_selected: true },
    { id: 5, name: 'Extra stop on the way', price: 100, quantity: 0, max_quantity: 1, is_selected: false },
  ],
  price: {
    base: 1500,
    discount: 100,
    extra_products_price: 300,
    tax: 0,
    total: 1700,
    per_km_price: 31.9,
    total_price_for_km: 1500,
  },
  cancellation_terms: {
    free_until: '2031-07-02T07:30:00.000Z',
    description: 'Free cancellation until 2 Jul 2031, 10:30 (24 hours before pick-up).',
  },
  passenger: [
    { name: 'AYŞE', surname: 'YILMAZ', is_leader: true },
    { name: 'JOHN', surname: 'SMITH', is_leader: false },
  ],
  tickets: [
    { name: 'AYŞE', surname: 'YILMAZ', ticket_number: 'TR-T4X9PL-1', voided: false },
    { name: 'JOHN', surname: 'SMITH', ticket_number: 'TR-T4X9PL-2', voided: false },
  ],
  payment: { card_brand: 'mastercard', card_last4: '4444' },
};

/** The transfer above after its cancellation (03 §13): refunded in full at midday on 24 November 2026. */
export const cancelledTransferBooking: TransferBooking = {
  ...transferBooking,
  info: {
    ...transferBooking.info,
    status: 'cancelled',
    refund: {
      amount: 1700,
      currency: 'TRY',
      status: 'refunded',
      refunded_at: '2026-11-24T12:00:00.000Z',
      card_last4: '4444',
      cancelled_at: '2026-11-24T12:00:00.000Z',
    },
  },
  tickets: transferBooking.tickets?.map((tk) => ({ ...tk, voided: true })),
};

/** The flight above after its cancellation: the taxes came back; its tickets are void. */
export const cancelledFlightBooking: FlightBooking = {
  ...completedBooking,
  info: {
    ...completedBooking.info,
    status: 'cancelled',
    refund: {
      amount: 400,
      currency: 'TRY',
      status: 'refunded',
      refunded_at: '2026-11-24T12:00:00.000Z',
      card_last4: '1111',
      cancelled_at: '2026-11-24T12:00:00.000Z',
    },
  },
  tickets: completedBooking.tickets?.map((tk) => ({ ...tk, voided: true })),
};
