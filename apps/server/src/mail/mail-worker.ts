// The thread that draws booking confirmation mails' HTML (issue 21): React's render of a mail is
// ~0.3-0.6 ms of CPU a booking, which here runs beside the request thread instead of on it.
import { parentPort } from 'node:worker_threads';
import type { JobReply } from '../lib/job-thread.js';
import { type BookingMailJob, bookingMailHtml } from './booking-mail.js';

parentPort!.on('message', ({ id, job }: { id: number; job: BookingMailJob }) => {
  try {
    parentPort!.postMessage({ id, answer: bookingMailHtml(job.lang, job.content) } satisfies JobReply<string>);
  } catch (err) {
    parentPort!.postMessage({ id, error: String((err as Error)?.stack ?? err) } satisfies JobReply<string>);
  }
});
