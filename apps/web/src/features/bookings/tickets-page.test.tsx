import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session';
import { saveTicket } from '../../lib/ticket-store';
import { completedBooking, userFlightBooking, userTransferBooking } from './test-fixtures';
import { TicketsPage } from './tickets-page';
import { mockApi, renderRoutes, setUpEnglish } from './test-utils';
import { DESKTOP_QUERY } from '../../lib/use-desktop';

/** A window as wide as a desktop's (issue 42). */
function onDesktop() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === DESKTOP_QUERY,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }));
}

beforeAll(setUpEnglish);
beforeEach(() => useSession.setState({ token: 'test-token' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ token: null });
});

const user = (over: Partial<{ first_name: string; username: string; email: string }> = {}) => ({
  body: { id: 1, first_name: 'Ayşe', last_name: 'Yılmaz', username: 'ayse90', email: 'ayse@example.com', ...over },
});
const page = <T,>(results: T[], next: string | null = null) => ({
  body: { count: results.length, next, previous: null, results },
});
const renderPage = (path = '/profile/tickets/') =>
  renderRoutes([{ path: '/profile/tickets/', element: <TicketsPage /> }], [path]);

describe('My Tickets', () => {
  it('greets by first name, else username, else e-mail', async () => {
    mockApi({ 'GET /api/user/': user(), 'GET /api/user/flight/bookings/': page([]) });
    renderPage();
    expect(await screen.findByText('Hello, Ayşe')).toBeTruthy();
    cleanup();

    mockApi({ 'GET /api/user/': user({ first_name: '' }), 'GET /api/user/flight/bookings/': page([]) });
    renderPage();
    expect(await screen.findByText('Hello, ayse90')).toBeTruthy();
    cleanup();

    mockApi({ 'GET /api/user/': user({ first_name: '', username: '' }), 'GET /api/user/flight/bookings/': page([]) });
    renderPage();
    expect(await screen.findByText('Hello, ayse@example.com')).toBeTruthy();
  });

  it('says so when there are no flight tickets or transfers', async () => {
    mockApi({
      'GET /api/user/': user(),
      'GET /api/user/flight/bookings/': page([]),
      'GET /api/user/transfer/bookings/': page([]),
    });
    renderPage();
    expect(await screen.findByText('You have no flight tickets yet.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Transfers' }));
    expect(await screen.findByText('You have no transfer bookings yet.')).toBeTruthy();
  });

  it('lists flight bookings that open their detail, with route, dates, times, PNR, status and price', async () => {
    mockApi({
      'GET /api/user/': user(),
      'GET /api/user/flight/bookings/': page([
        userFlightBooking('aaaaaaaaaaaaaaaa01'),
        userFlightBooking('bbbbbbbbbbbbbbbb02', false),
      ]),
    });
    renderPage();
    const cards = await screen.findAllByTestId('ticket-card');
    expect(cards).toHaveLength(2);
    const [roundTrip, oneWay] = cards as [HTMLElement, HTMLElement];
    expect(roundTrip.getAttribute('href')).toBe('/flight/booking/detail/aaaaaaaaaaaaaaaa01');
    expect(within(roundTrip).getAllByText(/Istanbul Airport/)).toHaveLength(2);
    expect(roundTrip.textContent).toContain('12 Jun, Thu · 08:30');
    expect(roundTrip.textContent).toContain('19 Jun, Thu · 18:45');
    expect(roundTrip.textContent).toContain('PAAAAA');
    expect(within(roundTrip).getByTestId('booking-status').textContent).toBe('Confirmed');
    expect(roundTrip.textContent).toMatch(/1,234\.50/);
    expect(within(oneWay).queryByText('Return')).toBeNull();
  });

  it('loads the next page when asked, newest first as the server sends them', async () => {
    const api = mockApi({
      'GET /api/user/': user(),
      'GET /api/user/flight/bookings/': (url) =>
        url.searchParams.get('page') === '2'
          ? page([userFlightBooking('cccccccccccccccc03')])
          : page(
              [userFlightBooking('aaaaaaaaaaaaaaaa01'), userFlightBooking('bbbbbbbbbbbbbbbb02')],
              '/api/user/flight/bookings/?page=2',
            ),
    });
    renderPage();
    await screen.findAllByTestId('ticket-card');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('PCCCCC')).toBeTruthy();
    expect(screen.getAllByTestId('ticket-card').map((c) => c.getAttribute('href'))).toEqual([
      '/flight/booking/detail/aaaaaaaaaaaaaaaa01',
      '/flight/booking/detail/bbbbbbbbbbbbbbbb02',
      '/flight/booking/detail/cccccccccccccccc03',
    ]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    const pages = api.mock.calls
      .map(([u]) => new URL(String(u)))
      // The list's own pages; the call that keeps tickets on the device asks for its own page size.
      .filter((u) => u.pathname === '/api/user/flight/bookings/' && !u.searchParams.has('per_page'));
    expect(pages.map((u) => u.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('lists transfers with the long date and a link to their detail', async () => {
    mockApi({ 'GET /api/user/': user(), 'GET /api/user/transfer/bookings/': page([userTransferBooking]) });
    renderPage('/profile/tickets/?tab=transfer');
    const [card] = (await screen.findAllByTestId('ticket-card')) as [HTMLElement];
    expect(card.getAttribute('href')).toBe('/transfer/booking/detail/transfer0000000001');
    expect(card.textContent).toContain('Antalya Airport');
    expect(card.textContent).toContain('Kemer');
    expect(card.textContent).toContain('03 July, Thursday · 10:30');
    expect(card.textContent).toContain('T4X9PL');
  });

  it('marks a cancelled flight and a cancelled transfer Cancelled in the lists', async () => {
    const flight = userFlightBooking('cancelledflight01');
    mockApi({
      'GET /api/user/': user(),
      'GET /api/user/flight/bookings/': page([{ ...flight, info: { ...flight.info, status: 'cancelled' } }]),
      'GET /api/user/transfer/bookings/': page([
        { ...userTransferBooking, info: { ...userTransferBooking.info, status: 'cancelled' } },
        { ...userTransferBooking, info: { ...userTransferBooking.info, unique_code: 'transfer0000000002' } },
      ]),
    });
    renderPage();
    const [flightCard] = await screen.findAllByTestId('ticket-card');
    expect(within(flightCard!).getByTestId('booking-status').textContent).toBe('Cancelled');
    cleanup();
    renderPage('/profile/tickets/?tab=transfer');
    const cards = await screen.findAllByTestId('ticket-card');
    expect(cards.map((c) => within(c).getByTestId('booking-status').textContent)).toEqual(['Cancelled', 'Confirmed']);
  });

  it('a guest sees the bookings opened on this device, with ways to the rest, and no login wall (issue 41)', async () => {
    useSession.setState({ token: null });
    localStorage.clear();
    saveTicket('flight', completedBooking.info.unique_code, completedBooking, 'en');
    const api = mockApi({});
    renderPage();
    expect(await screen.findByText('The bookings you opened on this device, also without a connection.')).toBeTruthy();
    const card = screen.getByRole('link', { name: /K7M2QX/ });
    expect(card.getAttribute('href')).toBe(`/flight/booking/detail/${completedBooking.info.unique_code}`);
    expect(screen.getByRole('link', { name: 'Log in for all your bookings' }).getAttribute('href')).toBe(
      '/auth/login/?next=%2Fprofile%2Ftickets%2F',
    );
    expect(screen.getByRole('link', { name: 'Find my booking' })).toBeTruthy();
    expect(api.mock.calls.filter(([u]) => String(u).includes('/api/user/'))).toHaveLength(0);
    localStorage.clear();
  });

  it('with no connection, lists the tickets kept on this device instead of an error', async () => {
    localStorage.clear();
    saveTicket('flight', completedBooking.info.unique_code, completedBooking, 'en');
    const offline = () => {
      throw new TypeError('Failed to fetch');
    };
    mockApi({ 'GET /api/user/': offline, 'GET /api/user/flight/bookings/': offline });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Saved on this device' })).toBeTruthy();
    const card = screen.getByRole('link', { name: /K7M2QX/ });
    expect(card.getAttribute('href')).toBe(`/flight/booking/detail/${completedBooking.info.unique_code}`);
    localStorage.clear();
  });

  describe('on a desktop (issue 42)', () => {
    it('lists the flight bookings as a table: route, date, PNR, status, price and a link to each', async () => {
      onDesktop();
      mockApi({
        'GET /api/user/': user(),
        'GET /api/user/flight/bookings/': page([
          userFlightBooking('aaaaaaaaaaaaaaaa01'),
          userFlightBooking('bbbbbbbbbbbbbbbb02', false),
        ]),
      });
      renderPage();
      const table = await screen.findByRole('table', { name: 'Your flight bookings' });
      expect(screen.queryByTestId('ticket-card')).toBeNull();
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
      expect(headers).toEqual(['Route', 'Date', 'PNR', 'Status', 'Price', 'Details']);
      const [, roundTrip, oneWay] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
      // The route heads its row, each way's airports by name; the days and times beside it.
      const route = within(roundTrip).getByRole('rowheader');
      expect(within(route).getAllByText(/Istanbul Airport/)).toHaveLength(2);
      const cells = within(roundTrip).getAllByRole('cell');
      expect(cells[0]!.textContent).toContain('12 Jun, Thu · 08:30');
      expect(cells[0]!.textContent).toContain('19 Jun, Thu · 18:45');
      expect(cells[1]!.textContent).toBe('PAAAAA');
      expect(within(cells[2]!).getByTestId('booking-status').textContent).toBe('Confirmed');
      expect(cells[3]!.textContent).toMatch(/1,234\.50/);
      // Its link names the booking for a screen reader, and opens its detail.
      const open = within(roundTrip).getByRole('link', { name: 'Details: booking PAAAAA' });
      expect(open.getAttribute('href')).toBe('/flight/booking/detail/aaaaaaaaaaaaaaaa01');
      expect(within(oneWay).queryByText('Return')).toBeNull();
    });

    it('lists transfers as a table too, and says so when there are none', async () => {
      onDesktop();
      mockApi({
        'GET /api/user/': user(),
        'GET /api/user/transfer/bookings/': page([userTransferBooking]),
        'GET /api/user/flight/bookings/': page([]),
      });
      renderPage('/profile/tickets/?tab=transfer');
      const table = await screen.findByRole('table', { name: 'Your transfer bookings' });
      const [, row] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement];
      expect(within(row).getByRole('rowheader').textContent).toContain('Antalya Airport');
      expect(within(row).getByRole('rowheader').textContent).toContain('Kemer');
      expect(row.textContent).toContain('03 July, Thursday · 10:30');
      expect(within(row).getByRole('link', { name: 'Details: booking T4X9PL' }).getAttribute('href')).toBe(
        '/transfer/booking/detail/transfer0000000001',
      );
      await userEvent.setup().click(screen.getByRole('tab', { name: 'Flights' }));
      expect(await screen.findByText('You have no flight tickets yet.')).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
    });
  });
});
