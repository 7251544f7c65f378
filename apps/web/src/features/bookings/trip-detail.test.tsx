import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { savedTicket } from '../../lib/ticket-store';
import { FlightBookingPage } from './flight-booking-page';
import { cancelledFlightBooking, completedBooking, transferBooking } from './test-fixtures';
import { mockApi, renderRoutes, setUpPageTests } from './test-utils';
import { TransferBookingPage } from './transfer-booking-page';

// 03 §14: the flight detail offers its transfer and says what was bought; both details give their PDF.
setUpPageTests();
afterEach(() => sessionStorage.clear());

const CODE = completedBooking.info.unique_code;
const TRANSFER = transferBooking.info.unique_code;
const DETAIL = `GET /api/flight/booking/${CODE}/`;
const PDF = '%PDF-1.7 e-ticket';

function Home() {
  const location = useLocation();
  return (
    <p data-testid="home">
      {location.search} {JSON.stringify(location.state)}
    </p>
  );
}
const routes = [
  { path: '/', element: <Home /> },
  { path: '/flight/booking/detail/:id', element: <FlightBookingPage /> },
  { path: '/transfer/booking/detail/:id', element: <TransferBookingPage /> },
];
const openFlight = () => renderRoutes(routes, [`/flight/booking/detail/${CODE}`]);

/** Cache Storage as a browser has it, in memory (jsdom has none). */
function fakeCaches() {
  const store = new Map<string, Response>();
  const cache = {
    put: async (key: string, res: Response) => void store.set(String(key), res),
    match: async (key: string) => store.get(String(key))?.clone(),
    keys: async () => [...store.keys()].map((url) => ({ url }) as Request),
    delete: async (req: Request) => store.delete(req.url),
  };
  vi.stubGlobal('caches', { open: async () => cache });
  return store;
}

/** Catches the download the page starts: the file's name and its bytes. */
function catchDownloads() {
  const blobs: Blob[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return `blob:${blobs.length}`;
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
  const names: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names, restore: () => click.mockRestore() };
}

