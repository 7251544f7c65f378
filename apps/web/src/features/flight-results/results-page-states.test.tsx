import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rememberSearch } from '../../lib/search-memory';
import { mockApi, renderRoutes, setUpPageTests } from '../../test/page-test-utils';
import { FlightResultsPage } from './results-page';
import type { FareOption, FlightResult, SearchView } from './types';

setUpPageTests();

const fare = (code: string, name: string, total: number): FareOption => ({
  code,
  name,
  price: { total },
  features: {
    baggage_allowance: { hand_luggage: 8, luggage: code === 'LIGHT' ? 0 : 20 },
    seat_selection: false,
    free_cancel: false,
    free_change: false,
  },
});

function flight(id: string, from: string, to: string, date: string, time: string, minutes: number, total: number) {
  return {
    product_id: id,
    flight_sale_type: 0,
    airline: { code: 'TK', name: 'Turkish Airlines', logo: '/api/flight/airline/TK/logo.svg' },
    departure: { time, date, airport_code: from, airport_name: from, city: from },
    arrival: { time: '23:00', date, airport_code: to, airport_name: to, city: to },
    information: {
      total_transfer_count: 0,
      duration: minutes,
      baggage: 20,
      flight_number: `TK${id}`,
      class: 'Y',
      standby_time: 0,
    },
    transfers: [],
    price: {
      total,
      alternative_prices: [fare('LIGHT', 'Light', total), fare('STANDARD', 'Standard', total + 200)],
    },
  } satisfies FlightResult;
}

const roundTrip = (over: Partial<SearchView> = {}): SearchView => ({
  status: true,
  search: [flight('o1', 'IST', 'AYT', '2031-06-12', '08:00', 75, 1000)],
  search_options: {
    id: 77,
    fly_type: 'RT',
    is_packaged: false,
    departure_date: '2031-06-12',
    return_date: '2031-06-19',
    departure_airport: { id: 1, code: 'IST', city: 'Istanbul' },
    arrival_airport: { id: 2, code: 'AYT', city: 'Antalya' },
    adult: 1,
    child: 0,
    infant: 0,
    senior: 0,
    total_passenger_count: 1,
    flight_class: 'Y',
    flight_class_name: 'Economy',
    direct_flights_only: false,
  },
  time_out_seconds: 1200,
  ...over,
});

const routes = [
  { path: '/flight/search/', element: <FlightResultsPage /> },
  { path: '/flight/search-gate/:option', element: <p>search gate</p> },
  { path: '/flight/payment/', element: <p>payment page</p> },
  { path: '/', element: <p>search form</p> },
];
const open = (url = '/flight/search/?session_unique=abc') => renderRoutes(routes, [url]);
const calls = (fetch: ReturnType<typeof vi.fn>, path: string) =>
  fetch.mock.calls.filter(([input]) => new URL(String(input), window.location.origin).pathname === path);

