import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_QUERY } from '../../lib/use-desktop';
import { useSettings } from '../../lib/settings-store';
import { FlightPaymentPage } from './flight-payment-page';
import { paymentData, SESSION } from './test-fixtures';
import { mockApi, paymentRoutes, plainText, renderAt, setUpPaymentTests } from './test-utils';

setUpPaymentTests();

/** A window as wide as a desktop's (issue 42), or a phone's. */
function windowIs(desktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: desktop && query === DESKTOP_QUERY,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }));
}
afterEach(() => vi.unstubAllGlobals());

const EUR_RATE = 40;
const routes = () =>
  paymentRoutes('flight', paymentData(), {
    'GET /api/currency/EUR/': { code: 'EUR', icon: '€', name: 'Euro', value: EUR_RATE },
  });
/** "€1,234.56" or "₺49,382.40" as a number. */
const amount = (text: string) => Number(text.match(/[\d,]+\.\d{2}/)?.[0]?.replaceAll(',', ''));

describe('flight payment page on a desktop', { timeout: 20_000 }, () => {
  it('puts the trip and the prices in a summary beside the form, Secure Pay with the TRY amount charged', async () => {
    windowIs(true);
    useSettings.setState({ currency: 'EUR' });
    mockApi(routes());
    const { container } = renderAt(`/flight/payment/?session_unique=${SESSION}`, <FlightPaymentPage />);
    const summary = await screen.findByRole('region', { name: 'Your trip and price' });
    const s = within(summary);
    expect(s.getByTestId('direction-departure')).toBeTruthy();
    expect(s.getByTestId('price-table')).toBeTruthy();
    // The traveller's fields are not in it: they are the form on the left.
    expect(s.queryByLabelText('E-mail address')).toBeNull();
    expect(screen.getByLabelText('E-mail address')).toBeTruthy();
    // Read and tabbed through as on a phone: the summary, the fields, then Secure Pay, the form's last stop.
    const form = container.querySelector('form')!;
    const pay = screen.getByRole('button', { name: /Secure Pay/ });
    const stops = [...form.querySelectorAll('input, button, select, a[href]')];
    expect(stops.at(-1)).toBe(pay);
    expect(stops.indexOf(screen.getByLabelText('E-mail address'))).toBeGreaterThan(
      stops.findIndex((el) => summary.contains(el)),
    );
    // Once the euro's rate has come, the amount reads in euros and the TRY amount beside it.
    await waitFor(() => expect(amount(plainText(screen.getByTestId('pay-total')))).toBeLessThan(1000));
    const shown = plainText(screen.getByTestId('pay-total'));
    const note = plainText(screen.getByTestId('pay-total-try'));
    expect(shown).toMatch(/^€/);
    expect(note).toMatch(/^Your card is charged ₺[\d,.]+ in Turkish lira\.$/);
    expect(Math.abs(amount(note) - amount(shown) * EUR_RATE)).toBeLessThan(EUR_RATE);
  });

  it('lays the columns out in CSS, so the page the server draws is already the desktop one (no phone layout first)', async () => {
    // The server draws as on a phone (useDesktop is false there): the same markup must carry both layouts.
    windowIs(false);
    mockApi(routes());
    const { container } = renderAt(`/flight/payment/?session_unique=${SESSION}`, <FlightPaymentPage />);
    const summary = await screen.findByRole('region', { name: 'Your trip and price' });
    const form = container.querySelector('form')!;
    expect(form.className).toMatch(/\blg:grid\b/);
    expect(form.className).toContain('lg:grid-cols-');
    expect(summary.className).toMatch(/\blg:sticky\b/);
    expect(summary.className).toContain('lg:col-start-2');
    expect(screen.getByTestId('payment-pay').className).toMatch(/\blg:sticky\b/);
    expect(container.querySelector('[data-page="payment"]')).toBeTruthy();
  });

  it('keeps the phone page in one column, the summary first, with no second amount', async () => {
    windowIs(false);
    useSettings.setState({ currency: 'EUR' });
    mockApi(routes());
    renderAt(`/flight/payment/?session_unique=${SESSION}`, <FlightPaymentPage />);
    await screen.findByTestId('direction-departure');
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.getByTestId('pay-total')).toBeTruthy();
    expect(screen.queryByTestId('pay-total-try')).toBeNull();
  });
});
