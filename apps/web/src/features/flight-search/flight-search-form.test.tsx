import type { Airport } from '@yolcu/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes, setUpPageTests } from '../../test/page-test-utils';
import { nearestAirport } from './api/start-search';
import { FlightSearchForm } from './flight-search-form';
import { useFlightSearch } from './search-store';

setUpPageTests();

const airport = (id: number, code: string, city: string): Airport => ({
  id,
  code,
  name: `${city} Airport`,
  city,
  country_code: 'TR',
  country: 'Türkiye',
  type: 'airport',
});
const IST = airport(1, 'IST', 'Istanbul');
const ADB = airport(2, 'ADB', 'Izmir');

beforeEach(() => useFlightSearch.setState({ from: null, to: null, flightClass: 'ECONOMY' }));
afterEach(() => vi.restoreAllMocks());

// No app info route: the cabin's name must come from the catalogue, as when offline.
const open = () => {
  const api = mockApi({
    'GET /api/flight/airport/': (url) => ({ body: { results: url.searchParams.get('keyword') ? [ADB] : [IST] } }),
    'GET /api/geo/': { body: { city: 'Izmir', country_code: 'TR', latitude: 38.4, longitude: 27.1 } },
  });
  renderRoutes([{ path: '/', element: <FlightSearchForm /> }], ['/']);
  return api;
};
const paths = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.map(([u]) => new URL(String(u), location.href).pathname);

describe('the flight search form', () => {
  it('from a local host asks no city (the server cannot place it) and starts from the first popular airport', async () => {
    const api = open();
    expect(await screen.findByRole('button', { name: /^From\s*IST/ })).toBeTruthy();
    expect(paths(api)).not.toContain('/api/geo/');
  });

  it('from a public host starts from the airport of the caller’s city', async () => {
    open();
    expect((await nearestAirport('yolcu.example.com'))?.code).toBe('ADB');
  });

  it('names the cabin in the interface language even without the app info', async () => {
    open();
    expect(await screen.findByRole('button', { name: /^Cabin class\s*Economy$/ })).toBeTruthy();
    expect(screen.queryByText('ECONOMY')).toBeNull();
  });

  it('offline, Search says that searching needs a connection instead of opening the airport picker', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    open();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search flights' }));
    expect(await screen.findByText("You're offline. Searching needs a connection.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
