// The PDF thread's entry (issue 21). Built for production (`npm start`), the compiled worker sits
// beside this file; in the sources (tests, `npm run dev`), a worker thread does not inherit the tsx
// loader of the process that starts it, so it registers tsx itself before it loads the TypeScript one.
import { existsSync } from 'node:fs';

const compiled = new URL('./pdf-worker.js', import.meta.url);
if (existsSync(compiled)) await import(compiled.href);
else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./pdf-worker.ts');
}
