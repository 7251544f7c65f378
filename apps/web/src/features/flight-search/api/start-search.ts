import type { Airport } from '@yolcu/contract';
import { get } from '../../../lib/api/client';
import { isLocalHost } from '../../../lib/local-host';

/**
 * The nearest departure airport: the caller's city by IP, else the first popular airport (01 §2).
 * From a local host the city is not asked for: the server cannot place a local address (404).
 */
export async function nearestAirport(hostname = window.location.hostname): Promise<Airport | null> {
  if (!isLocalHost(hostname)) {
    try {
      const geo = await get<{ city: string }>('/api/geo/');
      const near = await get<{ results: Airport[] }>('/api/flight/airport/', { keyword: geo.city });
      if (near.results[0]) return near.results[0];
    } catch {
      // Unknown location (no city for the address): fall back to the popular list.
    }
  }
  const popular = await get<{ results: Airport[] }>('/api/flight/airport/');
  return popular.results[0] ?? null;
}
