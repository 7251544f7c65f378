import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session';
import { mockApi, renderRoutes, setUpPageTests } from '../../test/page-test-utils';
import { ProfilePage } from './profile-page';

setUpPageTests();
beforeEach(() => useSession.setState({ token: 'test-token' }));
afterEach(() => useSession.setState({ token: null }));

// 02 §2: My Tickets and My Price Alerts are children of /profile/, so the profile leads to them.
describe('profile page', () => {
  it('links to My Tickets and My Price Alerts as menu rows', async () => {
    mockApi({
      'GET /api/user/': {
        body: { id: 1, first_name: 'Ayşe', last_name: 'Yılmaz', username: 'ayse90', email: 'ayse@example.com' },
      },
      'GET /api/countries/': { body: { count: 0, next: null, previous: null, results: [] } },
    });
    const { history } = renderRoutes(
      [
        { path: '/profile/', element: <ProfilePage /> },
        { path: '/profile/tickets/', element: <p>tickets page</p> },
        { path: '/profile/price_alerts/', element: <p>alerts page</p> },
      ],
      ['/profile/'],
    );
    const rows = screen.getByRole('navigation', { name: 'Trips and alerts' });
    const tickets = within(rows).getByRole('link', { name: /My Tickets/ });
    expect(tickets.getAttribute('href')).toBe('/profile/tickets/');
    expect(tickets.querySelector('svg')).toBeTruthy();
    const alerts = within(rows).getByRole('link', { name: /My Price Alerts/ });
    expect(alerts.getAttribute('href')).toBe('/profile/price_alerts/');

    await userEvent.setup().click(alerts);
    await screen.findByText('alerts page');
    expect(history.location.pathname).toBe('/profile/price_alerts/');
  });
});

// Issue 36: a new e-mail address needs the current password and a link mailed to it.
describe('changing the e-mail address', () => {
  const me = {
    username: 'ayse90',
    first_name: 'Ayşe',
    last_name: 'Yılmaz',
    email: 'ayse@example.com',
    phone_code: '90',
    phone: '5321234567',
    pending_email: null,
    settings: { language: 'en', country: 'TR', currency: 'TRY' },
  };
  const countries = { results: [{ id: 225, code: 'TR', name: 'Turkey', phone_code: '90' }] };

  it('asks for the current password, sends it, and says where the link went', async () => {
    const sent: Array<Record<string, unknown>> = [];
    mockApi({
      'GET /api/user/': { body: me },
      'GET /api/countries/': { body: countries },
      'PUT /api/user/': (_url, init) => {
        const body = JSON.parse(String(init?.body));
        sent.push(body);
        return { body: { ...me, pending_email: body.email } };
      },
    });
    renderRoutes([{ path: '/profile/', element: <ProfilePage /> }], ['/profile/']);
    const user = userEvent.setup();
    const email = await screen.findByLabelText('E-mail');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.type(screen.getByLabelText('Current password'), 'Deniz-Feneri-42');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ email: 'new@example.com', password: 'Deniz-Feneri-42' });
    const note = 'We sent a link to new@example.com. Your e-mail address changes when you open it.';
    expect((await screen.findAllByText(note)).length).toBeGreaterThan(0);
    // The form shows the address the account still has; the password field is gone again.
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ayse@example.com');
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('sends no password when the address stays', async () => {
    const sent: Array<Record<string, unknown>> = [];
    mockApi({
      'GET /api/user/': { body: me },
      'GET /api/countries/': { body: countries },
      'PUT /api/user/': (_url, init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { body: me };
      },
    });
    renderRoutes([{ path: '/profile/', element: <ProfilePage /> }], ['/profile/']);
    const user = userEvent.setup();
    await screen.findByLabelText('E-mail');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('password');
  });
});
