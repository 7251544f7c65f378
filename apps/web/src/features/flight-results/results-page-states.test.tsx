import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { holdCalls } from '../results-frame/hold-calls';
import { mockApi, setUpPageTests } from '../../test/page-test-utils';
import { calls, fare, flight, open, roundTrip } from './test-fixtures';
import type { FlightResult } from './types';

setUpPageTests();

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
    const { fetch, release } = holdCalls(base, 'return_items');
    const user = userEvent.setup();
    open();
    const card = await screen.findByTestId('flight-card');
    await user.click(within(card).getAllByRole('button')[0] as HTMLElement);
    const standard = within(card).getAllByRole('button', { name: 'Choose this fare' })[1] as HTMLElement;
    // 02 §2: the second alternative, and it alone, is marked Recommended Flight (issue 41).
    const marks = within(card).getAllByTestId('recommended-fare');
    expect(marks.map((m) => m.textContent)).toEqual(['Recommended Flight']);
    expect(marks[0]?.parentElement?.textContent).toContain('Standard');
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
    const { fetch, release } = holdCalls(base, '/select/');
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
