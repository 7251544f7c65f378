import { platform } from '../../lib/platform';

/**
 * Starts the service worker once the page has loaded and the browser is idle, from its own chunk:
 * the first paint and the home page's download never wait for it (issue 12). Not in development
 * (Vite serves live modules) nor in the Capacitor shell, whose files are on the device already.
 */
export function scheduleServiceWorker() {
  if (!import.meta.env.PROD || platform.isNative || !('serviceWorker' in navigator)) return;
  const start = () => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => {
      import('./register-service-worker')
        .then((m) => m.registerServiceWorker())
        .catch(() => {
          // No worker (private mode, refused): the app works as before, only not offline.
        });
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
