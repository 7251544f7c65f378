import { cleanup, render, screen } from '@testing-library/react';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { GuardedRouter } from './guarded-router';
import { useAuthLinks } from './use-auth-links';

function Links() {
  const { login, register } = useAuthLinks();
  return (
    <p>
      {login} {register}
    </p>
  );
}
const at = (url: string) =>
  render(
    <GuardedRouter history={UNSAFE_createMemoryHistory({ initialEntries: [url], v5Compat: true })}>
      <Links />
    </GuardedRouter>,
  );

afterEach(cleanup);

describe('Log in and Sign up from the menus (issue 41)', () => {
  it('come back to the page they were opened on', () => {
    at('/flight/search/?session_unique=abc');
    expect(screen.getByText(/auth/).textContent).toBe(
      '/auth/login/?next=%2Fflight%2Fsearch%2F%3Fsession_unique%3Dabc /auth/register/?next=%2Fflight%2Fsearch%2F%3Fsession_unique%3Dabc',
    );
  });

  it('need no way back from home or the sign-in pages', () => {
    at('/auth/register/');
    expect(screen.getByText(/auth/).textContent).toBe('/auth/login/ /auth/register/');
  });
});
