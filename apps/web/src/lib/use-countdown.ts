import { useEffect, useState } from 'react';

/** Seconds left, counting down from the server's time_out_seconds. */
export function useCountdown(startSeconds: number | undefined): number | null {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (startSeconds === undefined) return;
    const deadline = Date.now() + startSeconds * 1000;
    setLeft(startSeconds);
    const timer = setInterval(() => setLeft(Math.max(0, Math.round((deadline - Date.now()) / 1000))), 1000);
    return () => clearInterval(timer);
  }, [startSeconds]);
  return left;
}
