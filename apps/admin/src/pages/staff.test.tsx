import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { session } from '../lib/session';
import { fakeApi } from '../test/fake-api';

beforeEach(() => session.set('t'.repeat(43)));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const member = (id: number, email: string, role: string, state = 'active') => ({
  id,
  email,
  role,
  state,
  created_at: '2026-11-20T10:00:00Z',
});

describe('staff management (admins only)', () => {
  it('invites a member and shows the set-up link once; another member can be disabled, oneself not', async () => {
    const calls = fakeApi({
      'GET /session/': { status: 200, body: { id: 1, email: 'yonetim@yolcu.example', role: 'admin' } },
      'GET /staff/': {
        status: 200,
        body: { results: [member(1, 'yonetim@yolcu.example', 'admin'), member(2, 'masa@yolcu.example', 'support')] },
      },
      'POST /staff/': {
        status: 201,
        body: { id: 3, link: 'http://localhost/admin/setup?token=abc', expires_at: '2026-11-29T10:00:00Z' },
      },
      'PUT /staff/2/': { status: 200, body: member(2, 'masa@yolcu.example', 'support', 'disabled') },
    });
    render(
      <MemoryRouter initialEntries={['/staff']}>
        <App lang="en" />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'Yeni@Yolcu.example');
    await user.click(screen.getByRole('button', { name: 'Send an invitation' }));
    expect((await screen.findByTestId('setup-link')).textContent).toBe('http://localhost/admin/setup?token=abc');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'Yeni@Yolcu.example', role: 'support' });

    const rows = screen.getAllByRole('row');
    const own = rows.find((r) => r.textContent?.includes('yonetim@yolcu.example'))!;
    expect(within(own).queryByRole('button', { name: 'Disable' })).toBeNull();
    const other = rows.find((r) => r.textContent?.includes('masa@yolcu.example'))!;
    await user.click(within(other).getByRole('button', { name: 'Disable' }));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ disabled: true });
  });
});
