import type { CancellationQuote } from '@yolcu/contract';
import type { TransferBooking } from '@yolcu/contract/transfer-payment';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session';
import { cancelledTransferBooking, transferBooking } from './test-fixtures';
import { mockApi, renderRoutes, setUpPageTests } from './test-utils';
import { TransferBookingPage } from './transfer-booking-page';

setUpPageTests();
afterEach(() => useSession.setState({ token: null }));

const CODE = transferBooking.info.unique_code;
const BASE = `/api/transfer/booking/${CODE}`;
const DETAIL = `GET ${BASE}/`;
const QUOTE = `POST ${BASE}/cancellation/`;
const SEND = `POST ${BASE}/cancellation/code/`;
const confirmPath = (id: string) => `POST ${BASE}/cancellation/${id}/confirm/`;

const quote = (over: Partial<CancellationQuote> = {}): CancellationQuote => ({
  id: 'quote-1',
  refund_amount: 1700,
  penalty_amount: 0,
  refund_currency: 'TRY',
  refund_to: 'card',
  card_last4: '4444',
  expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
  expires_in_seconds: 600,
  paid_amount: 1700,
  kept: [],
  coupon_returned: false,
  ...over,
});
const refusal = (status: number, code: string, detail: string) => ({ status, body: { detail, code } });
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body ?? 'null')) as unknown;

/** The detail answers completed until the booking is cancelled, then cancelled. */
function detailThatCancels() {
  let cancelled = false;
  return {
    route: () => ({ body: cancelled ? cancelledTransferBooking : transferBooking }),
    cancel: () => {
      cancelled = true;
    },
  };
}

const open = async () => {
  renderRoutes(
    [{ path: '/transfer/booking/detail/:id', element: <TransferBookingPage /> }],
    [`/transfer/booking/detail/${CODE}`],
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
  // The sheet's code loads when Cancel booking is pressed (issue 21): a cold import takes a while in tests.
  return { user, sheet: await screen.findByRole('dialog', { name: 'Cancel booking' }, { timeout: 5000 }) };
};
const calls = (api: ReturnType<typeof mockApi>, key: string) =>
  api.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), window.location.origin);
    return `${init?.method ?? 'GET'} ${url.pathname}` === key;
  });

