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
  it('puts the trip, the prices and Secure Pay in a summary beside the form, with the TRY amount charged', async () => {
    windowIs(true);
    useSettings.setState({ currency: 'EUR' });
    mockApi(routes());
    renderAt(`/flight/payment/?session_unique=${SESSION}`, <FlightPaymentPage />);
    const summary = await screen.findByRole('complementary', { name: 'Your trip and price' });
    const s = within(summary);
    expect(s.getByTestId('direction-departure')).toBeTruthy();
    expect(s.getByTestId('price-table')).toBeTruthy();
    expect(s.getByRole('button', { name: /Secure Pay/ })).toBeTruthy();
    // The traveller's fields are not in it: they are the form on the left.
    expect(s.queryByLabelText('E-mail address')).toBeNull();
    expect(screen.getByLabelText('E-mail address')).toBeTruthy();
    // Once the euro's rate has come, the amount reads in euros and the TRY amount beside it.
    await waitFor(() => expect(amount(plainText(s.getByTestId('pay-total')))).toBeLessThan(1000));
    const shown = plainText(s.getByTestId('pay-total'));
    const note = plainText(s.getByTestId('pay-total-try'));
    expect(shown).toMatch(/^€/);
    expect(note).toMatch(/^Your card is charged ₺[\d,.]+ in Turkish lira\.$/);
    expect(Math.abs(amount(note) - amount(shown) * EUR_RATE)).toBeLessThan(EUR_RATE);
  });

  it('keeps the phone page in one column, with no summary column and no second amount', async () => {
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
