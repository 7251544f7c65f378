import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, setUpPageTests } from '../../test/page-test-utils';
import { calls, flight, open, roundTrip } from './test-fixtures';
import type { SearchView } from './types';

setUpPageTests();
// The fixtures are in June 2031: the clock stands before it, so their days are on sale (trips are
// sold up to 360 days ahead, issue 36).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-03-01T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const oneWay = () =>
  roundTrip({
    search_options: {
      ...(roundTrip().search_options as NonNullable<SearchView['search_options']>),
      fly_type: 'OW',
      return_date: null,
    },
  });

function calendar(url: URL) {
  const start = url.searchParams.get('start_date') as string;
  const days = Number(url.searchParams.get('days'));
  return {
    body: {
      currency: 'TRY',
      days: Array.from({ length: days }, (_, i) => ({
        date: new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
        price: 1500 + i * 10,
      })),
    },
  };
}

/**
 * The address of the strip's price calendar call. The strip draws its days before it asks for their
 * prices, so on a busy machine the chips may be there before the call is made.
 */
const calendarAsked = (fetch: Parameters<typeof calls>[0]) =>
  waitFor(() => {
    const call = calls(fetch, '/api/flight/price-calendar/')[0]?.[0];
    expect(call).toBeDefined();
    return call as string;
  });

describe('flight results: the days around (03 §15)', () => {
  it('shows three days either side with prices and searches a day in one tap, with the loader, once', async () => {
    let release: () => void = () => {};
    const fetch = mockApi({
      'GET /api/flight/gateway/search/': { body: oneWay() },
      'GET /api/flight/price-calendar/': calendar,
      'GET /api/currency/TRY/': { body: { code: 'TRY', value: 1 } },
      'GET /api/holidays/': { body: { results: [] } },
    });
    const base = fetch.getMockImplementation() as typeof globalThis.fetch;
    fetch.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') {
        await new Promise<void>((r) => {
          release = r;
        });
        return new Response(JSON.stringify({ session_unique: 'next' }), {
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return base(input, init);
    });
    const { history } = open();
    const strip = within(await screen.findByTestId('day-strip'));
    const chips = strip.getAllByRole('button');
    expect(chips.map((c) => c.getAttribute('data-date'))).toEqual([
      '2031-06-09',
      '2031-06-10',
      '2031-06-11',
      '2031-06-12',
      '2031-06-13',
      '2031-06-14',
      '2031-06-15',
    ]);
    const asked = await calendarAsked(fetch);
    expect(new URL(asked, window.location.origin).searchParams.get('start_date')).toBe('2031-06-09');
    expect(new URL(asked, window.location.origin).searchParams.get('days')).toBe('7');
    // The cheapest of the seven is marked, and each chip reads its day and price: what it shows, in
    // that order, is its name (axe's label-content-name-mismatch, issue 41), with the month and the mark said.
    await waitFor(() =>
      expect(strip.getByRole('button', { name: 'Mon 9 June 1,500 ₺, Cheapest days' })).toBe(chips[0]),
    );
    expect(chips[0]?.hasAttribute('aria-label')).toBe(false);
    expect(chips[3]?.getAttribute('aria-current')).toBe('date');
    const user = userEvent.setup();
    await user.click(chips[5] as HTMLElement);
    const loader = await screen.findByTestId('search-loader');
    // The loader says what is searched now: the new day, who and the cabin, as the home form's does (issue 41).
    expect(loader.textContent).toContain('One way · Sat 14 Jun');
    expect(loader.textContent).toContain('1 passenger · Economy');
    // A second tap while the search runs is ignored (the buttons are disabled; a click reaches nothing).
    for (const again of [screen.queryAllByRole('button', { name: /Next day/, hidden: true })[0], chips[4]])
      if (again) fireEvent.click(again);
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.[1]?.body)).departure_date).toBe('2031-06-14');
    await act(async () => release());
    await waitFor(() => expect(history.location.search).toBe('?session_unique=next'));
    await waitFor(() => expect(screen.queryByTestId('search-loader')).toBeNull());
  });

  it("a round trip's strip says its prices are one way; a one-way search's needs not (issue 41)", async () => {
    mockApi({
      'GET /api/flight/gateway/search/': { body: roundTrip() },
      'GET /api/flight/price-calendar/': calendar,
      'GET /api/currency/TRY/': { body: { code: 'TRY', value: 1 } },
    });
    open();
    const strip = await screen.findByTestId('day-strip');
    expect(strip.getAttribute('aria-label')).toBe('Nearby days: the lowest one-way fare for one adult');
    expect(screen.getByTestId('day-strip-note').textContent).toBe('Nearby days: the lowest one-way fare for one adult');
  });

  it('asks for a new return when the departure picked is after it, with the message, instead of moving it', async () => {
    const fetch = mockApi({
      'GET /api/flight/gateway/search/': { body: roundTrip() },
      'GET /api/flight/price-calendar/': calendar,
      'GET /api/currency/TRY/': { body: { code: 'TRY', value: 1 } },
      'GET /api/holidays/': { body: { results: [] } },
      'POST /api/flight/gateway/search/': { body: { session_unique: 'later' } },
    });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Departure: / }));
    const grid = within(await screen.findByRole('grid'));
    await user.click(grid.getByRole('button', { name: /Friday, 20 June 2031/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Return date cannot be earlier than departure date');
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    await user.click(within(await screen.findByRole('grid')).getByRole('button', { name: /Monday, 23 June 2031/ }));
    await waitFor(() => expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1));
    const body = JSON.parse(String(fetch.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body));
    expect(body).toMatchObject({ departure_date: '2031-06-20', return_date: '2031-06-23' });
  });
});

