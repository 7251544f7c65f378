import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../lib/api/client';
import { reportReachable } from '../../lib/network';
import { useSession } from '../../lib/session';
import { savedTicket } from '../../lib/ticket-store';
import { savedStamp } from './dates';
import { CheckPnrPage } from './check-pnr-page';
import { FlightBookingPage } from './flight-booking-page';
import {
  completedBooking,
  pendingBooking,
  transferBooking,
  userFlightBooking,
  userTransferBooking,
} from './test-fixtures';
import { TicketsPage } from './tickets-page';
import { mockApi, renderRoutes, setUpPageTests } from './test-utils';
import { TransferBookingPage } from './transfer-booking-page';

setUpPageTests();

const CODE = completedBooking.info.unique_code;
const DETAIL = `GET /api/flight/booking/${CODE}/`;
const routes = [
  { path: '/', element: <p>home page</p> },
  { path: '/flight/booking/detail/:id', element: <FlightBookingPage /> },
  { path: '/transfer/booking/detail/:id', element: <TransferBookingPage /> },
];
const openFlight = () => renderRoutes(routes, [`/flight/booking/detail/${CODE}`]);
/** The network is gone: every request fails before reaching a server, as fetch does offline. */
const cutNetwork = () => {
  const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

describe('a booking detail with no network (issue 12)', () => {
  it('opens from the copy kept when it was last seen, marked with when that was', async () => {
    mockApi({ [DETAIL]: { body: completedBooking } });
    openFlight();
    expect((await screen.findByTestId('pnr')).textContent).toBe('K7M2QX');
    expect(screen.queryByTestId('last-updated')).toBeNull();
    const kept = savedTicket('flight', CODE);
    expect(kept?.booking).toEqual(completedBooking);
    cleanup();

    cutNetwork();
    openFlight();
    expect((await screen.findByTestId('pnr')).textContent).toBe('K7M2QX');
    expect(screen.getByTestId('last-updated').textContent).toBe(
      `Saved on this device · Last updated: ${savedStamp(kept!.savedAt, 'en')}`,
    );
    expect(screen.getAllByText('2351234567890').length).toBeGreaterThan(0);
    expect(screen.queryByText('This could not be loaded. Check your connection and try again.')).toBeNull();
  });

  it('says it is offline and not saved yet when it was never opened on this device', async () => {
    cutNetwork();
    openFlight();
    expect((await screen.findByTestId('offline-message')).textContent).toBe(
      "You're offline, and this booking is not saved on this device yet. Open it once with a connection to keep it.",
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('writes the time as the reader does: "23 Kas 18:40"', () => {
    const at = new Date(2026, 10, 23, 18, 40).getTime();
    expect(savedStamp(at, 'tr')).toBe('23 Kas 18:40');
    expect(savedStamp(at, 'en')).toBe('23 Nov 18:40');
  });
});

describe('My Tickets for a signed-in user (issue 12)', () => {
  it("keeps every booking's detail on the device when it opens, for this account only", async () => {
    tokenStore.set('token-of-ayse');
    useSession.setState({ token: 'token-of-ayse' });
    const list = <T,>(results: T[]) => ({ body: { count: results.length, next: null, previous: null, results } });
    const transferCode = userTransferBooking.info.unique_code;
    mockApi({
      'GET /api/user/': { body: { id: 1, first_name: 'Ayşe', username: 'ayse', email: 'ayse@example.com' } },
      'GET /api/user/flight/bookings/': list([userFlightBooking(CODE)]),
      'GET /api/user/transfer/bookings/': list([userTransferBooking]),
      [DETAIL]: { body: completedBooking },
      [`GET /api/transfer/booking/${transferCode}/`]: { body: transferBooking },
    });
    renderRoutes([{ path: '/profile/tickets/', element: <TicketsPage /> }], ['/profile/tickets/']);
    await waitFor(() => expect(savedTicket('transfer', transferCode)?.booking).toEqual(transferBooking));
    expect(savedTicket('flight', CODE)?.booking).toEqual(completedBooking);

    tokenStore.clear();
    useSession.setState({ token: null });
    expect(savedTicket('flight', CODE)).toBeNull();
  });
});

describe('Add to calendar and Share (issue 12)', () => {
  it("downloads the booking's .ics from the server in the app's language", async () => {
    const api = mockApi({ [DETAIL]: { body: completedBooking } });
    openFlight();
    await screen.findByTestId('pnr');
    api.mockImplementation(
      async () => new Response('BEGIN:VCALENDAR', { headers: { 'Content-Type': 'text/calendar' } }),
    );
    const createObjectURL = vi.fn(() => 'blob:ics');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const [url, init] = api.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(String(url)).toBe(`${window.location.origin}/api/flight/booking/${CODE}/calendar/`);
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('en');
    expect(clicked[0]?.download).toBe('yolcu-K7M2QX.ics');
    expect(clicked[0]?.href).toBe('blob:ics');
    click.mockRestore();
  });

  it('says adding to the calendar needs a connection when there is none', async () => {
    mockApi({ [DETAIL]: { body: completedBooking } });
    openFlight();
    await screen.findByTestId('pnr');
    cutNetwork();
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    expect(await screen.findByText("You're offline. Adding to the calendar needs a connection.")).toBeTruthy();
  });

  it('keeps saying it under the buttons, not only in a toast, until the network is back (issue 22)', async () => {
    const api = mockApi({ [DETAIL]: { body: completedBooking } });
    reportReachable(true);
    openFlight();
    await screen.findByTestId('pnr');
    expect(screen.queryByTestId('calendar-offline')).toBeNull();
    cutNetwork();
    const button = screen.getByRole('button', { name: 'Add to calendar' });
    await userEvent.click(button);
    const note = await screen.findByTestId('calendar-offline');
    expect(note.textContent).toBe(
      'Adding to the calendar needs a connection. It works again once you are back online.',
    );
    expect(button.getAttribute('aria-describedby')).toBe(note.id);
    expect(screen.getByText("You're offline. Adding to the calendar needs a connection.")).toBeTruthy();
    // The network comes back: the note goes.
    vi.stubGlobal('fetch', api);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByTestId('calendar-offline')).toBeNull());
  });

  it('with the device offline, says so before any press, and a press asks nothing of the network', async () => {
    mockApi({ [DETAIL]: { body: completedBooking } });
    openFlight();
    await screen.findByTestId('pnr');
    const fetch = cutNetwork();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect((await screen.findByTestId('calendar-offline')).textContent).toMatch(/needs a connection/);
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    expect(await screen.findByText("You're offline. Adding to the calendar needs a connection.")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('shares the itinerary alone (03 §12) with the system sheet, or copies its link and says so', async () => {
    mockApi({ [DETAIL]: { body: completedBooking } });
    openFlight();
    await screen.findByTestId('pnr');
    const share = vi.fn(async (_data: ShareData) => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    const itinerary = `${window.location.origin}/flight/itinerary/${completedBooking.info.share_code}`;
    expect(share).toHaveBeenCalledTimes(1);
    const sent = share.mock.calls[0]?.[0];
    expect(sent?.url).toBe(itinerary);
    // Neither the booking's own link nor its PNR travels with what is shared.
    expect(JSON.stringify(sent)).not.toContain(CODE);
    expect(JSON.stringify(sent)).not.toContain('K7M2QX');

    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(itinerary);
    expect(await screen.findByText('The trip link is copied.')).toBeTruthy();
  });

  it("shares a transfer's itinerary by its share code", async () => {
    mockApi({ [`GET /api/transfer/booking/${transferBooking.info.unique_code}/`]: { body: transferBooking } });
    renderRoutes(routes, [`/transfer/booking/detail/${transferBooking.info.unique_code}`]);
    await screen.findByTestId('pnr');
    const share = vi.fn(async (_data: ShareData) => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share.mock.calls[0]?.[0]?.url).toBe(
      `${window.location.origin}/transfer/itinerary/${transferBooking.info.share_code}`,
    );
    expect(JSON.stringify(share.mock.calls[0]?.[0])).not.toContain('T4X9PL');
  });

  it('offers no Share on a copy kept before bookings had a share code', async () => {
    const { share_code: _, ...oldInfo } = completedBooking.info;
    mockApi({ [DETAIL]: { body: { ...completedBooking, info: oldInfo } } });
    openFlight();
    await screen.findByTestId('pnr');
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('are offered for a transfer too, and not for a booking that is not paid', async () => {
    mockApi({ [`GET /api/transfer/booking/${transferBooking.info.unique_code}/`]: { body: transferBooking } });
    renderRoutes(routes, [`/transfer/booking/detail/${transferBooking.info.unique_code}`]);
    await screen.findByTestId('pnr');
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
    cleanup();

    mockApi({ [DETAIL]: { body: pendingBooking } });
    openFlight();
    await screen.findByTestId('pnr');
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });
});

describe('PNR inquiry with no network (issue 12)', () => {
  it('says finding a booking needs a connection instead of a generic error', async () => {
    const fetch = cutNetwork();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderRoutes([{ path: '/flight/check-pnr/', element: <CheckPnrPage /> }], ['/flight/check-pnr/']);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('PNR Code'), 'K7M2QX');
    await user.type(screen.getByLabelText('Surname'), 'Yilmaz');
    await user.click(screen.getByRole('button', { name: 'Find booking' }));
    expect(await screen.findByText("You're offline. Finding a booking needs a connection.")).toBeTruthy();
    expect(screen.queryByText('Something went wrong.')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
