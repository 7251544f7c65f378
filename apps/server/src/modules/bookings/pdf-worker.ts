// The thread that draws booking PDFs (issue 21): layout and font subsetting take a PDF's ~10-20 ms
// of CPU, which here run beside the request thread instead of on it.
import { parentPort } from 'node:worker_threads';
import type { JobReply } from '../../lib/job-thread.js';
import { type BookingDocument, drawDocument } from './pdf-document.js';

parentPort!.on('message', async ({ id, job }: { id: number; job: BookingDocument }) => {
  try {
    // A Buffer's memory may be Node's shared pool, which Node 22+ refuses to transfer: the answer
    // travels in an array of its own (a copy of ~50 KB), and only that is moved.
    const pdf = new Uint8Array(await drawDocument(job));
    parentPort!.postMessage({ id, answer: pdf } satisfies JobReply<Uint8Array>, [pdf.buffer]);
  } catch (err) {
    parentPort!.postMessage({ id, error: String((err as Error)?.stack ?? err) } satisfies JobReply<Uint8Array>);
  }
});
