import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session';
import { BANK_REF, BOOKING, SESSION, transferPaymentData } from './test-fixtures';
import {
  type ApiRoutes,
  fillCardAndConsent,
  mockApi,
  paymentRoutes,
  plainText as text,
  renderAt,
  setUpPaymentTests,
} from './test-utils';
import { TransferPaymentPage } from './transfer-payment-page';

const base = (over: ApiRoutes = {}) => paymentRoutes('transfer', transferPaymentData(), over);
const page = () => renderAt(`/transfer/payment/?session_unique=${SESSION}`, <TransferPaymentPage />);
const cards = () => screen.getAllByTestId('passenger-card');
const price = (key: string) => text(within(screen.getByTestId(`price-${key}`)).getByRole('definition'));
const payButton = () => screen.getByRole('button', { name: /Secure Pay/ });

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  const [leader, second] = cards() as [HTMLElement, HTMLElement];
  const l = within(leader);
  await user.type(l.getByLabelText('Name'), 'Ayşe');
  await user.type(l.getByLabelText('Surname'), 'Yılmaz');
  await user.type(l.getByLabelText('E-mail address'), 'ayse@example.com');
  await user.type(l.getByLabelText('Phone number'), '5321234567');
  await user.type(within(second).getByLabelText('Name'), 'Deniz');
  await user.type(within(second).getByLabelText('Surname'), 'Kaya');
  await fillCardAndConsent(user);
}

setUpPaymentTests();

