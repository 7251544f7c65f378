import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Every page opens at its top (issue 41): the app keeps the window's scroll between pages, so a
 * results page opened from the search button low on a small phone opened 300 px down. A new page
 * (a push, or a replace to another path) starts at the top before it paints; Back and Forward (POP)
 * leave the browser's own position alone. Pages whose content arrives late still use `useOpenAtTop`.
 */
export function useTopOnNavigate() {
  const { pathname, search } = useLocation();
  const type = useNavigationType();
  const last = useRef({ pathname, search });
  useLayoutEffect(() => {
    const before = last.current;
    last.current = { pathname, search };
    if (type === 'POP') return;
    const moved = before.pathname !== pathname || (type === 'PUSH' && before.search !== search);
    if (moved) window.scrollTo({ top: 0 });
  }, [pathname, search, type]);
}
