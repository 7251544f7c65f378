import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session';
import { mockApi, renderRoutes, setUpPageTests } from '../../test/page-test-utils';
import { PriceAlertsPage } from './price-alerts-page';
import { flightAlert, transferAlert } from './test-fixtures';

setUpPageTests();
beforeEach(() => useSession.setState({ token: 'test-token' }));
afterEach(() => useSession.setState({ token: null }));

const me = { body: { id: 1, first_name: 'Ayşe', last_name: 'Yılmaz', username: 'ayse90', email: 'ayse@example.com' } };
const list = (results: unknown[]) => ({ body: { results } });
const renderPage = (path = '/profile/price_alerts/') =>
  renderRoutes([{ path: '/profile/price_alerts/', element: <PriceAlertsPage /> }], [path]);
const cards = () => screen.findAllByTestId('price-alert');

describe('My Price Alerts', () => {
  it('greets the user and says so when there are no alerts, on both tabs', async () => {
    mockApi({
      'GET /api/user/': me,
      'GET /api/user/flight/price_alerts/': list([]),
      'GET /api/user/transfer/price_alerts/': list([]),
    });
    renderPage();
    expect(await screen.findByText('Hello, Ayşe')).toBeTruthy();
    expect(await screen.findByText('You have no price alerts yet.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Transfers' }));
    expect(screen.getByRole('tab', { name: 'Transfers' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('You have no price alerts yet.')).toBeTruthy();
  });

  it('shows a flight alert: codes and cities, both days, a drop in green with ↓, the contacts and a Search link', async () => {
    mockApi({ 'GET /api/user/': me, 'GET /api/user/flight/price_alerts/': list([flightAlert()]) });
    renderPage();
    const [card] = (await cards()) as [HTMLElement];
    expect(card.textContent).toContain('IST → AYT');
    expect(card.textContent).toContain('Istanbul – Antalya');
    expect(card.textContent).toContain('12 Jun, Thu – 19 Jun, Thu');
    const change = within(card).getByTestId('price-change');
    expect(change.textContent).toContain('↓');
    expect(change.textContent).not.toContain('↑');
    expect(change.textContent).toContain('Price down by');
    expect(change.textContent).toMatch(/1,250\.00.*1,100\.00.*150\.00/);
    expect(within(change).getByText(/^₺1,100\.00/).className).toContain('text-success');
    expect(card.textContent).toContain('ayse@example.com');
    expect(card.textContent).toContain('0532 123 45 67');
    expect(within(card).getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/flight/search-gate/7');
    expect(within(card).queryByText('Expired')).toBeNull();
    expect(within(card).queryByTestId('alert-unconfirmed')).toBeNull();
  });

  it('marks an alert for another address as awaiting that address confirmation (issue 36)', async () => {
    mockApi({
      'GET /api/user/': me,
      'GET /api/user/flight/price_alerts/': list([
        flightAlert({ notify_email: 'partner@example.com', confirmed: false }),
      ]),
    });
    renderPage();
    const [card] = (await cards()) as [HTMLElement];
    expect(within(card).getByTestId('alert-unconfirmed').textContent).toBe('Awaiting confirmation');
  });

  it('sends active transfer alerts to the transfer search gate, with the pick-up time and a rise in red with ↑', async () => {
    mockApi({ 'GET /api/user/': me, 'GET /api/user/transfer/price_alerts/': list([transferAlert()]) });
    renderPage('/profile/price_alerts/?tab=transfer');
    const [card] = (await cards()) as [HTMLElement];
    expect(within(card).getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/transfer/search-gate/9');
    expect(card.textContent).toContain('Antalya Airport → Kemer');
    expect(card.textContent).toContain('03 Jul, Thu');
    expect(card.textContent).toContain('Pick-up 10:30');
    const change = within(card).getByTestId('price-change');
    expect(change.textContent).toContain('↑');
    expect(change.textContent).toContain('Price up by');
    expect(within(change).getByText(/^₺950\.00/).className).toContain('text-danger');
    expect(card.textContent).not.toContain('@');
  });

  it('keeps an unchanged price quiet and an expired alert with a disabled Search', async () => {
    mockApi({
      'GET /api/user/': me,
      'GET /api/user/flight/price_alerts/': list([
        flightAlert({
          id: 3,
          old_price: 1100,
          new_price: 1100,
          active: false,
          option_detail: { ...flightAlert().option_detail, return_date: null },
        }),
      ]),
    });
    renderPage();
    const [card] = (await cards()) as [HTMLElement];
    const change = within(card).getByTestId('price-change');
    expect(change.textContent).not.toMatch(/[↑↓]/);
    expect(change.textContent).toContain('No change yet');
    expect(card.textContent).toContain('12 Jun, Thu');
    expect(card.textContent).not.toMatch(/Thu – \d/);
    expect(within(card).getByText('Expired')).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
    expect((within(card).getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says there is no offer when the search has none now, and never calls a first price a rise', async () => {
    mockApi({
      'GET /api/user/': me,
      'GET /api/user/flight/price_alerts/': list([
        flightAlert({ id: 4, old_price: 1000, new_price: 0 }),
        flightAlert({ id: 5, old_price: 0, new_price: 1000 }),
      ]),
    });
    renderPage();
    const [none, first] = (await cards()) as [HTMLElement, HTMLElement];
    expect(within(none).getByTestId('price-change').textContent).toBe('No offer for this search at the moment');
    expect(within(first).getByTestId('price-change').textContent).not.toMatch(/[↑↓]/);
  });

  it('asks for the list again on every visit, even with it cached', async () => {
    const api = mockApi({ 'GET /api/user/': me, 'GET /api/user/flight/price_alerts/': list([flightAlert()]) });
    const { history } = renderRoutes(
      [
        { path: '/profile/price_alerts/', element: <PriceAlertsPage /> },
        { path: '/profile/', element: <p>Profile</p> },
      ],
      ['/profile/price_alerts/'],
    );
    await cards();
    act(() => history.push('/profile/'));
    await screen.findByText('Profile');
    act(() => history.push('/profile/price_alerts/'));
    await cards();
    const asked = () =>
      api.mock.calls.filter(([u]) => new URL(String(u)).pathname === '/api/user/flight/price_alerts/').length;
    await waitFor(() => expect(asked()).toBe(2));
  });
});

describe('My Price Alerts: the traveller in control (03 §15)', () => {
  it('names the passengers and the current price, and the target when there is one', async () => {
    mockApi({
      'GET /api/user/': me,
      'GET /api/user/flight/price_alerts/': list([flightAlert({ target_price: 2000 })]),
    });
    renderPage();
    const [card] = (await cards()) as [HTMLElement];
    expect(within(card).getByTestId('alert-passengers').textContent).toBe('2 adults, 1 child');
    expect(card.textContent).toContain('Lowest price now');
    expect(within(card).getByTestId('alert-target').textContent).toMatch(/^Tells you below ₺2,000\.00$/);
  });

  it('says how many ride on a transfer alert', async () => {
    mockApi({ 'GET /api/user/': me, 'GET /api/user/transfer/price_alerts/': list([transferAlert()]) });
    renderPage('/profile/price_alerts/?tab=transfer');
    const [card] = (await cards()) as [HTMLElement];
    expect(within(card).getByTestId('alert-passengers').textContent).toBe('3 passengers');
  });

  it('deletes an alert after asking, and Undo creates the same alert again', async () => {
    let alerts = [flightAlert({ target_price: 2000 })];
    const fetch = mockApi({
      'GET /api/user/': me,
      'GET /api/user/flight/price_alerts/': () => list(alerts),
      'DELETE /api/user/flight/price_alerts/1/': () => {
        alerts = [];
        return { status: 204 };
      },
      'POST /api/flight/info/price-alert/': () => {
        alerts = [flightAlert({ id: 5, target_price: 2000 })];
        return { status: 201, body: { ...flightAlert({ id: 5 }), target_price: 2000 } };
      },
    });
    renderPage();
    const user = userEvent.setup();
    const [card] = (await cards()) as [HTMLElement];
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    expect(dialog.textContent).toContain('Delete this alert?');
    // Nothing is deleted before the traveller confirms.
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no price alerts yet.')).toBeTruthy();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1));
    const body = JSON.parse(String(fetch.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body));
    expect(body).toEqual({
      option: 7,
      notify_email: 'ayse@example.com',
      notify_phone: '5321234567',
      target_price: 2000,
    });
    expect(await cards()).toHaveLength(1);
  });
});
