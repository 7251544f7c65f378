import type { FlightPriceAlert, TransferPriceAlert } from '@yolcu/contract/price-alerts';

const airport = (id: number, code: string, name: string, city: string) => ({ id, code, name, city });

export const flightAlert = (over: Partial<FlightPriceAlert> = {}): FlightPriceAlert => ({
  id: 1,
  active: true,
  option: 7,
  option_detail: {
    departure_airport: airport(1, 'IST', 'Istanbul Airport', 'Istanbul'),
    arrival_airport: airport(2, 'AYT', 'Antalya Airport', 'Antalya'),
    departure_date: '2031-06-12',
    return_date: '2031-06-19',
    adult: 2,
    child: 1,
    infant: 0,
    senior: 0,
  },
  old_price: 1250,
  new_price: 1100,
  target_price: null,
  notify_email: 'ayse@example.com',
  notify_phone: '5321234567',
  created_at: '2031-05-01T09:00:00+03:00',
  confirmed: true,
  ...over,
});

export const transferAlert = (over: Partial<TransferPriceAlert> = {}): TransferPriceAlert => ({
  id: 2,
  active: true,
  option: 9,
  option_detail: {
    departure_location: { id: 10, name: 'Antalya Airport' },
    arrival_location: { id: 11, name: 'Kemer' },
    departure_date: '2031-07-03',
    departure_pickup_time: '10:30:00',
    passenger_count: 3,
  },
  old_price: 900,
  new_price: 950,
  target_price: null,
  notify_email: null,
  notify_phone: '5321234567',
  created_at: '2031-05-01T09:00:00+03:00',
  confirmed: true,
  ...over,
});
