import { useSyncExternalStore } from 'react';

/**
 * From this width the app is a desktop site (issue 42): top navigation, columns, dialogs instead of
 * sheets. The same value as Tailwind's `lg:` breakpoint, so a layout chosen here and one chosen in
 * CSS always agree.
 */
export const DESKTOP_QUERY = '(min-width: 1024px)';

const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(DESKTOP_QUERY) : null);

const subscribe = (listener: () => void) => {
  const list = media();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
};

const current = () => media()?.matches ?? false;
// A page drawn on the server is drawn as on a phone (mobile first); the browser then draws its own.
const onServer = () => false;

/** Whether the window is desktop-wide now; a page drawn again when that changes. */
export function useDesktop(): boolean {
  return useSyncExternalStore(subscribe, current, onServer);
}
