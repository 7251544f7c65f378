import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session';
import { rememberTrip, rememberTripContact, type TripTransfer } from '../../lib/trip-transfer';
import { SESSION, transferPaymentData } from './test-fixtures';
import { type ApiRoutes, mockApi, paymentRoutes, renderAt, setUpPaymentTests } from './test-utils';
import { TransferPaymentPage } from './transfer-payment-page';

// 03 §14: the transfer that follows a flight arrives with that flight, its leader and the guest's contact.
setUpPaymentTests();
afterEach(() => sessionStorage.clear());

/** TK2412 lands in Antalya (location 12 of the fixture) on the day of the ride, 3 July 2031, at 13:40. */
const landing: TripTransfer = {
  kind: 'from_airport',
  location_id: 12,
  flight_number: 'TK2412',
  airline_code: 'TK',
  flight_date: '2031-07-03',
  flight_time: '13:40',
  leader: { name: 'AYŞE', surname: 'YILMAZ' },
};

const page = (over: ApiRoutes = {}) => {
  mockApi(paymentRoutes('transfer', transferPaymentData(), over));
  return renderAt(`/transfer/payment/?session_unique=${SESSION}`, <TransferPaymentPage />);
};
const leader = async () => within((await screen.findAllByTestId('passenger-card'))[0]!);
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('the transfer after a flight', { timeout: 20_000 }, () => {
  it('arrives with the flight number, airline code, leader and the contact typed for the flight', async () => {
    rememberTrip(landing);
    rememberTripContact({ email: 'ayse@example.com', phone_code: '90', phone: '532 123 45 67' });
    page();
    const card = await leader();
    expect((card.getByLabelText('Name') as HTMLInputElement).value).toBe('AYŞE');
    expect((card.getByLabelText('Surname') as HTMLInputElement).value).toBe('YILMAZ');
    expect((card.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('ayse@example.com');
    expect((card.getByLabelText('Phone number') as HTMLInputElement).value).toBe('532 123 45 67');
    expect(input(/Flight Number/).value).toBe('TK2412');
    expect(input(/Airline Code/).value).toBe('TK');
    // A pick-up at 14:30 after landing at 13:40 fits: no warning.
    expect(screen.queryByTestId('flight-fit-warning')).toBeNull();

    // Prefilled is not fixed: the traveller may change it, and the contract's checks still apply.
    const user = userEvent.setup();
    const flight = input(/Flight Number/);
    await user.clear(flight);
    await user.type(flight, 'PC2010');
    expect(flight.value).toBe('PC2010');
    await user.clear(card.getByLabelText('E-mail address'));
    await user.type(card.getByLabelText('E-mail address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: /Secure Pay/ }));
    expect(await card.findByText('Please enter a valid email.')).toBeTruthy();
  });

  it('warns, without stopping the payment, when the pick-up is before the flight lands', async () => {
    rememberTrip({ ...landing, flight_time: '16:05' });
    page();
    const warning = await screen.findByTestId('flight-fit-warning');
    expect(warning.textContent).toContain('This pick-up does not fit your flight');
    expect(warning.textContent).toContain('Pick-up is at 14:30, but flight TK2412 lands at 16:05 on 03 Jul, Thu.');
    expect(warning.closest('[role="status"]')).toBeTruthy();
    // Another flight typed in: its time is not known here, so nothing is said about it.
    const user = userEvent.setup();
    await user.clear(input(/Flight Number/));
    await user.type(input(/Flight Number/), 'PC2010');
    expect(screen.queryByTestId('flight-fit-warning')).toBeNull();
  });

  it('warns when the ride to the airport picks up after the flight leaves', async () => {
    rememberTrip({ ...landing, kind: 'to_airport', location_id: 40, flight_time: '13:00', leader: null });
    page();
    const warning = await screen.findByTestId('flight-fit-warning');
    expect(warning.textContent).toContain('Pick-up is at 14:30, but flight TK2412 leaves at 13:00 on 03 Jul, Thu.');
    // No leader was known (the mail link carries none): the names wait for the traveller.
    expect(((await leader()).getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('leaves an unrelated transfer alone: another place, or days after the flight', async () => {
    rememberTrip({ ...landing, location_id: 99 });
    rememberTripContact({ email: 'ayse@example.com', phone_code: '90', phone: '5321234567' });
    const first = page();
    expect(((await leader()).getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect(input(/Flight Number/).value).toBe('');
    expect(((await leader()).getByLabelText('E-mail address') as HTMLInputElement).value).toBe('');
    first.unmount();

    rememberTrip({ ...landing, flight_date: '2031-06-20' });
    page();
    expect(((await leader()).getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect(input(/Flight Number/).value).toBe('');
  });

  it("fills a signed-in traveller's contact from the account, not from the flight's form", async () => {
    useSession.setState({ token: 'token-of-ayse' });
    rememberTrip(landing);
    rememberTripContact({ email: 'guest@example.com', phone_code: '90', phone: '5321234567' });
    page({
      'GET /api/user/': { id: 1, email: 'ayse@account.example', phone_code: '90', phone: '5329876543' },
    });
    const card = await leader();
    expect((card.getByLabelText('Name') as HTMLInputElement).value).toBe('AYŞE');
    expect(input(/Flight Number/).value).toBe('TK2412');
    await waitFor(() =>
      expect((card.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('ayse@account.example'),
    );
  });
});
