import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useToasts } from '../../components/ui/toast';
import { FlightPaymentPage } from './flight-payment-page';
import { takeDraft } from './payment-draft';
import { airport } from '../../test/fixtures';
import { direction, paymentData, SESSION } from './test-fixtures';
import { mockApi, paymentRoutes, renderAt, setUpPaymentTests } from './test-utils';
import { paymentDataKey } from './api/payment-data';

setUpPaymentTests();

const URL_ = `/flight/payment/?session_unique=${SESSION}`;
const page = () => renderAt(URL_, <FlightPaymentPage />);

describe('the 20-minute hold on the payment page (issue 20)', () => {
  it('is labelled with what it is', async () => {
    mockApi(paymentRoutes('flight', paymentData()));
    page();
    const hold = await screen.findByTestId('price-hold');
    expect(hold.textContent).toBe('Price held for 15:00');
    expect(hold.getAttribute('role')).toBe('timer');
  });

  it('counts from when the server answered: shown again after Back, it does not start over (issue 41)', async () => {
    const data = paymentData({ time_out_seconds: 900 });
    mockApi(paymentRoutes('flight', data));
    renderAt(URL_, <FlightPaymentPage />, (client) =>
      client.setQueryData([...paymentDataKey('flight', SESSION), 'en'], data, { updatedAt: Date.now() - 5 * 60_000 }),
    );
    const hold = await screen.findByTestId('price-hold');
    expect(hold.textContent).toBe('Price held for 10:00');
  });

  it('warns once when two minutes are left, in red', async () => {
    mockApi(paymentRoutes('flight', paymentData({ time_out_seconds: 119 })));
    page();
    const hold = await screen.findByTestId('price-hold');
    expect(hold.className).toContain('text-danger');
    await waitFor(() =>
      expect(useToasts.getState().toasts.map((t) => t.text)).toEqual([
        'Two minutes left at this price: finish paying soon.',
      ]),
    );
  });

  it('when it is over offers to refresh the same search and keeps what was typed, never the card', async () => {
    mockApi(paymentRoutes('flight', paymentData({ time_out_seconds: 1 })));
    const user = userEvent.setup({ delay: null });
    page();
    const email = await screen.findByLabelText(/E-mail/);
    await user.type(email, 'ayse@example.com');
    await user.type(screen.getByLabelText('Card number'), '4111111111111111');
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 3000 });
    await user.click(within(dialog).getByRole('button', { name: 'Refresh the search' }));
    expect((await screen.findByTestId('landing')).textContent).toBe('search-gate 42 ');
    const draft = takeDraft('flight', 42);
    expect(draft?.email).toBe('ayse@example.com');
    expect(draft).not.toHaveProperty('card_number');
    expect(draft).not.toHaveProperty('card_cvc');
  });

  it('asks before Back leaves a filled form, and stays when told to', async () => {
    mockApi(paymentRoutes('flight', paymentData()));
    const user = userEvent.setup({ delay: null });
    page();
    await user.type(await screen.findByLabelText(/E-mail/), 'ayse@example.com');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Leave the payment page?');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByTestId('landing')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    expect((await screen.findByTestId('landing')).textContent).toBe('search-gate 42 ');
  });
});

describe('payment page: what the trip and the prices are (issue 20)', () => {
  it('says a round trip comes back to another airport of the city, and what each price row covers', async () => {
    const SAW = airport('SAW', 'Sabiha Gökçen Airport', 'Istanbul');
    const ADB = airport('ADB', 'Adnan Menderes Airport', 'Izmir');
    mockApi(
      paymentRoutes(
        'flight',
        paymentData({ return_booking: direction({ departure_airport: ADB, arrival_airport: SAW }) }),
      ),
    );
    page();
    const notes = await screen.findAllByTestId('airport-change');
    expect(notes.map((n) => n.textContent)).toEqual(['Leaves from IST, comes back to SAW: different airports']);
    expect(screen.getAllByTestId('row-covers').map((r) => r.textContent)).toEqual(['×1', '×1']);
  });

  it('says a row for several passengers holds their total', async () => {
    mockApi(
      paymentRoutes(
        'flight',
        paymentData({
          group_tickets: [
            { pax_type: 'ADT', pax_name: 'Adult', count: 2, total_base: 3000, total_tax: 0, total_service_fee: 100 },
          ],
        }),
      ),
    );
    page();
    expect((await screen.findByTestId('row-covers')).textContent).toBe('×2, total');
  });
});
