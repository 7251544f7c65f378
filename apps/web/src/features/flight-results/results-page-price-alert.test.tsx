import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi, renderRoutes, setUpPageTests } from '../../test/page-test-utils';
import { FlightResultsPage } from './results-page';
import { roundTripOption } from './test-fixtures';
import type { SearchView } from './types';

setUpPageTests();
beforeAll(() => import('../../components/price-alert/price-alert-sheet'), 30_000);

const view: SearchView = { status: true, search: [], search_options: roundTripOption, time_out_seconds: 1200 };

describe('flight results: Create Price Alerts', () => {
  it('opens the sheet for this search and creates the alert on its option', async () => {
    const api = mockApi({
      'GET /api/flight/gateway/search/': { body: view },
      'POST /api/flight/info/price-alert/': { status: 201, body: {} },
    });
    renderRoutes([{ path: '/flight/search/', element: <FlightResultsPage /> }], ['/flight/search/?session_unique=abc']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Create Price Alerts/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    expect(within(dialog).getByText('IST → AYT')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('E-mail'), 'ayse@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create Alert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = api.mock.calls.find(
      ([u, init]) => init?.method === 'POST' && new URL(String(u)).pathname === '/api/flight/info/price-alert/',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      option: 77,
      notify_email: 'ayse@example.com',
      notify_phone: null,
    });
    expect(screen.getByText(/Your price alert has been successfully created/)).toBeTruthy();
  });
});
