import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session';
import { detail, renderAt, staff } from '../test/console-fixtures';
import { fakeApi } from '../test/fake-api';

afterEach(() => vi.unstubAllGlobals());

const quote = {
  id: 'q-123',
  refund_amount: 1000,
  penalty_amount: 234.5,
  refund_currency: 'TRY',
  refund_to: 'card',
  card_last4: '0008',
  expires_at: '2026-11-27T21:00:00Z',
  expires_in_seconds: 600,
  paid_amount: 1234.5,
  kept: [{ reason: 'service_fee', amount: 234.5, description: 'Service fee' }],
  coupon_returned: false,
};

describe('cancel for the traveller', () => {
  it('shows the quote, requires a reason, then posts quote_id and reason and shows the refund', async () => {
    session.set('tok');
    let cancelled = false;
    const calls = fakeApi({
      'GET /session/': staff('support'),
      'GET /bookings/YB7K2M/': () =>
        cancelled
          ? {
              status: 200,
              body: detail({ status: 'cancelled', cancelled_at: '2026-11-27T20:40:00Z' }, [
                { amount: 1000, status: 'refunded', created_at: '2026-11-27T20:40:00Z', refunded_at: null },
              ]),
            }
          : { status: 200, body: detail() },
      'GET /bookings/YB7K2M/cancellation-quote/': { status: 200, body: quote },
      'POST /bookings/YB7K2M/cancel/': () => {
        cancelled = true;
        return { status: 200, body: { status: 'cancelled', refund_amount: 1000, refund_currency: 'TRY' } };
      },
    });
    renderAt('/bookings/YB7K2M');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel for the traveller' }));
    const panel = (await screen.findByRole('heading', { name: 'Cancel for the traveller' })).closest('section')!;
    expect(panel.textContent).toContain('Refunded to the traveller');
    expect(panel.textContent).toMatch(/1[.,]000/);
    expect(within(panel).getByRole('list', { name: 'Kept' }).textContent).toContain('Service fee');

    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm cancellation' }));
    expect(within(panel).getByText('This field is required.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(panel).getByLabelText('Reason (kept in the audit log)'), 'Traveller called: ill');
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm cancellation' }));
    const status = await screen.findByText(/Booking cancelled\. Refund: .*1[.,]000.*, paid back to the card\./);
    expect(status).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/admin/bookings/YB7K2M/cancel/');
    expect(post.body).toEqual({ quote_id: 'q-123', reason: 'Traveller called: ill' });
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/admin/bookings/YB7K2M/').length).toBe(2));
  });

  it("shows the server's refusal of a lapsed quote", async () => {
    session.set('tok');
    fakeApi({
      'GET /session/': staff('finance'),
      'GET /bookings/YB7K2M/': { status: 200, body: detail() },
      'GET /bookings/YB7K2M/cancellation-quote/': { status: 200, body: quote },
      'POST /bookings/YB7K2M/cancel/': {
        status: 400,
        body: { detail: 'The quote has lapsed. Ask for a new one.', code: 'quote_lapsed' },
      },
    });
    renderAt('/bookings/YB7K2M');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel for the traveller' }));
    await userEvent.type(await screen.findByLabelText('Reason (kept in the audit log)'), 'asked');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(await screen.findByText('The quote has lapsed. Ask for a new one.')).toBeTruthy();
  });
});

describe('buttons by role', () => {
  const withPending = detail({ status: 'completed' }, [
    { amount: 1000, status: 'pending', created_at: '2026-11-27T20:40:00Z', refunded_at: null },
  ]);

  it('support may cancel but not retry a refund or a settlement', async () => {
    session.set('tok');
    fakeApi({ 'GET /session/': staff('support'), 'GET /bookings/YB7K2M/': { status: 200, body: withPending } });
    renderAt('/bookings/YB7K2M');
    expect(await screen.findByRole('button', { name: 'Cancel for the traveller' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry refund' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry settlement' })).toBeNull();
  });

  it('finance retries a pending refund, and sees Retry settlement only while confirming', async () => {
    session.set('tok');
    const calls = fakeApi({
      'GET /session/': staff('finance'),
      'GET /bookings/YB7K2M/': { status: 200, body: withPending },
      'POST /bookings/YB7K2M/refund/retry/': {
        status: 200,
        body: { refund_id: 7, amount: 1000, status: 'refunded', attempts: 2 },
      },
    });
    renderAt('/bookings/YB7K2M');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry refund' }));
    expect(await screen.findByText(/paid back to the card \(attempts: 2\)/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry settlement' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/admin/bookings/YB7K2M/refund/retry/',
    ]);
  });

  it('offers Retry settlement to admin on a confirming booking, and no cancel', async () => {
    session.set('tok');
    fakeApi({
      'GET /session/': staff('admin'),
      'GET /bookings/YB7K2M/': { status: 200, body: detail({ status: 'confirming' }) },
    });
    renderAt('/bookings/YB7K2M');
    expect(await screen.findByRole('button', { name: 'Retry settlement' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel for the traveller' })).toBeNull();
  });

  it('lists the exception queue with the actions the role may use', async () => {
    session.set('tok');
    const items = [
      {
        kind: 'refund_pending',
        unique_code: 'YB7K2M',
        since: '2026-11-27T18:00:00Z',
        detail: '1000 TRY, 3 tries',
        action: '/api/admin/bookings/YB7K2M/refund/retry/',
      },
      {
        kind: 'fraud_review',
        unique_code: 'ZZ9Y8X',
        since: '2026-11-27T19:00:00Z',
        detail: 'payment P1',
        action: null,
      },
    ];
    fakeApi({ 'GET /session/': staff('support'), 'GET /exceptions/': { status: 200, body: { results: items } } });
    const view = renderAt('/exceptions');
    const table = await screen.findByRole('table', { name: 'Exception queue' });
    expect(within(table).getByRole('link', { name: 'YB7K2M' }).getAttribute('href')).toBe('/bookings/YB7K2M');
    expect(table.textContent).toContain('Refund pending');
    expect(table.textContent).toContain('Bank fraud review');
    expect(within(table).queryByRole('button', { name: 'Retry refund' })).toBeNull();
    view.unmount();

    fakeApi({ 'GET /session/': staff('finance'), 'GET /exceptions/': { status: 200, body: { results: items } } });
    renderAt('/exceptions');
    expect(await screen.findByRole('button', { name: 'Retry refund' })).toBeTruthy();
  });

  it('keeps content screens from finance and shows them to content', async () => {
    session.set('tok');
    fakeApi({
      'GET /session/': staff('content'),
      'GET /content/pages/': { status: 200, body: { results: [] } },
      'GET /content/faqs/': { status: 200, body: { results: [] } },
    });
    const view = renderAt('/');
    const nav = await screen.findByRole('navigation', { name: 'Yolcu operations' });
    expect(nav.textContent).toContain('Campaigns');
    expect(nav.textContent).not.toContain('Exceptions');
    view.unmount();
    fakeApi({ 'GET /session/': staff('finance') });
    renderAt('/campaigns');
    expect(await screen.findByText('Your role cannot open this page.')).toBeTruthy();
  });
});
