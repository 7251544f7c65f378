import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoutes, setUpPageTests } from '../../test/page-test-utils';
import { AuthPage } from './auth-page';

setUpPageTests();

const calls = (fetch: ReturnType<typeof mockApi>, key: string) =>
  fetch.mock.calls.filter(
    ([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), window.location.origin).pathname}` === key,
  );

describe('login page', () => {
  it('sending the forgot-password sheet asks for the link and never submits the login', async () => {
    const fetch = mockApi({
      'POST /api/auth/forget-password/': { body: { detail: 'If the address has an account, a link is on its way.' } },
      'POST /api/auth/login/': { status: 400, body: { detail: 'Wrong credentials.' } },
    });
    renderRoutes([{ path: '/auth/:auth_type/', element: <AuthPage /> }], ['/auth/login/']);
    const user = userEvent.setup();
    // A filled login form: were the sheet's submit to reach it, the login would be sent.
    await user.type(screen.getByLabelText('Username or e-mail'), 'ayse');
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const sheet = await screen.findByRole('dialog', { name: 'Forgot password?' });
    await user.type(sheet.querySelector('input[type="email"]') as HTMLInputElement, 'ayse@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));

    expect(await screen.findByText('If the address has an account, a link is on its way.')).toBeTruthy();
    await waitFor(() => expect(calls(fetch, 'POST /api/auth/forget-password/')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetch, 'POST /api/auth/forget-password/')[0]?.[1]?.body))).toEqual({
      email: 'ayse@example.com',
    });
    expect(calls(fetch, 'POST /api/auth/login/')).toHaveLength(0);
    expect(document.title).toBe('Log in — Yolcu');
  });

  it('an account awaiting its code links to the activation page, with the e-mail it logged in with', async () => {
    mockApi({
      'POST /api/auth/login/': {
        status: 400,
        body: {
          non_field_errors: [
            'Your account is not activated yet. Enter the code we e-mailed you, or ask for a new one.',
          ],
        },
      },
    });
    const { history } = renderRoutes(
      [
        { path: '/auth/:auth_type/', element: <AuthPage /> },
        { path: '/auth/activate/', element: <p>activation page</p> },
      ],
      ['/auth/login/'],
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username or e-mail'), 'ayse@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(await screen.findByRole('link', { name: /Activate your account/ }));
    expect(await screen.findByText('activation page')).toBeTruthy();
    expect(history.location.search).toBe('?email=ayse%40example.com');
  });
});

describe('register page', () => {
  it('refuses a name that would carry a link into the welcome mail, under its field, without asking the server', async () => {
    const fetch = mockApi({ 'POST /api/auth/register/': { status: 201, body: { detail: 'ok' } } });
    renderRoutes([{ path: '/auth/:auth_type/', element: <AuthPage /> }], ['/auth/register/']);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'www.evil.com');
    await user.type(screen.getByLabelText('Last name'), 'Yılmaz');
    await user.type(screen.getByLabelText('E-mail'), 'victim@example.com');
    await user.type(screen.getByLabelText('Password'), 'Deniz-Feneri-42');
    await user.type(screen.getByLabelText('Confirm password'), 'Deniz-Feneri-42');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Please enter only letters.')).toBeTruthy();
    expect(calls(fetch, 'POST /api/auth/register/')).toHaveLength(0);
  });
});
