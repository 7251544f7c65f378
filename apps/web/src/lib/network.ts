import { useSyncExternalStore } from 'react';
import { ApiError } from './api/errors';
import { apiUrl } from './api/origin';
import { translate } from './translate';

/**
 * Whether the device says it has a network. `navigator.onLine` false is certain (no network at
 * all); true only means "maybe", so callers also treat a request that never reached the server
 * (ApiError status 0) as offline.
 */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A failure that comes from the missing network rather than from the server. */
export const isNetworkFailure = (error: unknown) => isOffline() || (error instanceof ApiError && error.status === 0);

/**
 * Set when a request could not reach the server, cleared by the next one that did (or by the
 * browser's `online` event): a phone on a dead network often still says `onLine`.
 */
let unreachable = false;
const listeners = new Set<() => void>();

/** How often the server is asked again while it cannot be reached. */
const PROBE_MS = 3000;
let probe: ReturnType<typeof setInterval> | null = null;

/**
 * While the server cannot be reached, ask it again every few seconds (a bodiless HEAD of the app
 * info, while the page is in view): the network coming back often brings no `online` event, and
 * the offline line would otherwise stay until the traveller happened to make a request.
 */
function probeWhileUnreachable() {
  if (unreachable && probe === null) {
    probe = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      fetch(apiUrl('/api/mobile/info/'), { method: 'HEAD', cache: 'no-store' }).then(
        (res) => res.ok && reportReachable(true),
        () => {},
      );
    }, PROBE_MS);
  } else if (!unreachable && probe !== null) {
    clearInterval(probe);
    probe = null;
  }
}

/** Called with each request's fate (the query client does it for every query and mutation). */
export function reportReachable(reached: boolean) {
  if (unreachable === !reached) return;
  unreachable = !reached;
  probeWhileUnreachable();
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  const online = () => reportReachable(true);
  listeners.add(onChange);
  window.addEventListener('online', online);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', online);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** False while the device reports no network or the server could not be reached; re-renders on change. */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => !isOffline() && !unreachable,
    () => true,
  );

/** What each screen that cannot work offline says (issue 12), from the catalogue. */
export type OfflineMessage = 'offline.search' | 'offline.payment' | 'offline.pnr';

/**
 * Runs a call that needs the server. With no network it fails at once (never hangs) with an
 * ApiError of status 0 whose message says plainly what needs a connection; screens already show
 * an ApiError's message, so they read "You're offline. Searching needs a connection." instead of
 * a generic error.
 */
export async function needsNetwork<T>(message: OfflineMessage, run: () => Promise<T>): Promise<T> {
  if (isOffline()) throw new ApiError(0, translate(message));
  try {
    return await run();
  } catch (error) {
    if (isNetworkFailure(error)) throw new ApiError(0, translate(message));
    throw error;
  }
}
