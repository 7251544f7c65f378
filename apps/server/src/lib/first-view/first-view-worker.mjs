// The first views' thread (issue 21): draws a page with the web app's own components, built for
// Node (apps/web's `dist-ssr/first-view.mjs`). The app's modules read a few browser globals as they
// load (the platform, the settings' device language, stored settings); on this thread alone they
// get inert stand-ins: nothing is stored and no listener ever fires. Renders run one at a time.
import { parentPort, workerData } from 'node:worker_threads';

const noop = () => {};
class MemoryStorage {
  #items = new Map();
  getItem(key) {
    return this.#items.get(key) ?? null;
  }
  setItem() {}
  removeItem() {}
  clear() {}
  key() {
    return null;
  }
  get length() {
    return 0;
  }
}
// The app writes its images' and links' addresses from its own origin; drawn here, they come out
// relative (the origin is cut from the page), so no request header ever reaches the page.
const ORIGIN = 'http://first.view';
Object.assign(globalThis, {
  window: globalThis,
  localStorage: new MemoryStorage(),
  sessionStorage: new MemoryStorage(),
  location: new URL(`${ORIGIN}/`),
  addEventListener: noop,
  removeEventListener: noop,
  matchMedia: () => ({ matches: false, addEventListener: noop, removeEventListener: noop }),
});
if (typeof globalThis.navigator === 'undefined')
  Object.defineProperty(globalThis, 'navigator', { value: { language: 'tr', onLine: true } });

const { renderFirstView } = await import(workerData.bundle);

// One job is { url, first }: the page's path and query, and the API answer it is drawn with (web's
// first-view/first-data.ts). One render at a time: a render sets the thread's language and query
// cache for its page.
let queue = Promise.resolve();
parentPort.on('message', ({ id, job }) => {
  queue = queue.then(async () => {
    try {
      const catalog = workerData.catalogs[job.first.language];
      const html = await renderFirstView(job.url, job.first, catalog);
      parentPort.postMessage({ id, answer: html?.replaceAll(ORIGIN, '') ?? null });
    } catch (error) {
      parentPort.postMessage({ id, error: String(error?.stack ?? error) });
    }
  });
});
parentPort.postMessage({ ready: true });
