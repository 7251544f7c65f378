import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { backAction } from './back-button';
import { deepLinkPath } from './deep-links';
import { hideNativeSplash, leaveApp, onNativeEvents } from './native-events';

const OVERLAY = '[role="dialog"], [role="alertdialog"]';

/** Closes the top dialog or sheet the way Escape does; a blocking one (update required) stays. */
function closeTopOverlay() {
  const overlays = document.querySelectorAll<HTMLElement>(OVERLAY);
  const top = overlays[overlays.length - 1];
  top?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
}

/**
 * The shell's side of navigation (issue 12), mounted only when `platform.isNative`: links to a
 * booking detail open it, and the Android back button acts as the app's Back. Renders nothing.
 */
export function NativeShell() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  useEffect(() => {
    void hideNativeSplash().catch(() => undefined);
    return onNativeEvents((event) => {
      if (event.type === 'appUrlOpen') {
        const path = deepLinkPath(event.url);
        const { pathname, search } = here.current;
        if (path && path !== `${pathname}${search}`) navigate(path);
        return;
      }
      const action = backAction({
        pathname: here.current.pathname,
        historyIndex: (window.history.state as { idx?: number } | null)?.idx ?? 0,
        overlayOpen: document.querySelector(OVERLAY) !== null,
      });
      if (action === 'close-overlay') closeTopOverlay();
      else if (action === 'history-back') navigate(-1);
      else if (action === 'home') navigate('/', { replace: true });
      else void leaveApp().catch(() => undefined);
    });
  }, [navigate]);
  return null;
}
