import { Worker } from 'node:worker_threads';

type Waiting<A> = { resolve(answer: A): void; reject(err: Error): void };

/**
 * A job's answer from its thread, or from `here` on this thread when the thread cannot run or its
 * job fails: a thread's callers may do without the thread, never without the answer.
 */
export async function onThreadOrHere<Answer>(
  thread: { readonly unavailable: boolean },
  onThread: () => Promise<Answer>,
  here: () => Answer | Promise<Answer>,
): Promise<Answer> {
  if (thread.unavailable) return here();
  try {
    return await onThread();
  } catch {
    return here();
  }
}

/** What a job thread's worker posts back for a job: its answer, or the error it failed with. */
export type JobReply<A> = { id: number; answer: A } | { id: number; error: string };

/**
 * One long-lived worker thread that runs one kind of job (issue 21): the PDFs, the pages' first
 * views. The worker answers each `{ id, job }` with a `JobReply`; any other message (a "ready") is
 * ignored. One thread is enough: the jobs are small and queue well; a second would only compete
 * with the request thread on a small machine. It never keeps the process alive; a worker that dies
 * is replaced on the next job, and one that cannot start at all is not tried again (its users then
 * do without: the PDF is drawn in place, a page is served without its first view).
 */
export class JobThread<Job, Answer> {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting<Answer>>();
  /** Set when a worker failed before it ever answered: this process cannot run one. */
  unavailable = false;
  private answered = false;

  constructor(
    private readonly entry: URL,
    private readonly workerData?: unknown,
  ) {}

  run(job: Job): Promise<Answer> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<Answer>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, job });
      worker.ref();
    });
  }

  /** Starts the worker ahead of its first job, so its code is loaded by then. */
  warm(): void {
    this.start();
  }

  /** Ends the worker (a server closing); a later job starts a new one. */
  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.entry, { workerData: this.workerData });
    worker.unref();
    worker.on('message', (m: JobReply<Answer> | { id?: undefined }) => {
      this.answered = true;
      if (m.id === undefined) return;
      const job = this.waiting.get(m.id);
      this.waiting.delete(m.id);
      if (this.waiting.size === 0) worker.unref();
      if (!job) return;
      if ('answer' in m) job.resolve(m.answer);
      else job.reject(new Error(`${this.entry.pathname}: ${m.error}`));
    });
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = null;
      if (!this.answered) this.unavailable = true;
      for (const job of this.waiting.values()) job.reject(err);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`${this.entry.pathname} exited with ${code}`)));
    this.worker = worker;
    return worker;
  }
}
