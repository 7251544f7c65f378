import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** `?route=/faq/` at start navigates to that target (01 §2); only same-site paths are followed. */
export function useRouteParam() {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const target = new URLSearchParams(window.location.search).get('route');
    if (target?.startsWith('/') && !target.startsWith('//')) navigate(target, { replace: true });
  }, [navigate]);
}
