import { screen, within } from '@testing-library/react';
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
