import { useEffect, useState } from 'react';

/**
 * Seconds left, counting down from the server's time_out_seconds. `since` is when that answer
 * arrived (ms): a cached answer shown again counts from then, not from now.
 */
export function useCountdown(startSeconds: number | undefined, since?: number): number | null {
  // Known from the first render, not only after an effect: a page the server drew (a payment page's
  // hold) shows it before the app runs, and the app's first render must match it, or the line
  // appears a frame late and pushes the page down (issue 21: a layout shift of 0.04).
  const [left, setLeft] = useState<number | null>(() => secondsLeft(startSeconds, since || Date.now()));
  useEffect(() => {
    if (startSeconds === undefined) return;
    const arrived = since || Date.now();
    const tick = () => secondsLeft(startSeconds, arrived);
    setLeft(tick());
    const timer = setInterval(() => setLeft(tick()), 1000);
    return () => clearInterval(timer);
  }, [startSeconds, since]);
  return left;
}

function secondsLeft(startSeconds: number | undefined, arrived: number): number | null {
  if (startSeconds === undefined) return null;
  return Math.max(0, Math.round((arrived + startSeconds * 1000 - Date.now()) / 1000));
}
