import { useEffect, useState } from 'react';

/**
 * True once the page has scrolled past `collapseAt` px, false again near the top: a sticky header
 * uses it to fold its secondary rows so that a short phone shows more of the list. The two
 * thresholds keep it from flickering; the page must also switch off scroll anchoring
 * (`overflow-anchor: none`), or the browser would scroll back by what the header gave up and
 * unfold it again. A page too short to scroll well past the header never folds it.
 */
export function useCollapsedOnScroll(collapseAt = 120, expandAt = 8): boolean {
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      const room = document.documentElement.scrollHeight - window.innerHeight;
      setCollapsed((was) => (was ? y > expandAt : y > collapseAt && room > collapseAt + 240));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [collapseAt, expandAt]);
  return collapsed;
}
