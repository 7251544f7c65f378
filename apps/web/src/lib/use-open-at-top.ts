import { useEffect, useRef } from 'react';

/**
 * A page opens at its top (issue 22): the app keeps the scroll of the page it came from, so a
 * ticket opened from the payment page's Secure Pay, or a payment page opened from a fare far down
 * the results, would open mid-page. Once per arrival (`arrival`: the location's key), when the
 * page's content first shows (a skeleton is too short to hold the position).
 */
export function useOpenAtTop(arrival: string, shown: boolean) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!shown || done.current === arrival) return;
    done.current = arrival;
    // In the frame that paints the content, not in the render's task (issue 21): scrolling lays the
    // new page out at once, and inside the effect that made the render's task one long task.
    const frame = requestAnimationFrame(() => window.scrollTo({ top: 0 }));
    return () => cancelAnimationFrame(frame);
  }, [arrival, shown]);
}
