// The thread that draws booking PDFs (issue 21): layout and font subsetting take a PDF's ~10-20 ms
// of CPU, which here run beside the request thread instead of on it.
import { parentPort } from 'node:worker_threads';
import type { JobReply } from '../../lib/job-thread.js';
import { type BookingDocument, drawDocument } from './pdf-document.js';

parentPort!.on('message', async ({ id, job }: { id: number; job: BookingDocument }) => {
  try {
    const pdf = await drawDocument(job);
    parentPort!.postMessage({ id, answer: pdf } satisfies JobReply<Uint8Array>, [pdf.buffer as ArrayBuffer]);
  } catch (err) {
    parentPort!.postMessage({ id, error: String((err as Error)?.stack ?? err) } satisfies JobReply<Uint8Array>);
  }
});
