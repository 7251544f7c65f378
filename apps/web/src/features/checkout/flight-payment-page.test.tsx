import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useToasts } from '../../components/ui/toast';
import { useSession } from '../../lib/session';
import { FlightPaymentPage } from './flight-payment-page';
import { BANK_REF, BOOKING, paymentData, SESSION } from './test-fixtures';
import {
  type ApiRoutes,
  fillCardAndConsent,
  mockApi,
  paymentRoutes,
  plainText,
  renderAt,
  setUpPaymentTests,
} from './test-utils';

const URL_ = `/flight/payment/?session_unique=${SESSION}`;
const base = (over: ApiRoutes = {}) => paymentRoutes('flight', paymentData(), over);

const page = () => renderAt(URL_, <FlightPaymentPage />);
const text = plainText;
const cards = () => screen.getAllByTestId('passenger-card');

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('E-mail address'), 'ayse@example.com');
  await user.type(screen.getByLabelText('Phone number'), '5321234567');
  const [adult, child] = cards() as [HTMLElement, HTMLElement];
  for (const [card, name, birth, tc] of [
    [adult, 'Ayşe', '1990-04-02', '10000000146'],
    [child, 'Deniz', '2024-01-10', '12345678950'],
  ] as const) {
    const c = within(card);
    await user.type(c.getByLabelText('Name'), name);
    await user.type(c.getByLabelText('Surname'), 'Yılmaz');
    await user.click(c.getByLabelText('Female'));
    fireEvent.change(c.getByLabelText('Birth date'), { target: { value: birth } });
    await user.type(c.getByLabelText('Turkish ID number'), tc);
  }
  await fillCardAndConsent(user);
}

setUpPaymentTests();

