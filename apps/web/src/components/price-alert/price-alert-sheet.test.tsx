import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session';
import { mockApi, renderRoutes, setUpPageTests } from '../../test/page-test-utils';
import { PriceAlertBanner } from './price-alert-banner';

setUpPageTests();
// Load the lazy sheet once up front so no test waits on its first transform.
beforeAll(() => import('./price-alert-sheet'), 30_000);
afterEach(() => useSession.setState({ token: null }));

const CREATED = {
  status: 201,
  body: {
    id: 1,
    option: 42,
    notify_email: 'ayse@example.com',
    notify_phone: null,
    active: true,
    old_price: 1200,
    new_price: 1200,
    // A guest's alert waits for its address to confirm it (issue 36).
    confirmed: false,
  },
};
const CONFIRM_SENT =
  'Almost done: confirm the alert with the link we have sent to your e-mail address. Nothing is sent before you confirm.';
const toasts = () =>
  [...document.querySelectorAll('[data-kind]')].map((el) => ({
    kind: el.getAttribute('data-kind'),
    text: el.textContent,
  }));

async function openSheet(product: 'flight' | 'transfer' = 'flight') {
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <PriceAlertBanner
            product={product}
            option={42}
            search={{ route: 'IST → AYT', date: '2031-06-12', returnDate: '2031-06-19' }}
          />
        ),
      },
    ],
    ['/'],
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /Create Price Alerts/ }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
  return { user, dialog };
}

