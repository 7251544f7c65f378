import { JobThread } from '../lib/job-thread.js';
import type { BookingMailJob } from './booking-mail.js';

/**
 * The thread that draws confirmation mails' HTML (issue 21), so a booking's completion does not
 * spend React's render on the thread that answers every request. The worker loads the TypeScript
 * sources through tsx, as the server itself does.
 */
export class MailThread {
  private readonly thread = new JobThread<BookingMailJob, string>(new URL('./mail-worker.mjs', import.meta.url));

  get unavailable(): boolean {
    return this.thread.unavailable;
  }

  /** Loads the worker's code ahead of its first mail. */
  warm(): void {
    this.thread.warm();
  }

  render(job: BookingMailJob): Promise<string> {
    return this.thread.run(job);
  }
}
