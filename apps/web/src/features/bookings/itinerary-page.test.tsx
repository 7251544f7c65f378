import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlightItineraryPage, TransferItineraryPage } from './itinerary-page';
import { completedBooking, transferBooking } from './test-fixtures';
import { mockApi, renderRoutes, setUpPageTests } from './test-utils';

setUpPageTests();

const SHARE = completedBooking.info.share_code;
const routes = [
  { path: '/', element: <p>home page</p> },
  { path: '/flight/itinerary/:code', element: <FlightItineraryPage /> },
  { path: '/transfer/itinerary/:code', element: <TransferItineraryPage /> },
];

/** Whatever the answer holds, the page shows the trip only: a whole booking is served here on purpose. */
const overSharing = { ...completedBooking, status: 'completed' };

const text = () => document.body.textContent ?? '';

/** The page's heading levels in order: each is at most one below the one before (axe's heading-order). */
function expectHeadingsInOrder() {
  const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
  expect(levels[0]).toBe(1);
  levels.forEach((level, i) => {
    if (i > 0) expect(level, `heading levels ${levels.join(', ')}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
  });
  return levels;
}

describe('a shared flight itinerary (03 §12)', () => {
  it('shows each way with its legs, days, times and airline, and no names, PNR, tickets, contact or price', async () => {
    const api = mockApi({ [`GET /api/flight/itinerary/${SHARE}/`]: { body: overSharing } });
    renderRoutes(routes, [`/flight/itinerary/${SHARE}`]);
    const departure = await screen.findByRole('region', { name: 'Departure' });
    expect(String(api.mock.calls[0]?.[0])).toBe(`${window.location.origin}/api/flight/itinerary/${SHARE}/`);
    expect(within(departure).getAllByTestId('flight-leg')).toHaveLength(2);
    expect(within(departure).getByText('Flight TK2120 · Economy')).toBeTruthy();
    expect(within(departure).getAllByText('12 Jun 2031, Thu').length).toBeGreaterThan(0);
    expect(within(departure).getByText('08:30')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Return' })).getAllByTestId('flight-leg')).toHaveLength(1);

    for (const secret of ['AYŞE', 'YILMAZ', 'JOHN', 'SMITH', 'K7M2QX', '2351234567890', '146', '@example.com', '532'])
      expect(text()).not.toContain(secret);
    expect(text()).not.toMatch(/₺|TRY|4[.,]?321/);
    expect(screen.queryByTestId('pnr')).toBeNull();
    expect(screen.queryByTestId('passenger-card')).toBeNull();
    expect(screen.queryByTestId('booking-status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(document.title).not.toContain('K7M2QX');
  });

  it('invites the reader to search flights of their own', async () => {
    mockApi({ [`GET /api/flight/itinerary/${SHARE}/`]: { body: overSharing } });
    renderRoutes(routes, [`/flight/itinerary/${SHARE}`]);
    const invite = await screen.findByTestId('itinerary-invite');
    expect(within(invite).getByRole('link', { name: 'Search flights' }).getAttribute('href')).toBe('/');
  });

  it('marks a cancelled trip', async () => {
    mockApi({ [`GET /api/flight/itinerary/${SHARE}/`]: { body: { ...overSharing, status: 'cancelled' } } });
    renderRoutes(routes, [`/flight/itinerary/${SHARE}`]);
    expect((await screen.findByTestId('booking-status')).textContent).toBe('Cancelled');
    expect(screen.getByRole('region', { name: 'Departure' })).toBeTruthy();
  });

  it('says not found for an unknown or malformed link', async () => {
    mockApi({});
    renderRoutes(routes, [`/flight/itinerary/${SHARE}`]);
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
  });
});

describe('a shared transfer itinerary (03 §12)', () => {
  const code = transferBooking.info.share_code;
  it('shows the vehicle, the route and the pick-up time, and no names, PNR, notes or price', async () => {
    mockApi({ [`GET /api/transfer/itinerary/${code}/`]: { body: { ...transferBooking, status: 'completed' } } });
    renderRoutes(routes, [`/transfer/itinerary/${code}`]);
    expect((await screen.findByTestId('pick-up-time')).textContent).toBe('10:30');
    expect(screen.getByTestId('vehicle')).toBeTruthy();
    expect(within(screen.getByTestId('route')).getByText('Kemer')).toBeTruthy();
    for (const secret of ['AYŞE', 'YILMAZ', 'T4X9PL', 'TR-T4X9PL-1', 'Two child seats', '@example.com'])
      expect(text()).not.toContain(secret);
    expect(text()).not.toMatch(/₺|1[.,]?700/);
    expect(screen.queryByTestId('booking-status')).toBeNull();
    const invite = screen.getByTestId('itinerary-invite');
    expect(within(invite).getByRole('link', { name: 'Search transfers' }).getAttribute('href')).toBe('/?tab=transfer');
  });

  it('has no skipped heading level: the vehicle is the heading its services sit under (issue 41)', async () => {
    mockApi({ [`GET /api/transfer/itinerary/${code}/`]: { body: { ...transferBooking, status: 'completed' } } });
    renderRoutes(routes, [`/transfer/itinerary/${code}`]);
    await screen.findByTestId('pick-up-time');
    expect(within(screen.getByTestId('vehicle')).getByRole('heading', { level: 2 })).toBeTruthy();
    expect(expectHeadingsInOrder()).toContain(3);
  });
});

describe('a shared flight itinerary, read by its headings', () => {
  it('has no skipped heading level', async () => {
    mockApi({ [`GET /api/flight/itinerary/${SHARE}/`]: { body: overSharing } });
    renderRoutes(routes, [`/flight/itinerary/${SHARE}`]);
    await screen.findByRole('region', { name: 'Departure' });
    expectHeadingsInOrder();
  });
});
