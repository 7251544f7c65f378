import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes, setUpPageTests } from '../../test/page-test-utils';
import { DateSheet } from './date-sheet';

setUpPageTests();
// The fixtures are in December 2031: the clock stands half a year before, so their days are on sale
// (trips are sold up to 360 days ahead, issue 36).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-06-01T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

function open(props: Partial<Parameters<typeof DateSheet>[0]> = {}) {
  mockApi({ 'GET /api/holidays/': { body: { results: [] } } });
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <DateSheet title="Return" value="2031-12-10" min="2031-12-07" onPick={vi.fn()} onClose={vi.fn()} {...props} />
        ),
      },
    ],
    ['/'],
  );
}

describe('DateSheet', () => {
  it('heads the weeks Mon … Sun, three letters each, so that no two columns read alike', async () => {
    open();
    const grid = await screen.findByRole('grid');
    // The header row is hidden from the accessibility tree (each day's label names its weekday): read it as seen.
    const heads = [...grid.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(heads).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('puts focus on the selected day when it opens', async () => {
    open();
    await screen.findByRole('grid');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('10'));
    expect(document.activeElement?.closest('[role="gridcell"]')?.getAttribute('aria-selected')).toBe('true');
  });

  it('shows the trip from departure to return, both ends named', async () => {
    open({ range: { start: '2031-12-07', end: '2031-12-10' } });
    const grid = within(await screen.findByRole('grid'));
    // aria-description: what the day is beyond its date, read after the date by screen readers.
    expect(grid.getByRole('button', { name: /Sunday, 7 December 2031/ }).getAttribute('aria-description')).toBe(
      'Departure',
    );
    expect(grid.getByRole('button', { name: /Wednesday, 10 December 2031/ }).getAttribute('aria-description')).toBe(
      'Return',
    );
    expect(grid.getByRole('button', { name: /Monday, 8 December 2031/ }).getAttribute('aria-description')).toBeNull();
    const inside = grid.getByText('8').closest('[role="button"], button') as HTMLElement;
    const outside = grid.getByText('12').closest('[role="button"], button') as HTMLElement;
    expect(inside.className).toContain('bg-brand-50');
    expect(outside.className).not.toMatch(/(^| )bg-brand-50/);
  });
});

describe('DateSheet and the last day on sale (issue 36)', () => {
  it('offers days up to 360 days from today, not after', async () => {
    open({ value: '2032-05-20', min: '2032-05-01' });
    const grid = within(await screen.findByRole('grid'));
    const last = grid.getByRole('button', { name: /Wednesday, 26 May 2032/ });
    const after = grid.getByRole('button', { name: /Thursday, 27 May 2032/ });
    expect(last.getAttribute('aria-disabled')).toBeNull();
    expect(after.getAttribute('aria-disabled')).toBe('true');
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('DateSheet with prices (03 §15)', () => {
  it('opens at once, then fills each day of the month shown with its price, marks the cheapest and greys days without a flight', async () => {
    let answer: (v: unknown) => void = () => {};
    const calls: URL[] = [];
    mockApi({
      'GET /api/holidays/': { body: { results: [] } },
      'GET /api/currency/TRY/': { body: { code: 'TRY', value: 1 } },
    });
    const fetchMock = vi.mocked(fetch);
    const base = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), window.location.origin);
      if (url.pathname !== '/api/flight/price-calendar/') return (base as typeof fetch)(input, init);
      calls.push(url);
      await new Promise((r) => {
        answer = r;
      });
      const start = url.searchParams.get('start_date') as string;
      const days = Number(url.searchParams.get('days'));
      const list = Array.from({ length: days }, (_, i) => {
        const date = new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
        return { date, price: date.endsWith('-09') ? null : 1000 + i * 100 };
      });
      return new Response(JSON.stringify({ currency: 'TRY', days: list }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <DateSheet
              title="Departure"
              value="2031-12-10"
              min="2031-12-07"
              prices={{ from: 'IST', to: 'AYT' }}
              onPick={vi.fn()}
              onClose={vi.fn()}
            />
          ),
        },
      ],
      ['/'],
    );
    const grid = within(await screen.findByRole('grid'));
    // The calendar is there before any price: it never waits for them.
    expect(grid.getByText('10')).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(1));
    // Only the month on screen is asked for: December from its first day (not past in 2031) to its last.
    expect(calls[0]?.searchParams.get('departure_airport')).toBe('IST');
    expect(calls[0]?.searchParams.get('start_date')).toBe('2031-12-01');
    expect(calls[0]?.searchParams.get('days')).toBe('31');
    answer(null);
    const first = await grid.findByRole('button', { name: /Monday, 1 December 2031/ });
    // A priced day's name has its day and its price (issue 41); the cheapest is said after it.
    await waitFor(() => expect(first.getAttribute('aria-label')).toBe('Monday, 1 December 2031, ₺1,000.00'));
    expect(first.getAttribute('aria-description')).toBe('Cheapest days');
    expect(first.textContent).toContain('1,000');
    expect(first.getAttribute('data-price')).toBe('cheap');
    const none = grid.getByRole('button', { name: 'Tuesday, 9 December 2031, no flights' });
    expect(none.getAttribute('data-price')).toBe('none');
    expect(none.getAttribute('aria-description')).toBeNull();
    expect(grid.getByRole('button', { name: 'Thursday, 11 December 2031, ₺2,000.00' })).toBeTruthy();
    expect(grid.getByRole('button', { name: /Wednesday, 31 December 2031/ }).getAttribute('data-price')).toBe('some');
    expect(screen.getByText('Prices in ₺, one adult, one way')).toBeTruthy();
  });

  it('shows a note above the calendar (why a return is asked again)', async () => {
    open({ note: 'Return date cannot be earlier than departure date' });
    expect((await screen.findByRole('alert')).textContent).toBe('Return date cannot be earlier than departure date');
  });
});
