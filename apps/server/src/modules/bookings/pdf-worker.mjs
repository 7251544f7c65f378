// The PDF thread's entry (issue 21): the compiled worker, or the TypeScript one through tsx.
import { loadWorker } from '../../lib/worker-entry.mjs';

await loadWorker(import.meta.url, 'pdf-worker');