describe('cancelling a booking from its detail', () => {
  it('shows the rules above the Cancel booking button of a completed booking', async () => {
    mockApi({ [DETAIL]: { body: transferBooking } });
    renderRoutes(
      [{ path: '/transfer/booking/detail/:id', element: <TransferBookingPage /> }],
      [`/transfer/booking/detail/${CODE}`],
    );
    const card = await screen.findByRole('region', { name: 'Cancellation rules' });
    expect(card.textContent).toContain('Free cancellation until 2 Jul 2031, 10:30 (24 hours before pick-up).');
    expect(within(card).getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
  });

  it('asks a guest for the mailed code, then quotes with it and confirms with it', async () => {
    const detail = detailThatCancels();
    const api = mockApi({
      [DETAIL]: detail.route,
      [SEND]: { status: 204 },
      [QUOTE]: (_url, init) =>
        (bodyOf(init) as { code?: string }).code === '123456'
          ? { status: 201, body: quote() }
          : refusal(403, 'code_wrong', 'That code is not right. Check the e-mail and try again.'),
      [confirmPath('quote-1')]: () => {
        detail.cancel();
        return { body: { status: 'cancelled', refund_amount: 1700, refund_currency: 'TRY' } };
      },
    });
    const { user, sheet } = await open();
    // A guest is never the owner: no quote is asked for before the code.
    expect(calls(api, QUOTE)).toHaveLength(0);
    expect(sheet.textContent).toContain('we e-mail a 6-digit code to its address, a****@example.com');
    await user.click(within(sheet).getByRole('button', { name: 'Send code' }));
    const field = await within(sheet).findByLabelText('Code from the e-mail');
    expect(calls(api, SEND)).toHaveLength(1);
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');

    // Checked against the contract before anything is sent.
    await user.type(field, '12a3');
    await user.click(screen.getByRole('button', { name: 'Show my refund' }));
    expect(await within(sheet).findByText('Enter the 6-digit code from the e-mail.')).toBeTruthy();
    expect(calls(api, QUOTE)).toHaveLength(0);

    // A wrong code: the server's words under the field.
    await user.type(field, '999');
    await user.click(screen.getByRole('button', { name: 'Show my refund' }));
    expect(await within(sheet).findByText('That code is not right. Check the e-mail and try again.')).toBeTruthy();

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Show my refund' }));
    const shown = await within(sheet).findByTestId('cancel-quote');
    expect(within(shown).getByTestId('refund-amount').textContent).toBe('₺1,700.00');
    expect(shown.textContent).toContain('to your card ending 4444');
    expect(within(shown).getByTestId('quote-timer').textContent).toMatch(/^This quote holds for (10:00|09:5\d)$/);

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(calls(api, confirmPath('quote-1'))[0]?.[1])).toEqual({ code: '123456' });
    expect(await screen.findByText('Your booking is cancelled.')).toBeTruthy();
    // The detail is fetched again and shows what the traveller now has.
    expect((await screen.findByTestId('booking-status')).textContent).toBe('Cancelled');
    expect(screen.getByTestId('refund-line').textContent).toBe(
      '₺1,700.00 was refunded to your card ending 4444 on 24 November 2026.',
    );
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    // The closed sheet's focus goes to what changed, not to the top of the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('cancelled-notice')));
  });

  it('gives the signed-in owner the quote at once, with what is kept and why, and sends one confirmation however often tapped', async () => {
    useSession.setState({ token: 'token-of-ayse' });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = mockApi({
      [DETAIL]: { body: transferBooking },
      [QUOTE]: {
        status: 201,
        body: quote({
          refund_amount: 0,
          penalty_amount: 1700,
          kept: [
            {
              reason: 'late_transfer',
              amount: 1700,
              description: 'Less than 24 hours before pick-up, nothing is refunded: ₺1,700.00',
            },
          ],
          coupon_returned: true,
        }),
      },
    });
    const confirmReply = { body: { status: 'cancelled', refund_amount: 0, refund_currency: 'TRY' } };
    const fetchMock = api.getMockImplementation()!;
    api.mockImplementation(async (input, init) => {
      if (String(input).includes('/confirm/')) {
        await held;
        return new Response(JSON.stringify(confirmReply.body), { status: 200 });
      }
      return fetchMock(input, init);
    });
    const { user, sheet } = await open();
    const shown = await within(sheet).findByTestId('cancel-quote');
    expect(bodyOf(calls(api, QUOTE)[0]?.[1])).toEqual({});
    expect(screen.queryByLabelText('Code from the e-mail')).toBeNull();
    expect(within(shown).getByTestId('refund-amount').textContent).toBe('₺0.00');
    // Nothing comes back: no card is named.
    expect(shown.textContent).not.toContain('to your card ending');
    expect(within(shown).getByTestId('kept').textContent).toBe(
      'Less than 24 hours before pick-up, nothing is refunded: ₺1,700.00',
    );
    expect(shown.textContent).toContain('The coupon you used becomes usable again.');

    const confirm = within(sheet).getByRole('button', { name: 'Yes, cancel booking' });
    await user.click(confirm);
    await user.click(confirm);
    await user.click(confirm);
    expect(api.mock.calls.filter(([input]) => String(input).includes('/confirm/'))).toHaveLength(1);
    expect(confirm.hasAttribute('disabled')).toBe(true);
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks a signed-in user who is not the owner for the code (403 code_required)', async () => {
    useSession.setState({ token: 'token-of-someone-else' });
    mockApi({
      [DETAIL]: { body: transferBooking },
      [QUOTE]: refusal(403, 'code_required', "Enter the code we e-mailed to the booking's address."),
    });
    const { sheet } = await open();
    expect(await within(sheet).findByRole('button', { name: 'Send code' })).toBeTruthy();
    // The first refusal only moves to the code step; it is not shown as an error.
    expect(within(sheet).queryByRole('alert')).toBeNull();
  });

  it('says a lapsed quote has lapsed and gets a new one', async () => {
    useSession.setState({ token: 'token-of-ayse' });
    let quotes = 0;
    const api = mockApi({
      [DETAIL]: { body: transferBooking },
      [QUOTE]: () => ({ status: 201, body: quote({ id: `quote-${++quotes}` }) }),
      [confirmPath('quote-1')]: refusal(400, 'quote_lapsed', 'This refund quote has lapsed. Get a new one to cancel.'),
    });
    const { user, sheet } = await open();
    await within(sheet).findByTestId('cancel-quote');
    await user.click(within(sheet).getByRole('button', { name: 'Yes, cancel booking' }));
    expect((await within(sheet).findByRole('alert')).textContent).toBe(
      'This refund quote has lapsed. Get a new one to cancel.',
    );
    await user.click(within(sheet).getByRole('button', { name: 'Get a new quote' }));
    await within(sheet).findByTestId('cancel-quote');
    expect(calls(api, QUOTE)).toHaveLength(2);
    expect(within(sheet).getByRole('button', { name: 'Yes, cancel booking' })).toBeTruthy();
  });

  it('lapses a quote on the phone when its time is up, without waiting for the server', async () => {
    useSession.setState({ token: 'token-of-ayse' });
    mockApi({
      [DETAIL]: { body: transferBooking },
      [QUOTE]: () => ({
        status: 201,
        body: quote({ expires_at: new Date(Date.now() + 2_000).toISOString(), expires_in_seconds: 2 }),
      }),
    });
    const { sheet } = await open();
    await within(sheet).findByTestId('cancel-quote');
    expect((await within(sheet).findByRole('alert', undefined, { timeout: 4_000 })).textContent).toBe(
      'This refund quote has lapsed. Get a new one to cancel.',
    );
    expect(within(sheet).queryByRole('button', { name: 'Yes, cancel booking' })).toBeNull();
  });

  it("shows the server's reason when the trip can no longer be cancelled, and offers to close", async () => {
    useSession.setState({ token: 'token-of-ayse' });
    mockApi({
      [DETAIL]: { body: transferBooking },
      [QUOTE]: refusal(400, 'departed', 'This trip has already started, so it can no longer be cancelled.'),
    });
    const { user, sheet } = await open();
    expect((await within(sheet).findByRole('alert')).textContent).toBe(
      'This trip has already started, so it can no longer be cancelled.',
    );
    // The sheet's own ✕ and the footer's Close both close it.
    const closers = within(sheet).getAllByRole('button', { name: 'Close' });
    expect(closers).toHaveLength(2);
    await user.click(closers[1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets a guest read the code again when one was sent less than a minute ago (429)', async () => {
    mockApi({
      [DETAIL]: { body: transferBooking },
      [SEND]: {
        status: 429,
        body: { detail: 'A code was sent less than a minute ago. Check your inbox, or try again in a minute.' },
      },
    });
    const { user, sheet } = await open();
    await user.click(within(sheet).getByRole('button', { name: 'Send code' }));
    expect(await within(sheet).findByLabelText('Code from the e-mail')).toBeTruthy();
    expect(sheet.textContent).toContain('A code was sent less than a minute ago.');
  });
});

describe('a cancelled booking', () => {
  const openCancelled = (booking: TransferBooking) => {
    mockApi({ [DETAIL]: { body: booking } });
    renderRoutes(
      [{ path: '/transfer/booking/detail/:id', element: <TransferBookingPage /> }],
      [`/transfer/booking/detail/${CODE}`],
    );
  };

  it('says Cancelled, when, what came back to which card, and voids the tickets', async () => {
    openCancelled(cancelledTransferBooking);
    expect((await screen.findByTestId('booking-status')).textContent).toBe('Cancelled');
    const notice = screen.getByTestId('cancelled-notice');
    // The refund line carries the day; the head does not repeat it.
    expect(notice.textContent).toContain('This booking has been cancelled.');
    expect(notice.textContent).not.toContain('cancelled on');
    expect(within(notice).getByTestId('refund-line').textContent).toBe(
      '₺1,700.00 was refunded to your card ending 4444 on 24 November 2026.',
    );
    const voided = screen.getAllByTestId('voided-ticket');
    expect(voided).toHaveLength(2);
    expect(voided[0]?.querySelector('s')?.textContent).toBe('TR-T4X9PL-1');
    expect(voided[0]?.textContent).toContain('Void');
    // Nothing left to do with it: no cancel, no calendar, no share.
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Price paid' })).toBeTruthy();
  });

  it('says so when nothing was due', async () => {
    openCancelled({
      ...cancelledTransferBooking,
      info: {
        ...cancelledTransferBooking.info,
        refund: { ...cancelledTransferBooking.info.refund!, amount: 0, status: 'none', refunded_at: null },
      },
    });
    expect((await screen.findByTestId('refund-line')).textContent).toBe(
      "No refund was due under the booking's cancellation rules.",
    );
    expect(screen.getByTestId('cancelled-notice').textContent).toContain(
      'This booking was cancelled on 24 November 2026.',
    );
  });
});
