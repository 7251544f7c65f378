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
Object.assign(globalThis, {
  window: globalThis,
  localStorage: new MemoryStorage(),
  sessionStorage: new MemoryStorage(),
  location: new URL('http://first.view/'),
  addEventListener: noop,
  removeEventListener: noop,
  matchMedia: () => ({ matches: false, addEventListener: noop, removeEventListener: noop }),
});
if (typeof globalThis.navigator === 'undefined')
  Object.defineProperty(globalThis, 'navigator', { value: { language: 'tr', onLine: true } });

const { renderFirstView } = await import(workerData.bundle);

// One job is { url, origin, first }: the page's path and query, the origin the browser sees (the
// app draws its images' addresses from it) and the API answer (web's first-view/first-data.ts).
// One render at a time: a render sets the thread's language, address and query cache for its page.
let queue = Promise.resolve();
parentPort.on('message', ({ id, job }) => {
  queue = queue.then(async () => {
    try {
      globalThis.location = new URL(job.origin);
      const catalog = workerData.catalogs[job.first.language];
      parentPort.postMessage({ id, answer: await renderFirstView(job.url, job.first, catalog) });
    } catch (error) {
      parentPort.postMessage({ id, error: String(error?.stack ?? error) });
    }
  });
});
parentPort.postMessage({ ready: true });
