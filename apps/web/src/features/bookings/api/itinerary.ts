import type { FlightItinerary } from '@yolcu/contract/flight-payment';
import type { TransferItinerary } from '@yolcu/contract/transfer-payment';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api/client';
import { useSettings } from '../../../lib/settings-store';
import { type BookingProduct, isMissingBooking } from './bookings';

export interface Itineraries {
  flight: FlightItinerary;
  transfer: TransferItinerary;
}

/**
 * A shared trip (03 §12 Share): `GET /api/{product}/itinerary/{share_code}/`, the routes, days,
 * times and airline or vehicle of a booking, with no names, PNR, contact or price. An unknown or
 * malformed code is an answer (not found), not a hiccup to retry.
 */
export function useItinerary<P extends BookingProduct>(product: P, shareCode: string | undefined) {
  const language = useSettings((s) => s.language);
  return useQuery({
    queryKey: [`${product}-itinerary`, shareCode, language],
    queryFn: () => get<Itineraries[P]>(`/api/${product}/itinerary/${encodeURIComponent(shareCode ?? '')}/`),
    enabled: Boolean(shareCode),
    retry: (count, error) => !isMissingBooking(error) && count < 1,
  });
}
