import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FlightBookingPage } from './flight-booking-page';
import { cancelledFlightBooking, completedBooking, pendingBooking } from './test-fixtures';
import { mockApi, renderRoutes, setUpPageTests } from './test-utils';

setUpPageTests();

const CODE = completedBooking.info.unique_code;
const routes = [
  { path: '/', element: <p>home page</p> },
  { path: '/flight/payment/', element: <p>payment page</p> },
  { path: '/flight/booking/detail/:id', element: <FlightBookingPage /> },
];

describe('flight booking detail', () => {
  it('asks for legs, passengers and tickets, and shows the PNR, status and both ways', async () => {
    const api = mockApi({ [`GET /api/flight/booking/${CODE}/`]: { body: completedBooking } });
    renderRoutes(routes, [`/flight/booking/detail/${CODE}`]);
    expect((await screen.findByTestId('pnr')).textContent).toBe('K7M2QX');
    const url = new URL(String(api.mock.calls[0]?.[0]));
    expect(Object.fromEntries(url.searchParams)).toEqual({ transfers: '1', passenger: '1', tickets: '1' });
    expect(screen.getByRole('button', { name: 'Copy PNR code' })).toBeTruthy();
    expect(screen.getByTestId('booking-status').textContent).toBe('Confirmed');

    const departure = screen.getByRole('region', { name: 'Departure' });
    expect(within(departure).getAllByTestId('flight-leg')).toHaveLength(2);
    expect(within(departure).getByText('Flight TK2120 · Economy')).toBeTruthy();
    expect(within(departure).getByText('1h 10m')).toBeTruthy();
    expect(within(departure).getByTestId('layover').textContent).toBe(
      '2h 10m layover in Ankara Esenboğa Airport (ESB)',
    );
    expect(within(departure).getAllByText('12 Jun 2031, Thu').length).toBeGreaterThan(0);
    expect(within(departure).getByText('2351234567890')).toBeTruthy();
    expect(within(departure).getByText('2351234567892')).toBeTruthy();

    const back = screen.getByRole('region', { name: 'Return' });
    expect(within(back).getByText('2351234567891')).toBeTruthy();
    expect(within(back).queryByTestId('layover')).toBeNull();
  });

  it("shows each passenger as the detail gives them (masked numbers, the birth year), '-' for a missing one", async () => {
    mockApi({ [`GET /api/flight/booking/${CODE}/`]: { body: completedBooking } });
    renderRoutes(routes, [`/flight/booking/detail/${CODE}`]);
    const cards = await screen.findAllByTestId('passenger-card');
    expect(cards).toHaveLength(2);
    const [ayse, john] = cards as [HTMLElement, HTMLElement];
    const value = (card: HTMLElement, label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(within(ayse).getByText('AYŞE YILMAZ')).toBeTruthy();
    expect(within(ayse).getByText('Adult')).toBeTruthy();
    expect(value(ayse, 'Identification number')).toBe('********146');
    expect(value(ayse, 'Birthday')).toBe('1990');
    expect(value(ayse, 'Gender')).toBe('Female');
    expect(value(ayse, 'Nationality')).toBe('Turkey');
    expect(value(ayse, 'Passport number')).toBe('-');
    expect(value(john, 'Identification number')).toBe('-');
    expect(value(john, 'Birthday')).toBe('1985');
    expect(value(john, 'Nationality')).toBe('United Kingdom');
    expect(value(john, 'Passport number')).toBe('******789');
    expect(screen.queryByText(/Invalid Date/)).toBeNull();
  });

  it('shows the contact as the detail masks it, the phone on one line', async () => {
    mockApi({ [`GET /api/flight/booking/${CODE}/`]: { body: completedBooking } });
    renderRoutes(routes, [`/flight/booking/detail/${CODE}`]);
    await screen.findByTestId('pnr');
    expect(screen.getByText(/a\*\*\*\*@example\.com/).textContent).toContain('+90\u00a0532\u00a0***\u00a0**\u00a067');
  });

  it('shows what was paid and the masked card', async () => {
    mockApi({ [`GET /api/flight/booking/${CODE}/`]: { body: completedBooking } });
    renderRoutes(routes, [`/flight/booking/detail/${CODE}`]);
    expect((await screen.findByTestId('price-total')).textContent).toMatch(/4,321\.50/);
    expect(screen.getByText('Price paid')).toBeTruthy();
    expect(screen.getByTestId('card').textContent).toBe('Paid with Visa •••• 1111');
  });

  it('says a pending booking has not finished paying, and a failed one that it failed', async () => {
    mockApi({ [`GET /api/flight/booking/${CODE}/`]: { body: pendingBooking } });
    const first = renderRoutes(routes, [`/flight/booking/detail/${CODE}`]);
    expect(
      await screen.findByText('The payment for this booking is not finished yet, so no tickets have been issued.'),
    ).toBeTruthy();
    expect(screen.getByTestId('booking-status').textContent).toBe('Payment pending');
    expect(screen.queryByRole('button', { name: 'Copy PNR code' })).toBeNull();
    first.unmount();

    mockApi({
      [`GET /api/flight/booking/${CODE}/`]: {
        body: { ...pendingBooking, info: { ...pendingBooking.info, status: 'failed' } },
      },
    });
    renderRoutes(routes, [`/flight/booking/detail/${CODE}`]);
    expect(
      await screen.findByText(
        'The payment for this booking failed, so no tickets were issued. You can search again and book.',
      ),
    ).toBeTruthy();
  });

  it('shows the not-found panel for an unknown booking', async () => {
    mockApi({ 'GET /api/flight/booking/nope/': { status: 404, body: { detail: 'Not found.' } } });
    renderRoutes(routes, ['/flight/booking/detail/nope']);
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
    expect(screen.getByText('The page you asked for could not be found.')).toBeTruthy();
  });

  it('treats a malformed code (400) as not found too', async () => {
    mockApi({ 'GET /api/flight/booking/x/': { status: 400, body: { session_unique: ['Invalid value.'] } } });
    renderRoutes(routes, ['/flight/booking/detail/x']);
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
  });

  it('after paying (clear=true), Back goes home instead of to payment, and says the payment is done once', async () => {
    mockApi({ [`GET /api/flight/booking/${CODE}/`]: { body: completedBooking } });
    const { history } = renderRoutes(routes, ['/flight/payment/', `/flight/booking/detail/${CODE}?clear=true`], 1);
    await waitFor(() => expect(history.location.search).toBe(''));
    expect(history.location.pathname).toBe(`/flight/booking/detail/${CODE}`);
    expect(
      await screen.findByText(
        'Your payment is complete and your booking is confirmed. We have sent your tickets to a****@example.com.',
      ),
    ).toBeTruthy();
    act(() => history.go(-1));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(await screen.findByText('home page')).toBeTruthy();
  });

  it('opens the confirmation at its top, banner and PNR in view, whatever the payment page was scrolled to', async () => {
    mockApi({ [`GET /api/flight/booking/${CODE}/`]: { body: completedBooking } });
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const { history } = renderRoutes(routes, ['/flight/payment/', `/flight/booking/detail/${CODE}?clear=true`], 1);
    await waitFor(() => expect(history.location.search).toBe(''));
    await screen.findByText(/Your payment is complete/);
    // The scroll runs in an effect after the render that shows the banner: wait for it, not past it.
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 }));
    const calls = scrollTo.mock.calls.length;
    // Once per arrival: reading the ticket afterwards is not pulled back up.
    await screen.findByTestId('pnr');
    expect(scrollTo).toHaveBeenCalledTimes(calls);
  });

  it('says nothing about payment on an ordinary visit', async () => {
    mockApi({ [`GET /api/flight/booking/${CODE}/`]: { body: completedBooking } });
    renderRoutes(routes, [`/flight/booking/detail/${CODE}`]);
    await screen.findByTestId('pnr');
    expect(screen.queryByText(/Your payment is complete/)).toBeNull();
  });

  it("lists each way's cancellation rules above Cancel booking, as sentences", async () => {
    const rules = (...lines: string[]) => lines.map((description) => ({ description }));
    const booking = {
      ...completedBooking,
      departure_booking: {
        ...completedBooking.departure_booking,
        info: {
          ...completedBooking.departure_booking.info,
          cancelation_policies_texts: rules(
            'cancel until 3 days before departure: ₺1,000.00 comes back (fare and taxes less a ₺200.00 penalty).',
            'The service fee (₺49.00) is never refunded. No cancellation after departure.',
          ),
        },
      },
      return_booking: {
        ...completedBooking.return_booking!,
        info: {
          ...completedBooking.return_booking!.info,
          cancelation_policies_texts: rules(
            'Cancel until departure: the airport taxes, ₺120.00, come back; the fare does not.',
          ),
        },
      },
    };
    mockApi({ [`GET /api/flight/booking/${CODE}/`]: { body: booking } });
    renderRoutes(routes, [`/flight/booking/detail/${CODE}`]);
    const card = await screen.findByRole('region', { name: 'Cancellation rules' });
    const [out, back] = within(card).getAllByTestId('cancellation-terms');
    expect(within(out!).getByRole('heading').textContent).toBe('Departure');
    expect(within(out!).getAllByRole('listitem')[0]?.textContent).toBe(
      'Cancel until 3 days before departure: ₺1,000.00 comes back (fare and taxes less a ₺200.00 penalty).',
    );
    expect(within(back!).getByRole('heading').textContent).toBe('Return');
    expect(within(card).getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
  });

  it("says how a coupon booking's refund follows from its rules, as the cancellation quote works it out (issue 41)", async () => {
    const booking = {
      ...completedBooking,
      price: { ...completedBooking.price, discount: 300, total: completedBooking.price.total - 300 },
      departure_booking: {
        ...completedBooking.departure_booking,
        info: {
          ...completedBooking.departure_booking.info,
          cancelation_policies_texts: [
            { description: 'Cancel until departure: ₺1,000.00 comes back (fare and taxes).' },
            { description: 'The service fee (₺49.00) is never refunded. No cancellation after departure.' },
          ],
        },
      },
      return_booking: null,
    };
    mockApi({ [`GET /api/flight/booking/${CODE}/`]: { body: booking } });
    renderRoutes(routes, [`/flight/booking/detail/${CODE}`]);
    const card = await screen.findByRole('region', { name: 'Cancellation rules' });
    const lines = within(card)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    // The quote gives back max(0, the rule's amount − the coupon) to the card and the coupon itself:
    // ₺1,000.00 − ₺300.00 here, with the coupon usable again.
    expect(lines).toEqual([
      'Cancel until departure: ₺1,000.00 comes back (fare and taxes).',
      'The service fee (₺49.00) is never refunded. No cancellation after departure.',
      '₺300.00 of this booking was paid with a coupon. If you cancel, the coupon becomes usable again and your card gets back what the rules above give, less ₺300.00 (nothing when that is ₺300.00 or less).',
    ]);
  });

  it('says nothing of a coupon on a booking paid without one', async () => {
    mockApi({ [`GET /api/flight/booking/${CODE}/`]: { body: completedBooking } });
    renderRoutes(routes, [`/flight/booking/detail/${CODE}`]);
    const card = await screen.findByRole('region', { name: 'Cancellation rules' });
    expect(card.textContent).not.toContain('coupon');
  });

  it('strikes through the void ticket numbers of a cancelled booking and shows what came back', async () => {
    mockApi({ [`GET /api/flight/booking/${CODE}/`]: { body: cancelledFlightBooking } });
    renderRoutes(routes, [`/flight/booking/detail/${CODE}`]);
    expect((await screen.findByTestId('booking-status')).textContent).toBe('Cancelled');
    expect(screen.getByTestId('refund-line').textContent).toBe(
      '₺400.00 was refunded to your card ending 1111 on 24 November 2026.',
    );
    const departure = screen.getByRole('region', { name: 'Departure' });
    const voided = within(departure).getAllByTestId('voided-ticket');
    expect(voided.map((v) => v.querySelector('s')?.textContent)).toEqual(['2351234567890', '2351234567892']);
    expect(screen.queryByRole('region', { name: 'Cancellation rules' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });
});