const bodyOf = (api: ReturnType<typeof mockApi>, path: string) => {
  const call = api.mock.calls.find(([u, init]) => new URL(String(u)).pathname === path && init?.method === 'POST');
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('price-alert sheet', () => {
  it('names the watched search and asks for at least one contact before sending anything', async () => {
    const api = mockApi({ 'POST /api/flight/info/price-alert/': CREATED });
    const { user, dialog } = await openSheet();
    expect(within(dialog).getByText('IST → AYT')).toBeTruthy();
    expect(within(dialog).getByText('12 Jun, Thu – 19 Jun, Thu')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create Alert' }));
    expect(await within(dialog).findByText('Please fill in at least one field')).toBeTruthy();
    expect(bodyOf(api, '/api/flight/info/price-alert/')).toBeUndefined();
    // Typing in a field takes the message away.
    await user.type(within(dialog).getByLabelText('Mobile phone'), '0');
    expect(within(dialog).queryByText('Please fill in at least one field')).toBeNull();
  });

  it('refuses a phone that is not a Turkish mobile and an e-mail that is not one', async () => {
    const api = mockApi({ 'POST /api/flight/info/price-alert/': CREATED });
    const { user, dialog } = await openSheet();
    await user.type(within(dialog).getByLabelText('Mobile phone'), '12345');
    await user.type(within(dialog).getByLabelText('E-mail'), 'ayse@');
    await user.click(within(dialog).getByRole('button', { name: 'Create Alert' }));
    expect(await within(dialog).findByText('Please enter a valid phone number.')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a valid email.')).toBeTruthy();
    expect(bodyOf(api, '/api/flight/info/price-alert/')).toBeUndefined();
  });

  it("sends the option with the phone as ten digits, and tells a guest to confirm by the mail's link", async () => {
    const api = mockApi({ 'POST /api/transfer/info/price-alert/': CREATED });
    const { user, dialog } = await openSheet('transfer');
    expect(within(dialog).getByText(/First we send you a link to confirm your e-mail address/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('E-mail'), 'ayse@example.com');
    await user.type(within(dialog).getByLabelText('Mobile phone'), '+90 532 123 45 67');
    await user.click(within(dialog).getByRole('button', { name: 'Create Alert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(api, '/api/transfer/info/price-alert/')).toEqual({
      option: 42,
      notify_email: 'ayse@example.com',
      notify_phone: '5321234567',
    });
    expect(toasts()).toEqual([{ kind: 'success', text: CONFIRM_SENT }]);
  });

  it('asks a guest for an e-mail beside a phone alone, and sends nothing', async () => {
    const api = mockApi({ 'POST /api/flight/info/price-alert/': CREATED });
    const { user, dialog } = await openSheet();
    await user.type(within(dialog).getByLabelText('Mobile phone'), '0532 123 45 67');
    await user.click(within(dialog).getByRole('button', { name: 'Create Alert' }));
    expect(
      await within(dialog).findByText('Please enter your e-mail address: we send a link there to confirm the alert.'),
    ).toBeTruthy();
    expect(bodyOf(api, '/api/flight/info/price-alert/')).toBeUndefined();
  });

  it('lets a signed-in user watch by phone alone, and thanks them: their alert starts at once', async () => {
    useSession.setState({ token: 'test-token' });
    const api = mockApi({
      'GET /api/user/': { body: { id: 1, first_name: 'Ayşe', last_name: 'Yılmaz', username: 'a', email: '' } },
      'POST /api/flight/info/price-alert/': { status: 201, body: { ...CREATED.body, confirmed: true } },
    });
    const { user, dialog } = await openSheet();
    await user.type(within(dialog).getByLabelText('Mobile phone'), '0532 123 45 67');
    await user.click(within(dialog).getByRole('button', { name: 'Create Alert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(api, '/api/flight/info/price-alert/')).toMatchObject({ notify_phone: '5321234567' });
    expect(toasts()).toEqual([
      {
        kind: 'success',
        text: 'Your price alert has been successfully created. We will notify you when there is a price change.',
      },
    ]);
  });

  it("prefills the signed-in user's e-mail", async () => {
    useSession.setState({ token: 'test-token' });
    const api = mockApi({
      'GET /api/user/': {
        body: { id: 1, first_name: 'Ayşe', last_name: 'Yılmaz', username: 'ayse90', email: 'ayse@example.com' },
      },
      'POST /api/flight/info/price-alert/': CREATED,
    });
    const { user, dialog } = await openSheet();
    await waitFor(() =>
      expect((within(dialog).getByLabelText('E-mail') as HTMLInputElement).value).toBe('ayse@example.com'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create Alert' }));
    await waitFor(() =>
      expect(bodyOf(api, '/api/flight/info/price-alert/')).toEqual({
        option: 42,
        notify_email: 'ayse@example.com',
        notify_phone: null,
      }),
    );
  });

  it('says an alert for this search already exists when the server answers non_field_errors', async () => {
    mockApi({
      'POST /api/flight/info/price-alert/': {
        status: 400,
        body: { non_field_errors: ['Bu arama için zaten bir fiyat alarmı oluşturdunuz.'] },
      },
    });
    const { user, dialog } = await openSheet();
    await user.type(within(dialog).getByLabelText('E-mail'), 'ayse@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create Alert' }));
    // The sheet says it (the server's own words), stays open and sends nothing more.
    expect((await within(dialog).findByTestId('alert-exists')).textContent).toBe(
      'Bu arama için zaten bir fiyat alarmı oluşturdunuz.',
    );
    expect(within(dialog).getByRole('button', { name: 'Create Alert' }).hasAttribute('disabled')).toBe(true);
    expect(toasts()).toEqual([]);
  });

  it('sends an optional target price, written as people write it, and makes one alert of a double tap', async () => {
    let answer: () => void = () => {};
    const api = mockApi({});
    api.mockImplementation(async () => {
      await new Promise<void>((r) => {
        answer = r;
      });
      return new Response(JSON.stringify({ ...CREATED.body, target_price: 2000 }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const { user, dialog } = await openSheet();
    await user.type(within(dialog).getByLabelText('E-mail'), 'ayse@example.com');
    await user.type(within(dialog).getByLabelText('Target price (optional)'), '2.000');
    const create = within(dialog).getByRole('button', { name: 'Create Alert' });
    await user.click(create);
    await user.click(create).catch(() => {});
    await user.keyboard('{Enter}');
    answer();
    await waitFor(() => expect(toasts().map((t) => t.text)).toContain(CONFIRM_SENT));
    const posts = api.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toMatchObject({ option: 42, target_price: 2000 });
  });

  it('refuses a target price that is not a number, with the contract message', async () => {
    const api = mockApi({ 'POST /api/flight/info/price-alert/': CREATED });
    const { user, dialog } = await openSheet();
    await user.type(within(dialog).getByLabelText('E-mail'), 'ayse@example.com');
    await user.type(within(dialog).getByLabelText('Target price (optional)'), 'cheap');
    await user.click(within(dialog).getByRole('button', { name: 'Create Alert' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Target price (optional)').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(api.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it("shows any other failure's first server message beside its field, titled Error, else Something went wrong", async () => {
    mockApi({
      'POST /api/flight/info/price-alert/': {
        status: 400,
        body: { notify_email: ['This e-mail address is not accepted.'] },
      },
    });
    const { user, dialog } = await openSheet();
    await user.type(within(dialog).getByLabelText('E-mail'), 'ayse@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create Alert' }));
    expect(await within(dialog).findByText('This e-mail address is not accepted.')).toBeTruthy();
    expect(toasts()).toEqual([{ kind: 'error', text: 'ErrorThis e-mail address is not accepted.' }]);
    expect(screen.getByRole('dialog')).toBeTruthy();

    mockApi({ 'POST /api/flight/info/price-alert/': { status: 500 } });
    await user.click(within(dialog).getByRole('button', { name: 'Create Alert' }));
    await waitFor(() => expect(toasts().at(-1)).toEqual({ kind: 'error', text: 'ErrorSomething went wrong.' }));
  });
});
