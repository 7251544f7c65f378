import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_QUERY } from '../../lib/use-desktop';
import { mockApi, setUpPageTests } from '../../test/page-test-utils';
import { flight, open, roundTripOption } from './test-fixtures';
import type { FlightResult, SearchView } from './types';

setUpPageTests();

/** A window as wide as a desktop's (issue 42), or a phone's. */
function windowIs(desktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: desktop && query === DESKTOP_QUERY,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }));
}
afterEach(() => vi.unstubAllGlobals());

const airline = (r: FlightResult, code: string, name: string): FlightResult => ({
  ...r,
  airline: { ...r.airline, code, name },
});

const oneWay = (): SearchView => ({
  status: true,
  search: [
    flight('a', 'IST', 'AYT', '2031-06-12', '14:00', 75, 1000),
    airline(flight('b', 'IST', 'AYT', '2031-06-12', '09:00', 80, 1100), 'PC', 'Pegasus Airlines'),
    flight('c', 'IST', 'AYT', '2031-06-12', '07:30', 70, 1200),
    airline(flight('d', 'IST', 'AYT', '2031-06-12', '21:15', 90, 1300), 'PC', 'Pegasus Airlines'),
  ],
  search_options: { ...roundTripOption, fly_type: 'OW', return_date: null },
  time_out_seconds: 1200,
});

const departures = () =>
  screen.getAllByTestId('flight-card').map((card) => card.textContent?.match(/\d{2}:\d{2}/)?.[0]);

describe('flight results on a desktop', () => {
  it('filters in a column beside the list, applied as they change, with no filter sheet', async () => {
    windowIs(true);
    mockApi({ 'GET /api/flight/gateway/search/': { body: oneWay() } });
    const user = userEvent.setup();
    open();
    await screen.findAllByTestId('flight-card');
    const column = screen.getByRole('complementary', { name: 'Filter' });
    expect(screen.queryByRole('button', { name: /^Filter/ })).toBeNull();
    expect(screen.getAllByTestId('flight-card')).toHaveLength(4);

    // The filters are drawn in the task after the list.
    await user.click(await within(column).findByRole('checkbox', { name: 'Pegasus Airlines' }));
    // No Show results to press: the list and the count follow the box at once.
    expect(screen.getAllByTestId('flight-card')).toHaveLength(2);
    expect(screen.getByTestId('results-summary').textContent).toBe('2 flights found');
    expect(within(column).getByRole('heading', { level: 2 }).textContent).toBe('Filter (1)');
    for (const card of screen.getAllByTestId('flight-card')) expect(card.textContent).toContain('Pegasus Airlines');

    await user.click(within(column).getByRole('button', { name: 'Clear' }));
    expect(screen.getAllByTestId('flight-card')).toHaveLength(4);
    expect(within(column).queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('sorts with tabs above the list; the chosen tab again sorts the other way', async () => {
    windowIs(true);
    mockApi({ 'GET /api/flight/gateway/search/': { body: oneWay() } });
    const user = userEvent.setup();
    open();
    await screen.findAllByTestId('flight-card');
    const sorts = screen.getByRole('radiogroup', { name: 'Sort' });
    expect(within(sorts).getByRole('radio', { name: 'Cheapest first' }).getAttribute('aria-checked')).toBe('true');
    expect(departures()).toEqual(['14:00', '09:00', '07:30', '21:15']);

    await user.click(within(sorts).getByRole('radio', { name: 'Earliest departure' }));
    expect(departures()).toEqual(['07:30', '09:00', '14:00', '21:15']);
    await user.click(within(sorts).getByRole('radio', { name: 'Earliest departure' }));
    const latest = within(sorts).getByRole('radio', { name: 'Latest departure' });
    expect(latest.getAttribute('aria-checked')).toBe('true');
    expect(departures()).toEqual(['21:15', '14:00', '09:00', '07:30']);
    expect(within(sorts).getByRole('radio', { name: 'Cheapest first' }).getAttribute('aria-checked')).toBe('false');
  });

  it('keeps the phone page as it was: Filter and Sort open their sheets, no column, no tabs', async () => {
    windowIs(false);
    mockApi({ 'GET /api/flight/gateway/search/': { body: oneWay() } });
    open();
    await screen.findAllByTestId('flight-card');
    expect(screen.getByRole('button', { name: 'Filter' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sort: Cheapest first' })).toBeTruthy();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Sort' })).toBeNull();
  });
});
