// Test data more than one feature's tests use, in the contract's shapes.
import type { FlightDirection, TransferPaymentData } from '@yolcu/contract';

type Airport = FlightDirection['info']['departure_airport'];

export const airport = (code: string, name: string, city: string): Airport => ({
  code,
  name,
  city,
  country_code: 'TR',
});

/** One Turkish Airlines flight of a journey, in economy, arriving the same day. */
export const leg = (
  flight: string,
  from: Airport,
  to: Airport,
  date: string,
  dep: string,
  arr: string,
  minutes: number,
  standBy = 0,
) => ({
  airline: { code: 'TK', name: 'Turkish Airlines', logo: '/api/flight/airline/TK/logo.svg' },
  flight_number: flight,
  departure_airport: from,
  arrival_airport: to,
  departure_date: date,
  departure_time: dep,
  arrival_date: date,
  arrival_time: arr,
  fly_duration: minutes,
  stand_by_duration: standBy,
  fly_class: 'Economy',
});

/** The Mercedes-Benz Vito minivan the transfer tests ride in: 7 seats, 6 suitcases, 3 big ones. */
export const minivan = (over: Partial<TransferPaymentData['vehicle']> = {}): TransferPaymentData['vehicle'] => ({
  name: 'Mercedes-Benz Vito',
  image: '/api/transfer/vehicle/minivan.svg',
  vehicle_type: 'Minivan',
  vehicle_type_code: 'minivan',
  brand: { id: 3, name: 'Mercedes-Benz' },
  model: { id: 31, name: 'Vito' },
  seats: 7,
  luggage_capacity: 6,
  big_luggage_capacity: 3,
  ...over,
});
