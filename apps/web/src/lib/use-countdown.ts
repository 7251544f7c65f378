import { useEffect, useState } from 'react';

/**
 * Seconds left, counting down from the server's time_out_seconds. `since` is when that answer
 * arrived (ms): a cached answer shown again counts from then, not from now.
 */
export function useCountdown(startSeconds: number | undefined, since?: number): number | null {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (startSeconds === undefined) return;
    const deadline = (since || Date.now()) + startSeconds * 1000;
    const tick = () => Math.max(0, Math.round((deadline - Date.now()) / 1000));
    setLeft(tick());
    const timer = setInterval(() => setLeft(tick()), 1000);
    return () => clearInterval(timer);
  }, [startSeconds, since]);
  return left;
}
