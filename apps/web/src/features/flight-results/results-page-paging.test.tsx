import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes, setUpPageTests } from '../../test/page-test-utils';
import { FlightResultsPage } from './results-page';
import type { FareOption, FlightResult, SearchView } from './types';

setUpPageTests();

/** A stand-in IntersectionObserver: records what it watches so a test can scroll an element into the 250 px gap. */
class FakeObserver {
  static live = new Set<FakeObserver>();
  watched: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {}
  observe(el: Element) {
    this.watched.push(el);
    FakeObserver.live.add(this);
  }
  disconnect() {
    FakeObserver.live.delete(this);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** The list end comes within reach of the viewport. */
  static scrollToEnd() {
    for (const io of [...FakeObserver.live]) {
      io.callback(
        io.watched.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        io as unknown as IntersectionObserver,
      );
    }
  }
}

beforeEach(() => {
  FakeObserver.live.clear();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

const fare = (code: string, total: number, hand: number, luggage: number): FareOption => ({
  code,
  name: code === 'LIGHT' ? 'Light' : code === 'STANDARD' ? 'Standard' : 'Flex',
  price: { total },
  features: {
    baggage_allowance: { hand_luggage: hand, luggage },
    seat_selection: false,
    free_cancel: false,
    free_change: false,
  },
});

function flight(i: number, baggage = 20): FlightResult {
  const total = 1000 + i * 10;
  const hh = String(6 + (i % 16)).padStart(2, '0');
  return {
    product_id: `p${i}`,
    flight_sale_type: 0,
    airline: { code: 'TK', name: 'Turkish Airlines', logo: '/api/flight/airline/TK/logo.svg' },
    departure: {
      time: `${hh}:00`,
      date: '2031-06-12',
      airport_code: 'IST',
      airport_name: 'Istanbul',
      city: 'Istanbul',
    },
    arrival: { time: `${hh}:55`, date: '2031-06-12', airport_code: 'AYT', airport_name: 'Antalya', city: 'Antalya' },
    information: {
      total_transfer_count: 0,
      duration: 55 + i,
      baggage,
      flight_number: `TK${100 + i}`,
      class: 'Y',
      standby_time: 0,
    },
    transfers: [],
    price: {
      total,
      alternative_prices: [
        fare('LIGHT', total, 8, 0),
        fare('STANDARD', total + 220, 8, 20),
        fare('FLEX', total + 600, 8, 30),
      ],
    },
  };
}

const view = (results: FlightResult[], passengers = 1): SearchView => ({
  status: true,
  search: results,
  search_options: {
    id: 77,
    fly_type: 'OW',
    is_packaged: false,
    departure_date: '2031-06-12',
    return_date: null,
    departure_airport: { id: 1, code: 'IST', city: 'Istanbul' },
    arrival_airport: { id: 2, code: 'AYT', city: 'Antalya' },
    adult: passengers,
    child: 0,
    infant: 0,
    senior: 0,
    total_passenger_count: passengers,
    flight_class: 'Y',
    flight_class_name: 'Economy',
    direct_flights_only: false,
  },
  time_out_seconds: 1200,
});

function open(v: SearchView) {
  mockApi({ 'GET /api/flight/gateway/search/': { body: v } });
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return renderRoutes(
    [{ path: '/flight/search/', element: <FlightResultsPage /> }],
    ['/flight/search/?session_unique=abc'],
  );
}

/** Text as read, with the money format's no-break spaces as plain spaces. */
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ');
const cards = () => screen.queryAllByTestId('flight-card');

describe('flight results: paging by 10 (02 §9)', () => {
  it('shows 10 cards, then 10 more each time the list end comes within 250 px, up to all 25', async () => {
    open(view(Array.from({ length: 25 }, (_, i) => flight(i))));
    await screen.findAllByTestId('flight-card');
    expect(cards()).toHaveLength(10);
    expect([...FakeObserver.live].map((io) => io.options?.rootMargin)).toEqual(['250px']);
    act(() => FakeObserver.scrollToEnd());
    expect(cards()).toHaveLength(20);
    act(() => FakeObserver.scrollToEnd());
    expect(cards()).toHaveLength(25);
    // All shown: no sentinel left to watch, nothing more to offer.
    expect(FakeObserver.live.size).toBe(0);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('offers a Show more button, and goes back to page one when the sort changes', async () => {
    const user = userEvent.setup();
    open(view(Array.from({ length: 25 }, (_, i) => flight(i))));
    await user.click(await screen.findByRole('button', { name: 'Show more (10 of 25 shown)' }));
    expect(cards()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: /^Sort/ }));
    const sheet = await screen.findByRole('dialog');
    await user.click(within(sheet).getAllByRole('radio')[1] as HTMLElement);
    expect(cards()).toHaveLength(10);
    expect(cards()[0]?.textContent).toContain('TK124');
  });
});

describe('flight results: what the price covers', () => {
  it('shows the party total with the price per person, fares as the difference to the lightest, and 8 kg as hand luggage only', async () => {
    const user = userEvent.setup();
    open(view([flight(0, 8), flight(1, 20)], 4));
    const [first, second] = await screen.findAllByTestId('flight-card');
    expect(text(within(first as HTMLElement).getByTestId('price'))).toBe('₺1,000.00');
    expect(text(within(first as HTMLElement).getByTestId('price-note'))).toBe(
      '₺250.00 per person · total ₺1,000.00, 4 passengers',
    );
    expect(within(first as HTMLElement).getByText('Hand luggage only')).toBeTruthy();
    expect(first?.textContent).not.toMatch(/8 kg/);
    expect(within(second as HTMLElement).getByText('20 kg checked baggage')).toBeTruthy();
    await user.click(within(first as HTMLElement).getAllByRole('button')[0] as HTMLElement);
    expect(within(first as HTMLElement).getByText('+₺220.00')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('+₺600.00')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('₺220.00 more than the lightest fare')).toBeTruthy();
  });

  it('says the total is for one passenger when travelling alone', async () => {
    open(view([flight(0)], 1));
    expect((await screen.findByTestId('price-note')).textContent).toBe('Total for 1 passenger');
  });
});