describe('flight payment page', { timeout: 20_000 }, () => {
  it('shows the flight, the price table without a tax column, and the total on Secure Pay', async () => {
    mockApi(base());
    page();
    const departure = await screen.findByTestId('direction-departure');
    const d = within(departure);
    expect(d.getByText('TK2124', { exact: false })).toBeTruthy();
    expect(d.getAllByText('Turkish Airlines')).toHaveLength(2);
    expect(d.getByText('Istanbul Airport')).toBeTruthy();
    expect(d.getByText('1h 40m stand-by in ESB · Ankara')).toBeTruthy();
    expect(d.getByTestId('baggage').textContent).toBe('Hand luggage only');
    expect(d.queryByText('Charter flight')).toBeNull();
    // The fare's cancellation rule where the traveller decides, and the full rules under Flight rules.
    expect(d.getByTestId('cancel-rule').textContent).toBe('Cancellation: only the airport taxes are refunded');
    await userEvent.setup().click(d.getByRole('button', { name: 'Flight rules' }));
    const rules = await screen.findByRole('dialog', { name: 'Flight rules' });
    expect(within(rules).getByRole('heading', { name: 'Cancellation' })).toBeTruthy();
    expect(within(rules).getByTestId('cancel-policies').textContent).toBe('Only taxes are refunded on cancellation.');
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const table = screen.getByTestId('price-table');
    expect(within(table).queryByText('Tax')).toBeNull();
    expect(within(table).getByText('Service fee')).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Adult ×1' })).toBeTruthy();
    expect(text(screen.getByTestId('total'))).toBe('₺2,725.00');
    expect(text(screen.getByTestId('pay-total'))).toBe('₺2,725.00');
    expect(screen.getByRole('button', { name: /Secure Pay/ })).toBeTruthy();
    // One card per passenger of the search, in order.
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual(['Adult', 'Child']);
  });

  it('shows the tax column, checked baggage and the charter notice when the flight has them', async () => {
    const data = paymentData({
      departure_booking: {
        ...paymentData().departure_booking,
        info: {
          ...paymentData().departure_booking.info,
          baggage_type: 'BG',
          baggage_allowance: 20,
          flight_sale_type: 1,
        },
      },
    });
    data.group_tickets[0] = { ...data.group_tickets[0]!, total_tax: 240 };
    mockApi(base({ 'GET /api/flight/gateway/payment/': data }));
    const user = userEvent.setup({ delay: null });
    page();
    const table = await screen.findByTestId('price-table');
    expect(within(table).getByText('Tax')).toBeTruthy();
    expect(text(table)).toContain('₺240.00');
    expect(screen.getByTestId('baggage').textContent).toBe('20 kg checked baggage');
    await user.click(screen.getByRole('button', { name: 'Charter flight' }));
    expect(await screen.findByText(/This is a charter flight/)).toBeTruthy();
  });

  it('says what is wrong with a broken TC number and focuses the first invalid field', async () => {
    mockApi(base());
    const user = userEvent.setup({ delay: null });
    page();
    await screen.findByTestId('price-table');
    const adult = within(cards()[0]!);
    await user.type(adult.getByLabelText('Turkish ID number'), '12345678901');
    await user.click(screen.getByRole('button', { name: /Secure Pay/ }));
    expect(await adult.findByText('Please enter a valid Turkish ID number.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(adult.getByLabelText('Name').parentElement?.textContent).toContain('This field is required.');
    expect(screen.getByText('Please accept the terms and contracts to continue.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail address')));
  });

  it('asks a foreign citizen for a nationality other than Turkey and a passport', async () => {
    mockApi(base());
    const user = userEvent.setup({ delay: null });
    page();
    await screen.findByTestId('price-table');
    const adult = within(cards()[0]!);
    expect(adult.queryByLabelText('Passport number')).toBeNull();
    await user.click(adult.getByLabelText('Foreign citizen'));
    expect(adult.queryByLabelText('Turkish ID number')).toBeNull();
    const nationality = await adult.findByLabelText('Nationality');
    expect(within(nationality).queryByText('Turkey')).toBeNull();
    expect(within(nationality).getByText('Germany')).toBeTruthy();
    expect(adult.getByLabelText('Passport number')).toBeTruthy();
    expect(adult.getByLabelText('Passport expiry').getAttribute('min')).toBe('2031-09-13');
  });

  it('asks everyone for a passport on an international flight', async () => {
    mockApi(
      base({
        'GET /api/flight/gateway/payment/': paymentData({
          form_rules: { ...paymentData().form_rules, international: true },
        }),
      }),
    );
    page();
    await screen.findByTestId('price-table');
    for (const card of cards()) {
      expect(within(card).getByLabelText('Turkish ID number')).toBeTruthy();
      expect(within(card).getByLabelText('Passport number')).toBeTruthy();
    }
  });

  it('adds a chosen coupon as a negative line and lowers the total', async () => {
    useSession.setState({ token: 'tok' });
    mockApi(
      base({
        'GET /api/user/': {
          username: 'ayse',
          first_name: 'Ayşe',
          last_name: 'Yılmaz',
          email: 'ayse@example.com',
          phone_code: '90',
          phone: '5321234567',
          settings: { language: 'en', country: 'TR', currency: 'TRY' },
        },
        'GET /api/user/coupons/': {
          results: [
            { id: 5, code: 'YAZ250', value: 250, expried_date: '2099-01-01', used: false },
            { id: 6, code: 'OLD', value: 100, expried_date: '2001-01-01', used: false },
            { id: 7, code: 'USED', value: 100, expried_date: '2099-01-01', used: true },
          ],
        },
        'GET /api/user/bills/': { results: [] },
        'GET /api/user/passengers/': { results: [] },
      }),
    );
    const user = userEvent.setup({ delay: null });
    page();
    await screen.findByLabelText('YAZ250', { exact: false });
    expect(screen.queryByText('OLD')).toBeNull();
    expect(screen.queryByText('USED')).toBeNull();
    await waitFor(() =>
      expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('ayse@example.com'),
    );
    expect(screen.queryByTestId('coupon-line')).toBeNull();
    await user.click(screen.getByLabelText('YAZ250', { exact: false }));
    const line = screen.getByTestId('coupon-line');
    expect(line.textContent).toContain('Coupon YAZ250');
    expect(text(line)).toContain('−₺250.00');
    expect(text(screen.getByTestId('total'))).toBe('₺2,475.00');
    expect(text(screen.getByTestId('pay-total'))).toBe('₺2,475.00');
  });

  it('puts the server’s field messages under their fields', async () => {
    mockApi(
      base({
        'POST /api/flight/gateway/payment/': (body: unknown) =>
          Object.keys(body as object).length === 1
            ? { status: true, message: '', refresh: false, research: false }
            : {
                __status: 400,
                body: {
                  'passengers.1.citizen_number': ['This value is already used.'],
                  non_field_errors: ['Seats have just sold out.'],
                },
              },
      }),
    );
    const user = userEvent.setup({ delay: null });
    page();
    await screen.findByTestId('price-table');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: /Secure Pay/ }));
    const child = within(cards()[1]!);
    expect(await child.findByText('This value is already used.')).toBeTruthy();
    expect(screen.getByText('Seats have just sold out.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(child.getByLabelText('Turkish ID number')));
  });

  it("shows the card's installment plans once its first six digits are typed, and pays the chosen plan's total", async () => {
    const { calls } = mockApi(base());
    const user = userEvent.setup({ delay: null });
    page();
    await screen.findByTestId('price-table');
    expect(screen.getByText('Type your card number to see its installment plans.')).toBeTruthy();
    await fillValidForm(user);
    const plans = await screen.findByTestId('installments');
    expect(within(plans).getByText('(Yolcu Test Bank · Bonus)')).toBeTruthy();
    const asked = calls.find((c) => c.path === '/api/payment/installments/')!;
    // Only the BIN leaves the page before Pay, with the amount the page pays.
    expect(asked.search).toContain('bin=411111');
    expect(asked.search).not.toContain('4111111111111111');
    expect(within(plans).getAllByRole('radio')).toHaveLength(3);
    await user.click(within(plans).getByLabelText(/6 installments × ₺174\.17/));
    expect(text(screen.getByTestId('pay-total'))).toBe('₺1,045.00');
    expect(screen.getByTestId('pay-total-try').textContent).toBe('6 installments × ₺174.17');
    await user.click(screen.getByRole('button', { name: /Secure Pay/ }));
    await screen.findByTitle('3D Secure verification');
    const sent = calls.filter((c) => c.method === 'POST').map((c) => c.body as Record<string, unknown>);
    expect(sent[1]).toMatchObject({ installment: 6 });
  });

  it('sends the form, opens the 3-D Secure page, and opens the booking when the bank says completed', async () => {
    const { calls } = mockApi(
      base({
        [`GET /api/flight/booking/info/${BOOKING}/`]: {
          do_reservation: false,
          finish_page_showed: false,
          status: 'pending',
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    page();
    await screen.findByTestId('price-table');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: /Secure Pay/ }));
    const frame = await screen.findByTitle('3D Secure verification');
    // The bank page loads from this page's own origin, whatever address pay_url names (03 §7).
    expect(frame.getAttribute('src')).toBe(`${window.location.origin}/payment/3ds/${BANK_REF}/`);

    const sent = calls.filter((c) => c.method === 'POST').map((c) => c.body as Record<string, unknown>);
    expect(sent[0]).toEqual({ session_unique: SESSION });
    expect(sent[1]).toMatchObject({
      session_unique: SESSION,
      email: 'ayse@example.com',
      phone_code: '90',
      phone: '5321234567',
      card_number: '4111111111111111',
      card_expiry: '12/30',
      card_cvc: '123',
      condition: true,
      coupon: null,
      checkout: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect((sent[1]?.passengers as unknown[] | undefined)?.[1]).toMatchObject({
      pax_type: 'CHD',
      name: 'Deniz',
      citizen_number: '12345678950',
      nationality: null,
      passport: null,
    });
    // 03 §14: the guest's contact (no card field) is kept in this tab for the transfer after the flight.
    expect(JSON.parse(sessionStorage.getItem('yolcu.trip-contact') ?? 'null')).toEqual({
      email: 'ayse@example.com',
      phone_code: '90',
      phone: '5321234567',
    });

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { source: 'yolcu-bank', status: 'completed', product: 'flight', unique_code: BOOKING },
        }),
      );
    });
    // The detail opens by the booking's own code from the pay answer, never by the search session.
    expect((await screen.findByTestId('landing')).textContent).toBe(`booking ${BOOKING} ?clear=true`);
  });

  it('closes the bank page on failure, says why, and keeps the form filled for another try', async () => {
    mockApi(
      base({
        [`GET /api/flight/booking/info/${BOOKING}/`]: {
          do_reservation: false,
          finish_page_showed: false,
          status: 'pending',
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    page();
    await screen.findByTestId('price-table');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: /Secure Pay/ }));
    await screen.findByTitle('3D Secure verification');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: {
            source: 'yolcu-bank',
            status: 'failed',
            product: 'flight',
            unique_code: BOOKING,
            message: 'Your card was declined.',
          },
        }),
      );
    });
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    expect(screen.queryByTitle('3D Secure verification')).toBeNull();
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4111 1111 1111 1111');
    expect((within(cards()[0]!).getByLabelText('Name') as HTMLInputElement).value).toBe('Ayşe');
    expect((screen.getByLabelText('CVC2') as HTMLInputElement).value).toBe('');
  });

  it('falls back to asking the booking state when no message comes from the bank', async () => {
    let state = 'pending';
    mockApi(
      base({
        [`GET /api/flight/booking/info/${BOOKING}/`]: () => ({
          do_reservation: true,
          finish_page_showed: true,
          status: state,
        }),
      }),
    );
    const user = userEvent.setup({ delay: null });
    page();
    await screen.findByTestId('price-table');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: /Secure Pay/ }));
    await screen.findByTitle('3D Secure verification');
    state = 'completed';
    expect((await screen.findByTestId('landing', {}, { timeout: 5000 })).textContent).toContain('booking');
  }, 10_000);

  it('sends one checkout token with every pay of this search session, and keeps it for the tab', async () => {
    sessionStorage.clear();
    const { calls } = mockApi(base());
    const user = userEvent.setup({ delay: null });
    page();
    await screen.findByTestId('price-table');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: /Secure Pay/ }));
    await screen.findByTitle('3D Secure verification');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: {
            source: 'yolcu-bank',
            status: 'failed',
            product: 'flight',
            unique_code: BOOKING,
            message: 'Declined.',
          },
        }),
      );
    });
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await user.type(screen.getByLabelText('CVC2'), '123');
    await user.click(screen.getByRole('button', { name: /Secure Pay/ }));
    await screen.findByTitle('3D Secure verification');

    const pays = calls
      .filter((c) => c.method === 'POST' && 'card_number' in (c.body as object))
      .map((c) => (c.body as { checkout?: string }).checkout);
    expect(pays).toHaveLength(2);
    expect(pays[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pays[1]).toBe(pays[0]);
    // Kept per search session in this tab, so a reload pays as the same guest.
    expect(sessionStorage.getItem(`yolcu.checkout.${SESSION}`)).toBe(pays[0]);
  });

  it('ignores a bank message about another booking', async () => {
    mockApi(
      base({
        [`GET /api/flight/booking/info/${BOOKING}/`]: {
          do_reservation: false,
          finish_page_showed: false,
          status: 'pending',
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    page();
    await screen.findByTestId('price-table');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: /Secure Pay/ }));
    await screen.findByTitle('3D Secure verification');
    const post = (unique_code: string) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin: window.location.origin,
            data: { source: 'yolcu-bank', status: 'completed', product: 'flight', unique_code },
          }),
        );
      });
    post('bk_someone_elses_booking_0');
    post(SESSION);
    expect(screen.queryByTestId('landing')).toBeNull();
    expect(screen.getByTitle('3D Secure verification')).toBeTruthy();
    post(BOOKING);
    expect((await screen.findByTestId('landing')).textContent).toBe(`booking ${BOOKING} ?clear=true`);
  });

  it('on Cancel asks the server first, and opens the booking when it is already paid', async () => {
    let asked = 0;
    mockApi(
      base({
        [`GET /api/flight/booking/info/${BOOKING}/`]: () => {
          asked += 1;
          // The first look (as the bank page opens) is pending; the bank completes it just before Cancel.
          return {
            do_reservation: asked > 1,
            finish_page_showed: asked > 1,
            status: asked > 1 ? 'completed' : 'pending',
          };
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    page();
    await screen.findByTestId('price-table');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: /Secure Pay/ }));
    await screen.findByTitle('3D Secure verification');
    await waitFor(() => expect(asked).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Cancel the payment' }));
    // Well before the next 2-second look: it is Cancel's own question that leads to the booking.
    expect((await screen.findByTestId('landing', {}, { timeout: 1000 })).textContent).toBe(
      `booking ${BOOKING} ?clear=true`,
    );
    expect(asked).toBe(2);
    expect(useToasts.getState().toasts.map((t) => t.text)).not.toContain(
      'The payment was not completed. You can try again.',
    );
  });

  it('on Cancel of an unpaid attempt closes the bank page and keeps the form for another try', async () => {
    mockApi(
      base({
        [`GET /api/flight/booking/info/${BOOKING}/`]: {
          do_reservation: false,
          finish_page_showed: false,
          status: 'pending',
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    page();
    await screen.findByTestId('price-table');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: /Secure Pay/ }));
    await screen.findByTitle('3D Secure verification');
    await user.click(screen.getByRole('button', { name: 'Cancel the payment' }));
    await waitFor(() => expect(screen.queryByTitle('3D Secure verification')).toBeNull());
    expect(useToasts.getState().toasts.map((t) => t.text)).toContain(
      'The payment was not completed. You can try again.',
    );
    expect(screen.queryByTestId('landing')).toBeNull();
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4111 1111 1111 1111');
  });

  it('repeats the search when the traveller goes back', async () => {
    mockApi(base());
    const user = userEvent.setup({ delay: null });
    page();
    await screen.findByTestId('price-table');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((await screen.findByTestId('landing')).textContent).toBe('search-gate 42 ');
  });

  it('alerts the before-payment message and goes back to a new search when told to', async () => {
    mockApi(
      base({
        'POST /api/flight/gateway/payment/': {
          status: false,
          message: 'This flight is no longer available.',
          refresh: false,
          research: true,
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    page();
    expect(await screen.findByText('This flight is no longer available.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect((await screen.findByTestId('landing')).textContent).toBe('search-gate 42 ');
  });

  it('says so when the search has expired', async () => {
    mockApi(
      base({
        'GET /api/flight/gateway/payment/': {
          status: false,
          research: true,
          message: 'Your search timed out. Please try again.',
        },
      }),
    );
    page();
    expect(await screen.findByText('Your search timed out. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search again' })).toBeTruthy();
  });

  it('opens the contract pages from the consent links', async () => {
    mockApi(base());
    const user = userEvent.setup({ delay: null });
    page();
    await screen.findByTestId('price-table');
    await user.click(screen.getByRole('button', { name: 'Distance Sales Contract' }));
    expect(await screen.findByText('The seller and the buyer agree.')).toBeTruthy();
  });

  it('fills the invoice from a saved bill and keeps the box ticked only once it is saved', async () => {
    useSession.setState({ token: 'tok' });
    mockApi(
      base({
        'GET /api/user/': {
          username: 'ayse',
          first_name: '',
          last_name: '',
          email: '',
          phone_code: '90',
          phone: '',
          settings: { language: 'en', country: 'TR', currency: 'TRY' },
        },
        'GET /api/user/coupons/': { results: [] },
        'GET /api/user/passengers/': { results: [] },
        'GET /api/user/bills/': {
          results: [
            {
              id: 9,
              bill_type: 1,
              bill_type_display: 'Corporate',
              billing_name: 'Acme Turizm A.Ş.',
              city: 'İzmir',
              district: 'Konak',
              zip_code: '35250',
              tax_number: '1234567890',
              tax_office: 'Konak',
              address: 'Cumhuriyet Bulvarı No 12',
            },
          ],
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    page();
    await screen.findByTestId('price-table');
    const box = screen.getByLabelText('Invoice my company') as HTMLInputElement;
    await user.click(box);
    await user.click(await screen.findByRole('button', { name: 'Saved invoice details' }));
    await user.click(await screen.findByText('Corporate · Cumhuriyet Bulv…'));
    expect((screen.getByLabelText('Tax number') as HTMLInputElement).value).toBe('1234567890');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('invoice-summary')).textContent).toContain('Acme Turizm A.Ş.');
    expect(box.checked).toBe(true);
  });
});

// 03 §17: after 3-D Secure the card is authorised and the booking `confirming` while the airline's
// order and the capture run. For this page that is paid: it opens the booking, which follows it.
describe('flight payment page, a confirming booking', { timeout: 20_000 }, () => {
  const pendingInfo = { do_reservation: false, finish_page_showed: false, status: 'pending' };
  async function payToBank(routes: ApiRoutes) {
    mockApi(base(routes));
    const user = userEvent.setup({ delay: null });
    page();
    await screen.findByTestId('price-table');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: /Secure Pay/ }));
    await screen.findByTitle('3D Secure verification');
    return user;
  }

  it("opens the booking's detail when the bank says confirming, as for completed", async () => {
    await payToBank({ [`GET /api/flight/booking/info/${BOOKING}/`]: pendingInfo });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { source: 'yolcu-bank', status: 'confirming', product: 'flight', unique_code: BOOKING, message: '' },
        }),
      );
    });
    expect((await screen.findByTestId('landing')).textContent).toBe(`booking ${BOOKING} ?clear=true`);
    expect(screen.queryByText('Payment not completed')).toBeNull();
  });

  it('opens the booking when the booking state answers confirming, never a failure', async () => {
    let state = 'pending';
    let asked = 0;
    await payToBank({
      [`GET /api/flight/booking/info/${BOOKING}/`]: () => {
        asked += 1;
        return { ...pendingInfo, status: state };
      },
    });
    // After a pending look: a state that is not completed used to read as failed.
    await waitFor(() => expect(asked).toBe(1));
    state = 'confirming';
    expect((await screen.findByTestId('landing', {}, { timeout: 5000 })).textContent).toBe(
      `booking ${BOOKING} ?clear=true`,
    );
    expect(screen.queryByText('Payment not completed')).toBeNull();
  }, 10_000);

  it('on Cancel opens the booking when the server says it is confirming', async () => {
    let asked = 0;
    const user = await payToBank({
      [`GET /api/flight/booking/info/${BOOKING}/`]: () => {
        asked += 1;
        return { ...pendingInfo, status: asked > 1 ? 'confirming' : 'pending' };
      },
    });
    await waitFor(() => expect(asked).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Cancel the payment' }));
    expect((await screen.findByTestId('landing', {}, { timeout: 1000 })).textContent).toBe(
      `booking ${BOOKING} ?clear=true`,
    );
    expect(useToasts.getState().toasts.map((t) => t.text)).not.toContain(
      'The payment was not completed. You can try again.',
    );
  });
});
