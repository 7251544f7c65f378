import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FlightBookingPage } from './flight-booking-page';
import { completedBooking, pendingBooking, transferBooking } from './test-fixtures';
import { mockApi, renderRoutes, setUpPageTests } from './test-utils';
import { TransferBookingPage } from './transfer-booking-page';

setUpPageTests();

// 03 §17: the card is authorised and the booking `confirming` while the supplier's order and the
// capture run; the detail says so, asks again every 2 s, and moves on to how it settled.
const CODE = completedBooking.info.unique_code;
const TRANSFER = transferBooking.info.unique_code;
const confirming = { ...pendingBooking, info: { ...pendingBooking.info, status: 'confirming' as const } };
const failed = { ...pendingBooking, info: { ...pendingBooking.info, status: 'failed' as const } };
const routes = [
  { path: '/', element: <p>home page</p> },
  { path: '/flight/booking/detail/:id', element: <FlightBookingPage /> },
  { path: '/transfer/booking/detail/:id', element: <TransferBookingPage /> },
];

describe('a confirming booking detail', () => {
  it('shows the confirming card instead of the PNR and tickets, then the booking once it is completed', async () => {
    let answer: unknown = confirming;
    const api = mockApi({ [`GET /api/flight/booking/${CODE}/`]: () => ({ body: answer }) });
    renderRoutes(routes, [`/flight/booking/detail/${CODE}`]);
    const card = await screen.findByTestId('confirming-card');
    expect(within(card).getByRole('heading').textContent).toBe('Confirming your booking with the airline…');
    expect(card.textContent).toContain(
      'Your card is authorised. It will be charged only when the booking is confirmed.',
    );
    expect(card.textContent).toContain('We will e-mail a****@example.com as soon as it is confirmed.');
    expect(screen.queryByTestId('pnr')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Departure' })).toBeNull();

    answer = completedBooking;
    expect((await screen.findByTestId('pnr', {}, { timeout: 5000 })).textContent).toBe('K7M2QX');
    expect(screen.queryByTestId('confirming-card')).toBeNull();
    expect(screen.getByTestId('booking-status').textContent).toBe('Confirmed');
    expect(screen.getByRole('region', { name: 'Departure' })).toBeTruthy();
    // Settled: the detail is not asked again.
    const detailCalls = () =>
      api.mock.calls.filter(([url]) => new URL(String(url)).pathname === `/api/flight/booking/${CODE}/`).length;
    const calls = detailCalls();
    await new Promise((r) => setTimeout(r, 2300));
    expect(detailCalls()).toBe(calls);
  }, 10_000);

  it('names the transfer company for a transfer', async () => {
    const booking = { ...transferBooking, info: { ...transferBooking.info, pnr_code: null, status: 'confirming' } };
    mockApi({ [`GET /api/transfer/booking/${TRANSFER}/`]: { body: booking } });
    renderRoutes(routes, [`/transfer/booking/detail/${TRANSFER}`]);
    const card = await screen.findByTestId('confirming-card');
    expect(within(card).getByRole('heading').textContent).toBe('Confirming your booking with the transfer company…');
    expect(screen.queryByTestId('pnr')).toBeNull();
  });

  it("moves on to a failure with the server's message, and offers a new search", async () => {
    let answer: unknown = confirming;
    mockApi({
      [`GET /api/flight/booking/${CODE}/`]: () => ({ body: answer }),
      [`GET /api/flight/booking/info/${CODE}/`]: {
        body: {
          do_reservation: false,
          finish_page_showed: true,
          status: 'failed',
          message: 'The airline could not confirm these seats. Your card was not charged.',
        },
      },
    });
    const { history } = renderRoutes(routes, [`/flight/booking/detail/${CODE}`]);
    await screen.findByTestId('confirming-card');
    answer = failed;
    const notice = await screen.findByTestId('failed-notice', {}, { timeout: 5000 });
    expect(within(notice).getByRole('heading').textContent).toBe('Booking not completed');
    expect((await within(notice).findByTestId('failure-message')).textContent).toBe(
      'The airline could not confirm these seats. Your card was not charged.',
    );
    expect(screen.queryByTestId('confirming-card')).toBeNull();
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Search again' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  }, 10_000);
});