describe('flight results: prices that say what they are (issue 20)', () => {
  it("per person is the adult's fare, and the card says whom the total covers", async () => {
    const view = oneWay();
    const options = view.search_options as NonNullable<SearchView['search_options']>;
    const r = flight('p1', 'IST', 'AYT', '2031-06-12', '08:00', 75, 3000);
    mockApi({
      'GET /api/flight/gateway/search/': {
        body: {
          ...view,
          search: [{ ...r, price: { ...r.price, per_adult: 1200 } }],
          search_options: { ...options, adult: 2, child: 1, total_passenger_count: 3 },
        },
      },
      'GET /api/flight/price-calendar/': calendar,
      'GET /api/currency/TRY/': { body: { code: 'TRY', value: 1 } },
    });
    open();
    const card = await screen.findByTestId('flight-card');
    expect(card.textContent?.replace(/\s/g, ' ')).toContain(
      '₺1,200.00 per adult · total ₺3,000.00 for 2 adults, 1 child',
    );
  });
});

describe('flight results: the days around, near today', () => {
  it('starts the week today rather than showing days already gone', async () => {
    const { todayInTurkey } = await import('@yolcu/contract/dates');
    const today = todayInTurkey();
    const view = oneWay();
    const options = view.search_options as NonNullable<SearchView['search_options']>;
    const fetch = mockApi({
      'GET /api/flight/gateway/search/': { body: { ...view, search_options: { ...options, departure_date: today } } },
      'GET /api/flight/price-calendar/': calendar,
      'GET /api/currency/TRY/': { body: { code: 'TRY', value: 1 } },
    });
    open();
    const chips = within(await screen.findByTestId('day-strip')).getAllByRole('button');
    expect(chips[0]?.getAttribute('data-date')).toBe(today);
    expect(chips[0]?.getAttribute('aria-current')).toBe('date');
    expect(chips).toHaveLength(7);
    const asked = new URL(await calendarAsked(fetch), window.location.origin);
    expect(asked.searchParams.get('start_date')).toBe(today);
  });
});
