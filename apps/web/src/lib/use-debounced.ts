import { useEffect, useState } from 'react';

/** Waits until the value stops changing for `ms` before passing it on (01 §5: 100 ms search delay). */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** True only once `flag` has stayed true for `ms`, so quick loads never flash a spinner (01 §5: 150 ms). */
export function useDelayedFlag(flag: boolean, ms: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) return setShown(false);
    const timer = setTimeout(() => setShown(true), ms);
    return () => clearTimeout(timer);
  }, [flag, ms]);
  return shown;
}