const pdfReply = (name: string) => () =>
  new Response(PDF, {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` },
  });

describe('from the flight to its transfer', () => {
  it('offers the ride from the arrival airport with its day, time and why, and opens the search prefilled', async () => {
    mockApi({ [DETAIL]: { body: completedBooking } });
    openFlight();
    const card = within(await screen.findByTestId('transfer-suggestion', {}, { timeout: 5000 }));
    expect(card.getByRole('heading', { name: 'Transfer from Antalya Airport' })).toBeTruthy();
    expect(card.getByText('Pick-up 01 June, Sunday, 11:00')).toBeTruthy();
    expect(card.getByText('Your driver waits after you land at 10:05.')).toBeTruthy();
    const link = card.getByRole('link', { name: 'Transfer from Antalya Airport Find a transfer' });
    const href = new URL(link.getAttribute('href')!, window.location.origin);
    expect(Object.fromEntries(href.searchParams)).toEqual({
      product: 'transfer',
      from: '12',
      date: '2031-06-01',
      time: '11:00',
      passengers: '2',
      bags: '2',
      flight: 'TK2412',
      airline: 'TK',
      flight_at: '2031-06-01T10:05',
    });

    await userEvent.click(link);
    expect((await screen.findByTestId('home')).textContent).toContain(
      '{"tripPlace":{"id":12,"name":"Antalya Airport"}}',
    );
    // The flight is kept for the payment page of this tab, with its leader.
    expect(JSON.parse(sessionStorage.getItem('yolcu.trip-transfer')!)).toEqual({
      kind: 'from_airport',
      location_id: 12,
      flight_number: 'TK2412',
      airline_code: 'TK',
      flight_date: '2031-06-01',
      flight_time: '10:05',
      leader: { name: 'AYŞE', surname: 'YILMAZ' },
    });
  });

  it('offers the ride back to the airport for the return, and nothing on a cancelled flight', async () => {
    const back = {
      ...completedBooking.transfer_suggestions[0]!,
      kind: 'to_airport' as const,
      date: '2031-06-19',
      time: '15:30',
      flight_number: 'TK2329',
      flight_date: '2031-06-19',
      flight_time: '18:45',
    };
    mockApi({ [DETAIL]: { body: { ...completedBooking, transfer_suggestions: [back] } } });
    const view = openFlight();
    const card = within(await screen.findByTestId('transfer-suggestion', {}, { timeout: 5000 }));
    expect(card.getByRole('heading', { name: 'Transfer to Antalya Airport' })).toBeTruthy();
    expect(card.getByText('In good time for flight TK2329, leaving at 18:45.')).toBeTruthy();
    expect(card.getByRole('link').getAttribute('href')).toContain('to=12');
    view.unmount();

    mockApi({ [DETAIL]: { body: cancelledFlightBooking } });
    openFlight();
    await screen.findByTestId('pnr');
    expect(screen.queryByTestId('transfer-suggestion')).toBeNull();
  });
});

describe('what was bought', () => {
  it('shows each way’s fare package with its baggage and what it leaves out, and promises no seat selection', async () => {
    const light = {
      ...completedBooking.return_booking!.info.alternative_price,
      name: 'Light',
      luggage_allowance: 0,
    };
    const booking = {
      ...completedBooking,
      return_booking: {
        ...completedBooking.return_booking!,
        info: { ...completedBooking.return_booking!.info, alternative_price: light },
      },
    };
    mockApi({ [DETAIL]: { body: booking } });
    openFlight();
    const [out, back] = (await screen.findAllByTestId('fare-package')).map((el) => el.textContent);
    expect(out).toBe(
      'Fare packageEco8 kg hand luggage20 kg checked baggageChanges not includedFree cancellation not included',
    );
    expect(back).toContain('Light');
    expect(back).toContain('No checked baggage');
    expect(document.body.textContent).not.toMatch(/seat selection/i);
  });

  it('names the transfer vendor with a call link and the meeting instructions beside the cancellation terms', async () => {
    mockApi({ [`GET /api/transfer/booking/${TRANSFER}/`]: { body: transferBooking } });
    renderRoutes(routes, [`/transfer/booking/detail/${TRANSFER}`]);
    const vendor = within(await screen.findByTestId('vendor'));
    expect(vendor.getByText('Riviera Transfer')).toBeTruthy();
    const call = vendor.getByRole('link', { name: 'Call Riviera Transfer, +90 242 555 01 01' });
    expect(call.getAttribute('href')).toBe('tel:+902425550101');
    const meeting = screen.getByTestId('meeting-instructions');
    expect(within(meeting).getByRole('heading', { name: 'Where you meet' })).toBeTruthy();
    expect(meeting.textContent).toContain('holding a name board');
    expect(screen.getByText('Free cancellation until 2 Jul 2031, 10:30 (24 hours before pick-up).')).toBeTruthy();
  });
});

describe('Download e-ticket (03 §14)', () => {
  it('downloads the PDF online, keeps it beside the ticket, and downloads it again with no network', async () => {
    const kept = fakeCaches();
    const api = mockApi({ [DETAIL]: { body: completedBooking } });
    openFlight();
    await screen.findByTestId('pnr');
    const routesWithPdf = (input: RequestInfo | URL) =>
      String(input).endsWith('/document/')
        ? pdfReply('yolcu-K7M2QX-e-ticket.pdf')()
        : new Response(JSON.stringify(completedBooking), { headers: { 'Content-Type': 'application/json' } });
    api.mockImplementation(async (input) => routesWithPdf(input));
    // Seen online: the PDF is fetched in the background and kept, without a tap.
    await waitFor(() => expect(kept.size).toBe(1), { timeout: 4000 });
    expect(String(api.mock.calls.at(-1)?.[0])).toBe(`${window.location.origin}/api/flight/booking/${CODE}/document/`);

    const downloads = catchDownloads();
    await userEvent.click(screen.getByRole('button', { name: 'Download e-ticket' }));
    await waitFor(() => expect(downloads.names).toEqual(['yolcu-K7M2QX-e-ticket.pdf']));
    expect(await downloads.blobs[0]!.text()).toBe(PDF);
    cleanup();

    // Offline: the detail comes from the device and so does the PDF.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    openFlight();
    await screen.findByTestId('last-updated');
    await userEvent.click(screen.getByRole('button', { name: 'Download e-ticket' }));
    await waitFor(() => expect(downloads.names).toHaveLength(2));
    expect(downloads.names[1]).toBe('yolcu-K7M2QX-e-ticket.pdf');
    expect(await downloads.blobs[1]!.text()).toBe(PDF);
    downloads.restore();
  });

  it('says it needs a connection when the PDF was never kept on this device', async () => {
    fakeCaches();
    mockApi({ [DETAIL]: { body: completedBooking } });
    openFlight();
    await screen.findByTestId('pnr');
    cleanup();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    openFlight();
    await screen.findByTestId('last-updated');
    await userEvent.click(screen.getByRole('button', { name: 'Download e-ticket' }));
    expect(
      await screen.findByText(
        "You're offline and this document was not saved on this device yet. Open it once with a connection.",
      ),
    ).toBeTruthy();
  });

  it('gives a cancelled booking its voucher but no calendar or share', async () => {
    fakeCaches();
    const cancelled = { ...transferBooking, info: { ...transferBooking.info, status: 'cancelled' as const } };
    const api = mockApi({ [`GET /api/transfer/booking/${TRANSFER}/`]: { body: cancelled } });
    renderRoutes(routes, [`/transfer/booking/detail/${TRANSFER}`]);
    const button = await screen.findByRole('button', { name: 'Download voucher' });
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(savedTicket('transfer', TRANSFER)).not.toBeNull();
    api.mockImplementation(async () => pdfReply('yolcu-T4X9PL-voucher.pdf')());
    const downloads = catchDownloads();
    await userEvent.click(button);
    await waitFor(() => expect(downloads.names).toEqual(['yolcu-T4X9PL-voucher.pdf']));
    expect(String(api.mock.calls.at(-1)?.[0])).toBe(
      `${window.location.origin}/api/transfer/booking/${TRANSFER}/document/`,
    );
    downloads.restore();
  });
});
