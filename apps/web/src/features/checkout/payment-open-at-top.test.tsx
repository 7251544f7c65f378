import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FlightPaymentPage } from './flight-payment-page';
import { paymentData, SESSION } from './test-fixtures';
import { mockApi, paymentRoutes, renderAt, setUpPaymentTests } from './test-utils';

setUpPaymentTests();

describe('payment page scroll (issue 22)', () => {
  it('opens at its top once the form shows, whatever the results were scrolled to, and only once', async () => {
    mockApi(paymentRoutes('flight', paymentData()));
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderAt(`/flight/payment/?session_unique=${SESSION}`, <FlightPaymentPage />);
    await screen.findByTestId('direction-departure');
    // The scroll runs in the frame that paints the form (issue 21): wait for it, not past it.
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 }));
    const calls = scrollTo.mock.calls.length;
    // Filling the form afterwards is not pulled back up.
    await screen.findByRole('button', { name: /Secure Pay/ });
    expect(scrollTo).toHaveBeenCalledTimes(calls);
  });
});
