import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { holdCalls } from '../results-frame/hold-calls';
import { mockApi, renderRoutes, setUpPageTests } from '../../test/page-test-utils';
import { TransferResultsPage } from './results-page';
import { transferView } from './test-fixtures';
import type { TransferResult } from './types';

setUpPageTests();

const vito: TransferResult = {
  product_id: 't1',
  information: { transfer_type_code: 1, transfer_type: 'Private', duration: 75, distance: 48, services: [] },
  vehicle: {
    image: '/v.png',
    vehicle_type: 'Minivan',
    vehicle_type_code: 'van',
    brand: { id: 1, name: 'Mercedes' },
    model: { id: 1, name: 'Vito' },
    seats: 7,
    luggage_capacity: 7,
    big_luggage_capacity: 3,
  },
  vendor: { id: 1, name: 'Antalya Transfer' },
  price: { total: 1000, base: 1000, discount: 0, campaign: null },
};

const view = transferView([vito]);

const routes = [
  { path: '/transfer/search/', element: <TransferResultsPage /> },
  { path: '/transfer/search-gate/:option', element: <p>search gate</p> },
  { path: '/transfer/payment/', element: <p>payment page</p> },
  { path: '/', element: <p>search form</p> },
];
const open = (url = '/transfer/search/?session_unique=abc') => renderRoutes(routes, [url]);

describe('transfer results', () => {
  it('writes the date as "Thu 3 Jul" and the ride as "1h 15m", names the page and announces the count', async () => {
    mockApi({ 'GET /api/transfer/gateway/search/': { body: view } });
    open();
    const heading = await screen.findByRole('heading', { name: 'Antalya Airport → Kemer' });
    expect(screen.getByRole('button', { name: 'Date: Thu 3 Jul' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(within(screen.getByTestId('transfer-card')).getByText('1h 15m · 48 km')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByTestId('results-announcer').textContent).toBe('1 vehicle for Antalya Airport → Kemer');
    expect(document.title).toBe('Antalya Airport → Kemer, 3 Jul 10:30 — Yolcu');
  });

  it('says the vehicle is being chosen while the selection runs, and sends it once', async () => {
    const base = mockApi({
      'GET /api/transfer/gateway/search/': { body: view },
      'POST /api/transfer/gateway/search/select/': { body: { status: true, research: false, message: '' } },
    });
    const { fetch, release } = holdCalls(base, '/select/');
    const user = userEvent.setup();
    open();
    const card = await screen.findByTestId('transfer-card');
    await user.click(within(card).getByRole('button', { name: 'Choose' }));
    const waiting = await within(card).findByRole('button', { name: 'Please wait…' });
    expect(waiting.getAttribute('aria-busy')).toBe('true');
    await act(async () => release());
    expect(await screen.findByText('payment page')).toBeTruthy();
    expect(fetch.mock.calls.filter(([u]) => String(u).includes('/select/'))).toHaveLength(1);
  });
});
