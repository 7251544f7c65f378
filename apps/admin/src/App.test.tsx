import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { session } from './lib/session';
import { detail, renderAt, staff } from './test/console-fixtures';
import { fakeApi } from './test/fake-api';

afterEach(() => vi.unstubAllGlobals());

describe('sign-in', () => {
  it('checks the fields with the contract before sending anything (Turkish by default)', async () => {
    const calls = fakeApi({});
    render(
      <MemoryRouter initialEntries={['/sign-in']}>
        <App />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));
    expect(screen.getAllByText('Bu alan zorunludur.').length).toBeGreaterThanOrEqual(2);
    await userEvent.type(screen.getByLabelText('6 haneli kod'), '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));
    expect(screen.getByText('Geçersiz değer.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal, then keeps the session's token in sessionStorage only", async () => {
    let refuse = true;
    const calls = fakeApi({
      'POST /session/': () =>
        refuse
          ? { status: 400, body: { non_field_errors: ['The e-mail, password or code is not correct.'] } }
          : {
              status: 200,
              body: { token: 'tok-123', expires_at: '2026-11-27T21:00:00Z', staff: staff('support').body },
            },
      'GET /session/': staff('support'),
      'GET /bookings/': { status: 200, body: { results: [] } },
    });
    renderAt('/sign-in');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ece@yolcu.example');
    await userEvent.type(screen.getByLabelText('Password'), 'a long password');
    await userEvent.type(screen.getByLabelText('6-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The e-mail, password or code is not correct.')).toBeTruthy();
    expect(calls[0]!.headers['accept-language']).toBe('en');
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Find a booking' })).toBeTruthy();
    expect(session.token()).toBe('tok-123');
    expect(localStorage.getItem('yolcu-admin-token')).toBeNull();
  });
});

describe('the nav and the guards', () => {
  it('shows a finance member only what finance may open', async () => {
    session.set('tok');
    const calls = fakeApi({
      'GET /session/': staff('finance'),
      'GET /bookings/': { status: 200, body: { results: [] } },
    });
    renderAt('/');
    const nav = await screen.findByRole('navigation', { name: 'Yolcu operations' });
    expect(nav.textContent).toContain('Bookings');
    expect(nav.textContent).not.toContain('Requests');
    expect(nav.textContent).not.toContain('Audit log');
    expect(calls[0]!.headers.authorization).toBe('Bearer tok');
  });

  it('refuses a page the role may not open', async () => {
    session.set('tok');
    fakeApi({ 'GET /session/': staff('support') });
    renderAt('/audit');
    expect(await screen.findByText('Your role cannot open this page.')).toBeTruthy();
  });

  it('goes back to sign-in on a 401 anywhere, and forgets the token', async () => {
    session.set('tok');
    fakeApi({
      'GET /session/': staff('support'),
      'GET /bookings/': { status: 401, body: { detail: 'Your session has ended. Please sign in again.' } },
    });
    renderAt('/bookings?q=ABC123');
    expect(await screen.findByText('Your session ended. Sign in again.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
    expect(session.token()).toBeNull();
  });

  it('without a token, opens sign-in', async () => {
    fakeApi({});
    renderAt('/requests');
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
  });
});

describe('booking page', () => {
  const shown = {
    ...detail(),
    timeline: [
      { at: '2026-11-20T10:00:00Z', event: 'booking.created', detail: 'flight' },
      { at: '2026-11-20T10:02:00Z', event: 'something.new', detail: null },
    ],
  };

  it('shows the timeline (unknown events by their name) and hides Resend from finance', async () => {
    session.set('tok');
    fakeApi({ 'GET /session/': staff('finance'), 'GET /bookings/YB7K2M/': { status: 200, body: shown } });
    renderAt('/bookings/YB7K2M');
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    expect(timeline.textContent).toContain('Booking created');
    expect(timeline.textContent).toContain('something.new');
    expect(screen.queryByRole('button', { name: 'Resend confirmation' })).toBeNull();
  });

  it('lets support resend the confirmation and shows the answer', async () => {
    session.set('tok');
    fakeApi({
      'GET /session/': staff('support'),
      'GET /bookings/YB7K2M/': { status: 200, body: shown },
      'POST /bookings/YB7K2M/resend-confirmation/': {
        status: 200,
        body: { detail: 'The confirmation mail was sent again.', to: 'ayse@example.com' },
      },
    });
    renderAt('/bookings/YB7K2M');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend confirmation' }));
    await waitFor(() =>
      expect(screen.getByText('Sent again to ayse@example.com: The confirmation mail was sent again.')).toBeTruthy(),
    );
  });
});
