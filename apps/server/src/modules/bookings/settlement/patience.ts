/**
 * How long a traveller's request waits on a remote party (03 §17): the bank code's answer waits for
 * the settlement it started, but not for a supplier or bank that is slow. A remote call of the run
 * that has not answered after `ms` ends the wait (the run goes on, and the page says "Confirming…");
 * the database work around it, however loaded, does not.
 */
export class Patience {
  private lose: () => void = () => undefined;
  private wasLost = false;
  /** Resolves when a remote call took longer than the patience. */
  readonly lost = new Promise<void>((resolve) => {
    this.lose = () => {
      this.wasLost = true;
      resolve();
    };
  });

  constructor(private readonly ms: number) {}

  /** Whether a remote call of the run has taken longer than the patience so far. */
  get exceeded(): boolean {
    return this.wasLost;
  }

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

/**
 * Whether the remote parties of a product's recent settlements were slow. When each of the last
 * `window` runs met a call slower than the patience (a real airline's order takes seconds), the
 * next bank code's answer says "Confirming…" at once instead of after the patience: waiting first
 * would only delay the page and hold the request. Every run is still timed, so one that is quick
 * again makes the next answer wait for the booking as before.
 */
export class RecentPatience {
  private readonly runs = new Map<string, boolean[]>();

  constructor(private readonly window = 8) {}

  record(key: string, slow: boolean): void {
    const runs = this.runs.get(key) ?? [];
    runs.push(slow);
    if (runs.length > this.window) runs.shift();
    this.runs.set(key, runs);
  }

  /** True when each of the last `window` runs of `key` met a slow remote party. */
  slow(key: string): boolean {
    const runs = this.runs.get(key);
    return runs !== undefined && runs.length === this.window && runs.every(Boolean);
  }
}
