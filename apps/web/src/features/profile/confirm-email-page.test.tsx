import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoutes, setUpPageTests } from '../../test/page-test-utils';
import { ConfirmEmailPage } from './confirm-email-page';

setUpPageTests();
const at = (query: string) =>
  renderRoutes([{ path: '/auth/confirm-email/', element: <ConfirmEmailPage /> }], [`/auth/confirm-email/${query}`]);

// Issue 36: the link mailed to a new address confirms it when opened.
describe('confirm e-mail page', () => {
  it("sends the link's token once and shows the server's answer", async () => {
    const fetch = mockApi({
      'POST /api/auth/email/confirm/': {
        body: { detail: 'Your new e-mail address is confirmed.', email: 'n@x.example' },
      },
    });
    at('?token=abc123');
    expect(await screen.findByText('Your new e-mail address is confirmed.')).toBeTruthy();
    const calls = fetch.mock.calls.filter(([url]) => String(url).includes('/email/confirm/'));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]![1]!.body))).toEqual({ token: 'abc123' });
    expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe('/profile/');
  });

  it('shows why a dead or taken link did not work', async () => {
    mockApi({
      'POST /api/auth/email/confirm/': {
        status: 400,
        body: { email: ['An account with this e-mail address already exists.'] },
      },
    });
    at('?token=abc123');
    expect((await screen.findByRole('alert')).textContent).toBe('An account with this e-mail address already exists.');
  });
});
