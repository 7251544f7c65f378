import { useLocation } from 'react-router';

/**
 * Log in and Sign up from the menus return to the page they were opened on (issue 41), as the
 * account pages' own guard does: `?next=` carries it; the sign-in pages themselves and the home
 * page need none.
 */
export function useAuthLinks() {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const next = pathname === '/' || pathname.startsWith('/auth/') ? '' : `?next=${encodeURIComponent(here)}`;
  return { login: `/auth/login/${next}`, register: `/auth/register/${next}` };
}
