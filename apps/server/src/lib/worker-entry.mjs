// A worker thread's entry (issue 21, 35): built for production (`npm start`), the compiled worker
// sits beside its entry; in the sources (tests, `npm run dev`) a worker thread does not inherit the
// tsx loader of the process that starts it, so it registers tsx itself before it loads the
// TypeScript one.
import { existsSync } from 'node:fs';

/** Loads the worker `name` (without extension) that sits beside `entryUrl`. */
export async function loadWorker(entryUrl, name) {
  const compiled = new URL(`./${name}.js`, entryUrl);
  if (existsSync(compiled)) return import(compiled.href);
  const { register } = await import('tsx/esm/api');
  register();
  return import(new URL(`./${name}.ts`, entryUrl).href);
}
