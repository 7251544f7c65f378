/**
 * How long a traveller's request waits on a remote party (03 §17): the bank code's answer waits for
 * the settlement it started, but not for a supplier or bank that is slow. A remote call of the run
 * that has not answered after `ms` ends the wait (the run goes on, and the page says "Confirming…");
 * the database work around it, however loaded, does not.
 */
export class Patience {
  private lose: () => void = () => undefined;
  /** Resolves when a remote call took longer than the patience. */
  readonly lost = new Promise<void>((resolve) => {
    this.lose = resolve;
  });

  constructor(private readonly ms: number) {}

  /** A remote call, timed against the patience. */
  async remote<T>(call: Promise<T>): Promise<T> {
    const timer = setTimeout(this.lose, this.ms);
    try {
      return await call;
    } finally {
      clearTimeout(timer);
    }
  }
}

/** A remote call of a run nobody waits for (a job), or one timed when somebody does. */
export const remoteCall = <T>(patience: Patience | undefined, call: Promise<T>): Promise<T> =>
  patience ? patience.remote(call) : call;
