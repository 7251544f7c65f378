import { Workbox } from 'workbox-window';
import { useAppUpdate } from './update-store';

/** A tab left open for long still learns of a new deployment. */
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Registers the Workbox service worker that precaches the app shell (issue 12). A new version
 * waits until the traveller chooses to reload (the update banner), so a page never changes code
 * under their hands; reloading tells it to take over and then loads the new version.
 */
export async function registerServiceWorker() {
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    useAppUpdate.setState({
      activate: () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      },
    });
  });
  await wb.register();
  setInterval(() => void wb.update(), UPDATE_CHECK_MS);
}
