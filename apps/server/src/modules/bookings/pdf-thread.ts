import { Worker } from 'node:worker_threads';
import type { BookingDocument } from './pdf-document.js';

type Waiting = { resolve(pdf: Buffer): void; reject(err: Error): void };

/**
 * One long-lived worker thread that draws the PDFs (issue 21), so a booking's completion does not
 * spend its ~10-20 ms of layout on the thread that answers every request. One thread is enough:
 * the documents are small and queue well; a second would only compete with the request thread.
 * The worker loads the TypeScript sources through tsx, as the server itself does. It never keeps
 * the process alive; a worker that dies is replaced on the next document, and one that cannot
 * start at all is not tried again (the caller then draws on its own thread).
 */
export class PdfThread {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();
  /** Set when a worker failed before it ever answered: this process cannot run one. */
  unavailable = false;
  private answered = false;

  render(document: BookingDocument): Promise<Buffer> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, document });
      worker.ref();
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./pdf-worker.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (m: { id: number; pdf?: Uint8Array; error?: string }) => {
      const job = this.waiting.get(m.id);
      this.waiting.delete(m.id);
      if (this.waiting.size === 0) worker.unref();
      this.answered = true;
      if (!job) return;
      if (m.pdf) job.resolve(Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength));
      else job.reject(new Error(`PDF worker: ${m.error}`));
    });
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = null;
      if (!this.answered) this.unavailable = true;
      for (const job of this.waiting.values()) job.reject(err);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`PDF worker exited with ${code}`)));
    this.worker = worker;
    return worker;
  }
}
