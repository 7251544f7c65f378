import { PICKUP_TIMES, TRANSFER_BAGGAGE, TRANSFER_PASSENGERS, type TransferLocation } from '@yolcu/contract';
import { bookablePickupTimes, todayInTurkey } from '@yolcu/contract/dates';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { get } from '../../lib/api/client';
import { useSettings } from '../../lib/settings-store';
import { readTripSearch, rememberTrip, type TripTransfer } from '../../lib/trip-transfer';
import { useTransferSearch } from './search-store';

/** What the flight detail's suggestion hands over with the address: the airport's name, shown at once. */
export interface TripPrefillState {
  tripPlace?: { id: number; name: string };
}

/** The airport by its id, among the places the location picker offers first (every airport with a transfer is there). */
async function placeById(
  client: ReturnType<typeof useQueryClient>,
  language: string,
  id: number,
): Promise<TransferLocation | undefined> {
  const places = await client.fetchQuery({
    // The picker's own key for the popular places: one request serves both.
    queryKey: ['transfer-locations', language, ''],
    queryFn: ({ signal }) =>
      get<{ results: TransferLocation[] }>('/api/transfer/location/', {}, signal).then((r) => r.results),
    staleTime: 5 * 60_000,
  });
  return places.find((p) => p.id === id);
}

/**
 * The transfer search opened from a flight (03 §14): `/?product=transfer&from=<id>` (or `to=`)
 * with the day, the pick-up time and the passengers, from the flight detail or its mail. The
 * airport becomes the pick-up (or the drop-off), the other end is left to choose, and the flight
 * is kept for the payment page. The address is then tidied to the plain Transport tab, so a
 * reload keeps what the traveller changed since. Answers the flight the form was filled for.
 */
export function useTripPrefill(): TripTransfer | null {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const client = useQueryClient();
  const language = useSettings((s) => s.language);
  const [trip, setTrip] = useState<TripTransfer | null>(null);
  const done = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the address the page opened with
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const ask = readTripSearch(params);
    if (!ask) return;
    const store = useTransferSearch.getState();
    const end = ask.kind === 'from_airport' ? 'from' : 'to';
    const other = end === 'from' ? 'to' : 'from';
    const named = (location.state as TripPrefillState | null)?.tripPlace;
    const date = ask.date && ask.date >= todayInTurkey() ? ask.date : store.date;
    const times = bookablePickupTimes(date, PICKUP_TIMES);
    store.set({
      [end]: named?.id === ask.location_id ? { id: named.id, name: named.name, address: '' } : null,
      // The other end is the traveller's to choose: a place kept from an older search would be a guess.
      [other]: null,
      date,
      ...(ask.time && times.includes(ask.time) ? { time: ask.time } : {}),
      ...(ask.passengers
        ? { passengers: Math.min(Math.max(ask.passengers, TRANSFER_PASSENGERS.min), TRANSFER_PASSENGERS.max) }
        : {}),
      ...(ask.baggage !== null ? { baggage: Math.min(ask.baggage, TRANSFER_BAGGAGE.max) } : {}),
    });
    if (ask.trip) {
      rememberTrip(ask.trip);
      setTrip(ask.trip);
    }
    setParams({ tab: 'transfer' }, { replace: true });
    placeById(client, language, ask.location_id)
      .then((place) => {
        // Unless the traveller picked another place meanwhile.
        const now = useTransferSearch.getState()[end];
        if (place && (now === null || now.id === place.id)) useTransferSearch.getState().set({ [end]: place });
      })
      .catch(() => {
        // No network: the name handed over (if any) stays; otherwise the traveller picks the airport.
      });
  }, []);

  return trip;
}
