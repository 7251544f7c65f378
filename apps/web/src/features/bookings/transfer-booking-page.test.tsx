import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cancelledTransferBooking, transferBooking } from './test-fixtures';
import { mockApi, renderRoutes, setUpPageTests } from './test-utils';
import { TransferBookingPage } from './transfer-booking-page';

setUpPageTests();

const CODE = transferBooking.info.unique_code;
const PATH = `GET /api/transfer/booking/${CODE}/`;
const routes = [
  { path: '/', element: <p>home page</p> },
  { path: '/transfer/payment/', element: <p>payment page</p> },
  { path: '/transfer/booking/detail/:id', element: <TransferBookingPage /> },
];
const open = (body: unknown = transferBooking) => {
  const api = mockApi({ [PATH]: { body } });
  return { api, ...renderRoutes(routes, [`/transfer/booking/detail/${CODE}`]) };
};
const priceLabels = () => screen.getAllByTestId('price-line').map((line) => line.firstElementChild?.textContent);

describe('transfer booking detail', () => {
  it('is titled Ticket Detail, asks for passengers and tickets, and shows the PNR and status', async () => {
    const { api } = open();
    expect((await screen.findByTestId('pnr')).textContent).toBe('T4X9PL');
    expect(screen.getByRole('heading', { name: 'Ticket Detail' })).toBeTruthy();
    const url = new URL(String(api.mock.calls[0]?.[0]));
    expect(url.pathname).toBe(`/api/transfer/booking/${CODE}/`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ passenger: '1', tickets: '1' });
    expect(screen.getByRole('button', { name: 'Copy PNR code' })).toBeTruthy();
    expect(screen.getByTestId('booking-status').textContent).toBe('Confirmed');
  });

  it('a cancelled ride shows no driver to meet', async () => {
    open({ ...cancelledTransferBooking, info: { ...cancelledTransferBooking.info, unique_code: CODE } });
    expect((await screen.findByTestId('booking-status')).textContent).toBe('Cancelled');
    expect(screen.queryByRole('region', { name: 'Your driver' })).toBeNull();
    expect(screen.queryByTestId('meeting-instructions')).toBeNull();
  });

  it('shows the vehicle with its picture, type badge, capacity and services', async () => {
    open();
    const vehicle = await screen.findByRole('region', { name: 'Vehicle' });
    expect(within(vehicle).getByRole('img').getAttribute('src')).toBe(
      `${window.location.origin}/api/transfer/vehicle/minivan.svg`,
    );
    expect(within(vehicle).getByText('Mercedes-Benz Vito')).toBeTruthy();
    expect(within(vehicle).getByText('Minivan')).toBeTruthy();
    const badge = within(vehicle).getByTestId('transfer-type');
    expect(badge.textContent).toBe('Private transfer');
    expect(vehicle.textContent).toContain('7 seats');
    expect(vehicle.textContent).toContain('6 suitcases');
    expect(vehicle.textContent).toContain('2 big suitcases');
    expect(within(vehicle).getByText('60 min free waiting')).toBeTruthy();
    expect(within(vehicle).getByText('Bottled water')).toBeTruthy();
  });

  it('styles a private transfer (code 1) apart from the other types', async () => {
    open();
    const privateClass = (await screen.findByTestId('transfer-type')).className;
    cleanup();
    open({
      ...transferBooking,
      info: { ...transferBooking.info, transfer_type: 2, transfer_type_display: 'Shared shuttle' },
    });
    const shared = await screen.findByTestId('transfer-type');
    expect(shared.textContent).toBe('Shared shuttle');
    expect(shared.className).not.toBe(privateClass);
  });

  it('shows the route with addresses, the pick-up day and time, distance and duration', async () => {
    open();
    const route = await screen.findByRole('region', { name: 'Route' });
    expect(within(route).getByText('Antalya Airport')).toBeTruthy();
    expect(within(route).getByText('Antalya Havalimanı, 07230 Muratpaşa/Antalya')).toBeTruthy();
    expect(within(route).getByText('Kemer')).toBeTruthy();
    expect(within(route).getByTestId('pick-up-date').textContent).toBe('03 July 2031, Thursday');
    expect(within(route).getByTestId('pick-up-time').textContent).toBe('10:30');
    expect(within(route).getByText('47 km')).toBeTruthy();
    expect(within(route).getByText('55 min')).toBeTruthy();
  });

  it('shows the flight details and note given, and only the extras chosen', async () => {
    open();
    expect(await screen.findByText('TK2412')).toBeTruthy();
    expect(screen.getByText('Airline Code').nextElementSibling?.textContent).toBe('TK');
    expect(screen.getByText('Two child seats, please.')).toBeTruthy();
    const extras = screen.getAllByTestId('extra');
    expect(extras).toHaveLength(1);
    expect(extras[0]?.textContent).toMatch(/^Baby seat \(0–13 kg\) × 2₺300\.00/);
    expect(screen.queryByText(/Extra stop on the way/)).toBeNull();
  });

  it('leaves out the additional information when none was given', async () => {
    open({
      ...transferBooking,
      info: { ...transferBooking.info, flight_number: null, airline_code: null, note: null },
    });
    await screen.findByTestId('pnr');
    expect(screen.queryByText('Additional information')).toBeNull();
  });

  it('lists the passengers, the first as Leader, with their ticket numbers', async () => {
    open();
    const rows = await screen.findAllByTestId('transfer-passenger');
    expect(rows).toHaveLength(2);
    const [leader, other] = rows as [HTMLElement, HTMLElement];
    expect(within(leader).getByText('AYŞE YILMAZ')).toBeTruthy();
    expect(within(leader).getByText('Leader')).toBeTruthy();
    expect(within(leader).getByText('TR-T4X9PL-1')).toBeTruthy();
    expect(within(other).getByText('JOHN SMITH')).toBeTruthy();
    expect(within(other).queryByText('Leader')).toBeNull();
    expect(within(other).getByText('Passenger 2')).toBeTruthy();
    expect(within(other).getByText('TR-T4X9PL-2')).toBeTruthy();
  });

  it('shows the price detail without a VAT line when there is no VAT, and the masked card', async () => {
    open();
    expect((await screen.findByTestId('price-total')).textContent).toMatch(/1,700\.00/);
    expect(priceLabels()).toEqual(['Selected Vehicle', 'Discount', 'Extras']);
    expect(screen.getByText('Selected Vehicle').nextElementSibling?.textContent).toMatch(/1,500\.00/);
    expect(screen.getByText('Discount').nextElementSibling?.textContent).toMatch(/-.*100\.00/);
    expect(screen.queryByText('VAT')).toBeNull();
    expect(screen.getByTestId('card').textContent).toBe('Paid with Mastercard •••• 4444');
  });

  it('adds the VAT line when there is VAT', async () => {
    open({ ...transferBooking, price: { ...transferBooking.price, tax: 340, total: 2040 } });
    await screen.findByTestId('price-total');
    expect(priceLabels()).toEqual(['Selected Vehicle', 'Discount', 'Extras', 'VAT']);
    expect(screen.getByText('VAT').nextElementSibling?.textContent).toMatch(/340\.00/);
  });

  it('says a pending booking has not finished paying, without a PNR to copy', async () => {
    open({
      ...transferBooking,
      info: { ...transferBooking.info, pnr_code: null, status: 'pending' },
      tickets: [],
      payment: null,
    });
    expect(
      await screen.findByText('The payment for this booking is not finished yet, so no tickets have been issued.'),
    ).toBeTruthy();
    expect(screen.getByTestId('booking-status').textContent).toBe('Payment pending');
    expect(screen.queryByRole('button', { name: 'Copy PNR code' })).toBeNull();
    expect(screen.getByText('Price')).toBeTruthy();
  });

  it('shows the not-found panel for an unknown booking', async () => {
    mockApi({ 'GET /api/transfer/booking/nope/': { status: 404, body: { detail: 'Not found.' } } });
    renderRoutes(routes, ['/transfer/booking/detail/nope']);
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
    expect(screen.getByText('The page you asked for could not be found.')).toBeTruthy();
  });

  it('after paying (clear=true), Back goes home instead of to payment, and says the payment is done once', async () => {
    mockApi({ [PATH]: { body: transferBooking } });
    const { history } = renderRoutes(routes, ['/transfer/payment/', `/transfer/booking/detail/${CODE}?clear=true`], 1);
    await waitFor(() => expect(history.location.search).toBe(''));
    expect(history.location.pathname).toBe(`/transfer/booking/detail/${CODE}`);
    expect(
      await screen.findByText(
        'Your payment is complete and your booking is confirmed. We have sent your tickets to a****@example.com.',
      ),
    ).toBeTruthy();
    act(() => history.go(-1));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(await screen.findByText('home page')).toBeTruthy();
  });
});
