import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useToasts } from '../../components/ui/toast';
import { CheckPnrPage } from './check-pnr-page';
import { mockApi, renderRoutes, setUpEnglish } from './test-utils';

beforeAll(setUpEnglish);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useToasts.setState({ toasts: [] });
});

function renderPage() {
  return renderRoutes(
    [
      { path: '/flight/check-pnr/', element: <CheckPnrPage /> },
      { path: '/flight/booking/detail/:id', element: <p>detail page</p> },
    ],
    ['/flight/check-pnr/'],
  );
}

async function fillAndSend(pnr = 'k7m2qx', surname = 'yilmaz') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('PNR Code'), pnr);
  await user.type(screen.getByLabelText('Surname'), surname);
  await user.click(screen.getByRole('button', { name: 'Inquire' }));
}

describe('flight PNR inquiry', () => {
  it('shows the fields, the button and the e-mail and SMS hint', () => {
    mockApi({});
    renderPage();
    expect(screen.getByRole('heading', { name: 'Flight Ticket Inquiry' })).toBeTruthy();
    expect(screen.getByText('Your PNR code was sent to you by e-mail and SMS after your purchase.')).toBeTruthy();
  });

  it('upper-cases both fields as they are typed and sends them', async () => {
    const api = mockApi({ 'POST /api/flight/check-pnr/': { body: { session_unique: 'abcdefabcdefabcdef12' } } });
    const { router } = renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('PNR Code'), 'k7m2qx');
    expect((screen.getByLabelText('PNR Code') as HTMLInputElement).value).toBe('K7M2QX');
    await user.type(screen.getByLabelText('Surname'), 'yilmaz');
    expect((screen.getByLabelText('Surname') as HTMLInputElement).value).toBe('YILMAZ');
    await user.click(screen.getByRole('button', { name: 'Inquire' }));
    await screen.findByText('detail page');
    expect(router.state.location.pathname).toBe('/flight/booking/detail/abcdefabcdefabcdef12');
    const call = api.mock.calls.find(([url]) => String(url).includes('/api/flight/check-pnr/'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ pnr: 'K7M2QX', surname: 'YILMAZ' });
  });

  it('checks the form before asking the server', async () => {
    const api = mockApi({});
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Inquire' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    await user.type(screen.getByLabelText('PNR Code'), 'ab1');
    await user.type(screen.getByLabelText('Surname'), 'yi');
    await user.click(screen.getByRole('button', { name: 'Inquire' }));
    expect(await screen.findByText('Length must be between 5 and 10.')).toBeTruthy();
    expect(screen.getByText('Minimum length is 3.')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('says Warning with the server text when no booking matches, and closes it after 2 s', async () => {
    mockApi({ 'POST /api/flight/check-pnr/': { status: 404, body: { detail: 'No record of pnr found.' } } });
    renderPage();
    await fillAndSend();
    const toast = await screen.findByText('No record of pnr found.');
    expect(toast.closest('[data-kind]')?.textContent).toBe('WarningNo record of pnr found.');
    await waitFor(() => expect(screen.queryByText('No record of pnr found.')).toBeNull(), { timeout: 3000 });
  });

  it('says Error / Something went wrong. for any other failure', async () => {
    mockApi({ 'POST /api/flight/check-pnr/': { status: 500, body: { detail: 'boom' } } });
    renderPage();
    await fillAndSend();
    const toast = await screen.findByText('Something went wrong.');
    expect(toast.closest('[data-kind]')?.textContent).toBe('ErrorSomething went wrong.');
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('shows the server message when asked to slow down', async () => {
    mockApi({ 'POST /api/flight/check-pnr/': { status: 429, body: { detail: 'Too many attempts. Please wait a few minutes and try again.' } } });
    renderPage();
    await fillAndSend();
    expect(await screen.findByText('Too many attempts. Please wait a few minutes and try again.')).toBeTruthy();
  });
});
