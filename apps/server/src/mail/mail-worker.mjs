// The mail thread's entry (issue 21): a worker thread does not inherit the tsx loader of the process
// that starts it, so it registers tsx itself before it loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./mail-worker.ts');
