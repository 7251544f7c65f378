import { JobThread } from '../../lib/job-thread.js';
import type { BookingDocument } from './pdf-document.js';

/**
 * The thread that draws the PDFs (issue 21), so a booking's completion does not spend its ~10-20 ms
 * of layout on the thread that answers every request. The worker loads the TypeScript sources
 * through tsx, as the server itself does.
 */
export class PdfThread {
  private readonly thread = new JobThread<BookingDocument, Uint8Array>(new URL('./pdf-worker.mjs', import.meta.url));

  get unavailable(): boolean {
    return this.thread.unavailable;
  }

  async render(document: BookingDocument): Promise<Buffer> {
    const pdf = await this.thread.run(document);
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  }
}
