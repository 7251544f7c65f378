import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi, renderRoutes, setUpPageTests } from '../../test/page-test-utils';
import { TransferResultsPage } from './results-page';
import { transferView } from './test-fixtures';

setUpPageTests();
beforeAll(() => import('../../components/price-alert/price-alert-sheet'), 30_000);

const view = transferView([]);

describe('transfer results: price alert', () => {
  it('creates a transfer alert on the search option, with the duplicate message when it exists', async () => {
    const api = mockApi({
      'GET /api/transfer/gateway/search/': { body: view },
      'POST /api/transfer/info/price-alert/': {
        status: 400,
        body: { non_field_errors: ['You have already created a price alert for this search.'] },
      },
    });
    renderRoutes(
      [{ path: '/transfer/search/', element: <TransferResultsPage /> }],
      ['/transfer/search/?session_unique=abc'],
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Create Price Alerts/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    expect(within(dialog).getByText('Antalya Airport → Kemer')).toBeTruthy();
    expect(within(dialog).getByText('03 Jul, Thu · 10:30')).toBeTruthy();
    // A guest's alert needs an e-mail address to be confirmed by (issue 36).
    await user.type(within(dialog).getByLabelText('E-mail'), 'ayse@example.com');
    await user.type(within(dialog).getByLabelText('Mobile phone'), '0532 123 45 67');
    await user.click(within(dialog).getByRole('button', { name: 'Create Alert' }));
    expect(await screen.findByText('You have already created a price alert for this search.')).toBeTruthy();
    const post = api.mock.calls.find(
      ([u, init]) => init?.method === 'POST' && new URL(String(u)).pathname === '/api/transfer/info/price-alert/',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      option: 55,
      notify_email: 'ayse@example.com',
      notify_phone: '5321234567',
    });
    // Issue 20: the sheet stays open and says the alert exists, beside the button it disables.
    expect(
      within(screen.getByRole('dialog')).getByText('You have already created a price alert for this search.'),
    ).toBeTruthy();
  });
});