describe('transfer payment page', { timeout: 20_000 }, () => {
  it('sums up the ride and the vehicle, and prices it without a VAT line at 0', async () => {
    mockApi(base());
    page();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Information' })).toBeTruthy();
    const route = within(screen.getByTestId('transfer-route'));
    expect(route.getByText('Antalya Airport (AYT)')).toBeTruthy();
    expect(route.getByText('Yenigöl, 07230 Muratpaşa/Antalya')).toBeTruthy();
    expect(route.getByText('Kemer')).toBeTruthy();
    expect(screen.getByTestId('pick-up-date').textContent).toBe('03 July 2031, Thursday');
    expect(screen.getByTestId('pick-up-time').textContent).toBe('14:30');
    const vehicle = within(screen.getByTestId('transfer-vehicle'));
    expect(vehicle.getByTestId('transfer-type').textContent).toBe('Private transfer');
    expect(vehicle.getByText('Mercedes-Benz Vito')).toBeTruthy();
    expect(vehicle.getByRole('img', { name: 'Minivan' })).toBeTruthy();
    const capacity = within(screen.getByRole('list', { name: 'Capacity' }));
    for (const fact of ['7 seats', '6 suitcases', '3 big suitcases']) expect(capacity.getByText(fact)).toBeTruthy();
    expect(screen.getByTestId('cancellation-terms').textContent).toBe(
      'Free cancellation until 2 Jul 2031, 14:30 (24 hours before pick-up).',
    );

    expect(price('vehicle')).toBe('₺1,850.00');
    expect(price('discount')).toBe('−₺100.00');
    expect(price('extras')).toBe('₺0.00');
    expect(screen.queryByTestId('price-vat')).toBeNull();
    expect(text(screen.getByTestId('total'))).toBe('₺1,750.00');
    expect(text(screen.getByTestId('pay-total'))).toBe('₺1,750.00');
  });

  it('shows VAT when the supplier quotes it and adds it to the total', async () => {
    mockApi(
      base({
        'GET /api/transfer/gateway/payment/': transferPaymentData({
          price: { ...transferPaymentData().price, tax: 333, total: 2083 },
        }),
      }),
    );
    page();
    await screen.findByTestId('transfer-prices');
    expect(price('vat')).toBe('₺333.00');
    expect(text(screen.getByTestId('total'))).toBe('₺2,083.00');
  });

  it('recomputes the total as a child seat is stepped to 2 and an extra waiting hour is ticked', async () => {
    mockApi(base());
    const user = userEvent.setup({ delay: null });
    page();
    await screen.findByTestId('transfer-prices');
    const [seat, hour] = screen.getAllByTestId('extra') as [HTMLElement, HTMLElement];
    const more = within(seat).getByRole('button', { name: /^More: Child seat/ });
    await user.click(more);
    await user.click(more);
    expect(within(seat).getByRole('status').textContent).toBe('2');
    expect(seat.dataset.checked).toBe('true');
    expect(price('extras')).toBe('₺300.00');
    expect(text(screen.getByTestId('total'))).toBe('₺2,050.00');
    expect(text(screen.getByTestId('pay-total'))).toBe('₺2,050.00');

    // A single-quantity extra is a checkbox for none or one.
    expect(hour.dataset.checked).toBeUndefined();
    await user.click(within(hour).getByRole('checkbox', { name: /Extra waiting hour/ }));
    expect(hour.dataset.checked).toBe('true');
    expect(text(screen.getByTestId('total'))).toBe('₺2,150.00');

    await user.click(more);
    expect(more.hasAttribute('disabled')).toBe(true);
    expect(text(screen.getByTestId('total'))).toBe('₺2,300.00');
  });

  it('names the first card Leader with contact and nationality, and the others Passenger n', async () => {
    mockApi(base());
    page();
    await screen.findByTestId('transfer-prices');
    const [leader, second] = cards() as [HTMLElement, HTMLElement];
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual(['Leader', 'Passenger 2']);
    const l = within(leader);
    expect(l.getByLabelText('E-mail address')).toBeTruthy();
    expect((l.getByLabelText('Code') as HTMLSelectElement).value).toBe('90');
    await waitFor(() => expect((l.getByLabelText('Nationality') as HTMLSelectElement).value).toBe('225'));
    const s = within(second);
    expect(s.getByLabelText('Name')).toBeTruthy();
    expect(s.queryByLabelText('E-mail address')).toBeNull();
    expect(s.queryByLabelText('Nationality')).toBeNull();
  });

  it('says a note over 1500 characters is too long and counts it in red', async () => {
    mockApi(base());
    const user = userEvent.setup({ delay: null });
    page();
    await screen.findByTestId('transfer-prices');
    const note = screen.getByLabelText('Note');
    fireEvent.change(note, { target: { value: 'a'.repeat(1501) } });
    expect(screen.getByTestId('note-count').textContent).toBe('1501 / 1500 characters');
    await user.click(payButton());
    expect(await screen.findByText('Maximum length is 1500.')).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBe('true');
    // The first field a person reads that is wrong gets the focus: the leader's name.
    await waitFor(() => expect(document.activeElement).toBe(within(cards()[0]!).getByLabelText('Name')));
  });

  const refuse = (fields: Record<string, string[]>) =>
    base({
      'POST /api/transfer/gateway/payment/': (body: unknown) =>
        Object.keys(body as object).length === 1
          ? { status: true, message: '', refresh: false, research: false }
          : { __status: 400, body: fields },
    });

  it('puts a server message on passengers.1.surname under that field and focuses it', async () => {
    mockApi(
      refuse({
        'passengers.1.surname': ['Please enter only letters.'],
        non_field_errors: ['The passengers do not match your search.'],
      }),
    );
    const user = userEvent.setup({ delay: null });
    page();
    await screen.findByTestId('transfer-prices');
    await fillValidForm(user);
    await user.click(payButton());
    const second = within(cards()[1]!);
    expect(await second.findByText('Please enter only letters.')).toBeTruthy();
    expect(second.getByLabelText('Surname').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The passengers do not match your search.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(second.getByLabelText('Surname')));
  });

  it('puts a server message about an extra on that extra', async () => {
    mockApi(refuse({ 'extra_products.4': ['Value must be between 0 and 3.'] }));
    const user = userEvent.setup({ delay: null });
    page();
    await screen.findByTestId('transfer-prices');
    await fillValidForm(user);
    await user.click(payButton());
    const seat = screen.getAllByTestId('extra')[0]!;
    expect(await within(seat).findByText('Value must be between 0 and 3.')).toBeTruthy();
    // Changing the quantity answers the message.
    await user.click(within(seat).getByRole('button', { name: /^More: Child seat/ }));
    expect(within(seat).queryByText('Value must be between 0 and 3.')).toBeNull();
  });

  it('sends the passengers, extras and notes, opens the bank, and opens the ticket when the bank says completed', async () => {
    const { calls } = mockApi(
      base({
        // The server's PUBLIC_URL names another address than the one this page was reached at.
        'POST /api/transfer/gateway/payment/': (body: unknown) =>
          Object.keys(body as object).length === 1
            ? { status: true, message: '', refresh: false, research: false }
            : {
                status: true,
                status_code: 200,
                message: '',
                research: false,
                pay_url: `http://192.168.1.20:8080/payment/3ds/${BANK_REF}/?lang=en`,
                unique_code: BOOKING,
              },
        [`GET /api/transfer/booking/info/${BOOKING}/`]: {
          do_reservation: false,
          finish_page_showed: false,
          status: 'pending',
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    page();
    await screen.findByTestId('transfer-prices');
    await user.click(screen.getByRole('button', { name: /^More: Child seat/ }));
    await user.type(screen.getByLabelText(/Flight Number/), 'tk2412');
    await user.type(screen.getByLabelText(/Airline Code/), 'tk');
    await user.type(screen.getByLabelText('Note'), 'Two large bags.');
    await fillValidForm(user);
    await user.click(payButton());
    const frame = await screen.findByTitle('3D Secure verification');
    // Loaded from this page's own origin, so the bank page may be framed here and its message reaches us.
    expect(frame.getAttribute('src')).toBe(`${window.location.origin}/payment/3ds/${BANK_REF}/?lang=en`);

    const sent = calls.filter((c) => c.method === 'POST').map((c) => c.body as Record<string, unknown>);
    expect(sent[0]).toEqual({ session_unique: SESSION });
    expect(sent[1]).toMatchObject({
      session_unique: SESSION,
      passengers: [
        { name: 'Ayşe', surname: 'Yılmaz', nationality: 225 },
        { name: 'Deniz', surname: 'Kaya', nationality: null },
      ],
      email: 'ayse@example.com',
      phone_code: '90',
      phone: '5321234567',
      extra_products: { '4': 1 },
      transfer: { flight_number: 'TK2412', airline_code: 'TK', note: 'Two large bags.' },
      card_number: '4111111111111111',
      card_expiry: '12/30',
      has_invoice: false,
      condition: true,
      coupon: null,
      checkout: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { source: 'yolcu-bank', status: 'completed', product: 'transfer', unique_code: BOOKING },
        }),
      );
    });
    expect((await screen.findByTestId('landing')).textContent).toBe(`transfer booking ${BOOKING} ?clear=true`);
  });

  it('takes a signed-in user’s contact and coupon', async () => {
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
          results: [{ id: 5, code: 'YAZ250', value: 250, expried_date: '2099-01-01', used: false }],
        },
        'GET /api/user/bills/': { results: [] },
        'GET /api/user/passengers/': { results: [] },
      }),
    );
    const user = userEvent.setup({ delay: null });
    page();
    await user.click(await screen.findByLabelText('YAZ250', { exact: false }));
    expect(text(screen.getByTestId('coupon-line'))).toContain('−₺250.00');
    expect(text(screen.getByTestId('pay-total'))).toBe('₺1,500.00');
    const leader = within(cards()[0]!);
    await waitFor(() =>
      expect((leader.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('ayse@example.com'),
    );
    expect((leader.getByLabelText('Phone number') as HTMLInputElement).value).toBe('5321234567');
  });

  it('repeats the transfer search when the traveller goes back', async () => {
    mockApi(base());
    const user = userEvent.setup({ delay: null });
    page();
    await screen.findByTestId('transfer-prices');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((await screen.findByTestId('landing')).textContent).toBe('transfer search-gate 77 ');
  });

  it('says so when the vehicle is gone and offers a new search', async () => {
    mockApi(
      base({
        'GET /api/transfer/gateway/payment/': {
          status: false,
          research: true,
          message: 'This vehicle is no longer available.',
        },
      }),
    );
    page();
    expect(await screen.findByText('This vehicle is no longer available.')).toBeTruthy();
    expect(screen.getByText('If you wish, you can search again and choose a vehicle.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search again' })).toBeTruthy();
  });
});