describe('flight results: local formats', () => {
  it('writes dates as "Thu 12 Jun", never ISO, and durations as "1h 15m"', async () => {
    mockApi({ 'GET /api/flight/gateway/search/': { body: roundTrip() } });
    open();
    const header = await screen.findByTestId('results-header');
    expect(within(header).getByTestId('results-subtitle').textContent).toContain('Thu 12 Jun – Thu 19 Jun');
    expect(within(header).getByRole('button', { name: 'Departure: Thu 12 Jun' })).toBeTruthy();
    expect(header.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(within(screen.getByTestId('flight-card')).getByText('1h 15m')).toBeTruthy();
  });
});

describe('flight results: fare packages', () => {
  it("shows each package's cancellation rule in one line, and a package it does not know by its free cancellation", async () => {
    const view = roundTrip();
    const only = view.search![0] as FlightResult;
    const flex = {
      ...fare('FLEX', 'Flex', 1500),
      features: { ...fare('FLEX', 'Flex', 1500).features, free_cancel: true },
    };
    const other = {
      ...fare('PROMO', 'Promo', 1600),
      features: { ...fare('PROMO', 'Promo', 1600).features, free_cancel: true },
    };
    only.price.alternative_prices.push(flex, other);
    mockApi({ 'GET /api/flight/gateway/search/': { body: view } });
    const user = userEvent.setup();
    open();
    const card = await screen.findByTestId('flight-card');
    await user.click(within(card).getAllByRole('button')[0] as HTMLElement);
    expect(
      within(card)
        .getAllByTestId('fare-cancel-rule')
        .map((r) => r.textContent),
    ).toEqual([
      'Cancellation: only the airport taxes are refunded',
      'Cancellation: refund less a 25% fare penalty until 3 days before departure, then the taxes only',
      'Free cancellation: fare and taxes refunded until departure',
      'Free cancellation',
    ]);
  });
});

describe('flight results: leg by leg', () => {
  it('shows the chosen outbound at once with date, fare and price while the returns load, and asks for them once', async () => {
    const base = mockApi({
      'GET /api/flight/gateway/search/': { body: roundTrip() },
      'POST /api/flight/gateway/search/return_items/': {
        body: { status: true, search: [flight('r1', 'AYT', 'IST', '2031-06-19', '18:00', 70, 900)] },
      },
    });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('return_items')) await gate;
      return base(input, init);
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    open();
    const card = await screen.findByTestId('flight-card');
    await user.click(within(card).getAllByRole('button')[0] as HTMLElement);
    const standard = within(card).getAllByRole('button', { name: 'Choose this fare' })[1] as HTMLElement;
    await user.click(standard);
    // A second tap while the first is on its way asks for nothing more.
    await user.click(standard).catch(() => {});

    const chosen = await screen.findByTestId('chosen-outbound');
    expect(chosen.textContent).toContain('Outbound · Thu 12 Jun');
    expect(chosen.textContent).toContain('Standard');
    expect(within(chosen).getByTestId('running-total').textContent?.replace(/\s/g, ' ')).toBe('₺1,200.00');
    expect(screen.getByTestId('returns-loading').textContent).toContain('Loading return flights…');
    expect(screen.getByTestId('results-announcer').textContent).toBe('Loading return flights…');

    await act(async () => release());
    const back = await screen.findByTestId('flight-card');
    expect(back.textContent).toContain('AYT');
    expect(within(back).getByTestId('trip-total').textContent?.replace(/\s/g, ' ')).toBe('Round trip ₺2,100.00');
    expect(calls(fetch, '/api/flight/gateway/search/return_items/')).toHaveLength(1);
  });

  it('says the fare is being chosen while the selection runs, and sends it once', async () => {
    const base = mockApi({
      'GET /api/flight/gateway/search/': {
        body: roundTrip({ search_options: { ...roundTrip().search_options!, fly_type: 'OW', return_date: null } }),
      },
      'POST /api/flight/gateway/search/select/': { body: { status: true, research: false, message: '' } },
    });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/select/')) await gate;
      return base(input, init);
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    open();
    const card = await screen.findByTestId('flight-card');
    await user.click(within(card).getAllByRole('button')[0] as HTMLElement);
    await user.click(within(card).getAllByRole('button', { name: 'Choose this fare' })[0] as HTMLElement);
    const waiting = await within(card).findByRole('button', { name: 'Please wait…' });
    expect(waiting.getAttribute('aria-busy')).toBe('true');
    for (const other of within(card).getAllByRole('button', { name: 'Choose this fare' }))
      expect((other as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());
    expect(await screen.findByText('payment page')).toBeTruthy();
    expect(calls(fetch, '/api/flight/gateway/search/select/')).toHaveLength(1);
  });
});

describe('flight results: a link that leads nowhere', () => {
  it('an unknown session offers Search again (the search form, its search unknown) and Back', async () => {
    mockApi({ 'GET /api/flight/gateway/search/': { status: 404, body: { detail: 'Not found.' } } });
    const user = userEvent.setup();
    open('/flight/search/?session_unique=nope');
    expect(await screen.findByText('This search link is invalid or has expired.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Search again' }));
    expect(await screen.findByText('search form')).toBeTruthy();
  });

  it('an expired session says so and runs the same search again when this browser knows it', async () => {
    rememberSearch('flight', 'old', 77);
    mockApi({
      'GET /api/flight/gateway/search/': {
        body: { status: false, research: true, message: 'Your search timed out. Please try again.' },
      },
    });
    const user = userEvent.setup();
    open('/flight/search/?session_unique=old');
    expect(await screen.findByText('Your search timed out. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Search again' }));
    expect(await screen.findByText('search gate')).toBeTruthy();
  });
});

describe('flight results: time-out', () => {
  it('a search that times out on screen says so (02 §8) and goes back to the search form', async () => {
    mockApi({ 'GET /api/flight/gateway/search/': { body: roundTrip({ time_out_seconds: 1 }) } });
    open();
    await screen.findByTestId('flight-card');
    expect(await screen.findByText('search form', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('Your search timed out. Please try again.')).toBeTruthy();
  });
});

describe('flight results: focus, announcement and title', () => {
  it('moves focus to the heading, announces the count politely and names the page by route and dates', async () => {
    mockApi({ 'GET /api/flight/gateway/search/': { body: roundTrip() } });
    open();
    const heading = await screen.findByRole('heading', { name: 'IST → AYT → IST' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const status = screen.getByTestId('results-announcer');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('1 flight for IST → AYT');
    expect(document.title).toBe('Istanbul → Antalya, 12 Jun – 19 Jun — Yolcu');
  });
});
