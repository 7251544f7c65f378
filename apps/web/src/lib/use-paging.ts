import { useCallback, useState } from 'react';

/** 02 §9: results come 10 at a time; the next page loads when the list end is within 250 px. */
export const PAGE_SIZE = 10;
export const SCROLL_GAP = '250px';

/**
 * Paging by `pageSize` for a list of `total` items. Back to page one whenever a value in `resetOn`
 * changes (a filter or sort, 02 §4). Put `sentinelRef` on an element after the list that is rendered
 * while `hasMore`: the observer is attached when that element appears and again after each page, so a
 * list end that is still in view keeps loading; `showMore` backs the "Show more" button.
 */
export function usePaging(total: number, resetOn: readonly unknown[], pageSize = PAGE_SIZE) {
  const [shown, setShown] = useState(pageSize);
  const [seen, setSeen] = useState(resetOn);
  if (seen.length !== resetOn.length || seen.some((v, i) => !Object.is(v, resetOn[i]))) {
    // Adjusting state while rendering: the stale page is never painted.
    setSeen(resetOn);
    setShown(pageSize);
  }
  const showMore = useCallback(() => setShown((n) => n + pageSize), [pageSize]);
  const reset = useCallback(() => setShown(pageSize), [pageSize]);
  // Re-created for each page (`shown`), so the observer reports the sentinel's current state afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` re-attaches the observer on purpose.
  const sentinelRef = useCallback(
    (el: HTMLElement | null) => {
      if (!el || typeof IntersectionObserver === 'undefined') return;
      const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && showMore(), {
        rootMargin: SCROLL_GAP,
      });
      io.observe(el);
      return () => io.disconnect();
    },
    [showMore, shown],
  );
  return { shown: Math.min(shown, total), hasMore: shown < total, showMore, reset, sentinelRef };
}
