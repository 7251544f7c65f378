import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlightBookingPage } from './flight-booking-page';
import { cancelledFlightBooking, completedBooking, transferBooking } from './test-fixtures';
import { mockApi, renderRoutes, setUpPageTests } from './test-utils';
import { TransferBookingPage } from './transfer-booking-page';

setUpPageTests();

// 03 §17: the airline (or transfer company) changed the times or cancelled after the booking; the
// detail says so above the PNR, with the new times, and what the traveller can do.
const CODE = completedBooking.info.unique_code;
const TRANSFER = transferBooking.info.unique_code;
const routes = [
  { path: '/flight/booking/detail/:id', element: <FlightBookingPage /> },
  { path: '/transfer/booking/detail/:id', element: <TransferBookingPage /> },
];
const changed = {
  ...completedBooking,
  info: {
    ...completedBooking.info,
    supplier_notice: {
      type: 'schedule_changed' as const,
      occurred_at: '2031-06-02T09:15:00Z',
      legs: [
        {
          direction: 0,
          leg: 0,
          departure_date: '2031-06-12',
          departure_time: '10:00',
          arrival_date: '2031-06-12',
          arrival_time: '11:10',
          flight_number: 'TK2120',
          departure_airport: 'IST',
          arrival_airport: 'ESB',
        },
        {
          direction: 1,
          leg: 0,
          departure_date: '2031-06-19',
          departure_time: '23:30',
          arrival_date: '2031-06-20',
          arrival_time: '00:40',
        },
      ],
    },
  },
};

function show(body: unknown, path = `/flight/booking/detail/${CODE}`, api = `GET /api/flight/booking/${CODE}/`) {
  mockApi({ [api]: { body } });
  renderRoutes(routes, [path]);
}

describe('the supplier notice on a booking detail', () => {
  it('says the airline changed the times, and lists the new ones by flight and day', async () => {
    show(changed);
    const banner = await screen.findByTestId('supplier-notice');
    expect(within(banner).getByRole('heading', { level: 2 }).textContent).toBe('The airline changed your flight times');
    const lines = within(banner)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'TK2120 · IST → ESB: 12 Jun 2031, Thu 10:00 → 11:10',
      // A leg that lands the next day says which day.
      '19 Jun 2031, Thu 23:30 → 20 Jun 2031, Fri 00:40',
    ]);
    expect(banner.textContent).toContain('The times on this page are the new ones.');
    expect(banner.textContent).toContain('Announced on 2 June 2031');
    // Above the PNR: the first thing read after the state.
    const pnr = screen.getByTestId('pnr');
    expect(banner.compareDocumentPosition(pnr) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says the airline cancelled the flight and that the booking can be cancelled for a refund', async () => {
    show({
      ...completedBooking,
      info: { ...completedBooking.info, supplier_notice: { type: 'cancelled', occurred_at: '2031-06-02T09:15:00Z' } },
    });
    const banner = await screen.findByTestId('supplier-notice');
    expect(within(banner).getByRole('heading').textContent).toBe('The airline cancelled this flight');
    expect(banner.textContent).toContain('You can cancel the booking below to get your refund.');
    expect(within(banner).queryByRole('list')).toBeNull();
    expect(screen.getByTestId('booking-status').textContent).toBe('Confirmed');
  });

  it('names the transfer company on a transfer', async () => {
    show(
      {
        ...transferBooking,
        info: {
          ...transferBooking.info,
          supplier_notice: {
            type: 'schedule_changed',
            occurred_at: '2031-06-02T09:15:00Z',
            legs: [
              {
                direction: 0,
                leg: 0,
                departure_date: '2031-07-03',
                departure_time: '11:30',
                arrival_date: '2031-07-03',
                arrival_time: '12:25',
              },
            ],
          },
        },
      },
      `/transfer/booking/detail/${TRANSFER}`,
      `GET /api/transfer/booking/${TRANSFER}/`,
    );
    const banner = await screen.findByTestId('supplier-notice');
    expect(within(banner).getByRole('heading', { level: 2 }).textContent).toBe(
      'The transfer company changed your pick-up time',
    );
    expect(within(banner).getByRole('listitem').textContent).toBe('03 Jul 2031, Thu 11:30 → 12:25');
    expect(banner.textContent).toContain('Please be at the pick-up point at the new time.');
  });

  it('shows nothing without a notice', async () => {
    show({ ...completedBooking, info: { ...completedBooking.info, supplier_notice: null } });
    await screen.findByTestId('pnr');
    expect(screen.queryByTestId('supplier-notice')).toBeNull();
  });

  it('shows nothing on a booking the traveller cancelled', async () => {
    const code = cancelledFlightBooking.info.unique_code;
    show(
      {
        ...cancelledFlightBooking,
        info: {
          ...cancelledFlightBooking.info,
          supplier_notice: { type: 'cancelled', occurred_at: '2031-06-02T09:15:00Z' },
        },
      },
      `/flight/booking/detail/${code}`,
      `GET /api/flight/booking/${code}/`,
    );
    await screen.findByTestId('cancelled-notice');
    expect(screen.queryByTestId('supplier-notice')).toBeNull();
  });
});
