import { useEffect, useRef } from 'react';
import { useTranslation } from './translate';
import { useNavigate } from 'react-router';
import { toast } from '../components/ui/toast';

/**
 * What both results pages do around a search's life: once the results of a session are ready,
 * the heading (the returned ref) takes focus so that a screen reader starts from it; and when the
 * session times out on screen, the traveller is told so and goes back to `searchPath` (02 §8).
 */
export function useResultsArrival({
  ready,
  sessionUnique,
  secondsLeft,
  searchPath,
}: {
  ready: boolean;
  sessionUnique: string | null;
  secondsLeft: number | null;
  searchPath: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusedFor = useRef<string | null>(null);
  const sawTimeLeft = useRef(false);

  useEffect(() => {
    if (!ready || !sessionUnique || focusedFor.current === sessionUnique) return;
    // After the results' first frame, not in the effect (issue 21): focusing makes the browser lay
    // out the whole new list at once inside the render's task, one long task on a slow phone
    // (~35 ms unthrottled, the largest on the results page); painted first, the layout is done.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        focusedFor.current = sessionUnique;
        headingRef.current?.focus({ preventScroll: true });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, sessionUnique]);

  useEffect(() => {
    if (secondsLeft !== null && secondsLeft > 0) sawTimeLeft.current = true;
    if (secondsLeft === 0 && sawTimeLeft.current) {
      sawTimeLeft.current = false;
      toast.error(t('search.timed_out'));
      navigate(searchPath, { replace: true });
    }
  }, [secondsLeft, navigate, t, searchPath]);

  return headingRef;
}
