import { Duffel, DuffelError } from '@duffel/api';
import { OutcomeUnknown } from '../../faults.js';

/**
 * How long each kind of call to Duffel may take. The client has no time-out of its own: a call
 * that has not answered by then is treated as unknown (it may still succeed at Duffel), so an
 * order is looked up before it is ever placed again (03 §17).
 */
export const DUFFEL_TIMEOUTS_MS = {
  /** Offer requests: Duffel asks the airlines for up to `SUPPLIER_TIMEOUT_MS`, then answers. */
  search: 25_000,
  /** Reading one offer or order, listing orders. */
  read: 10_000,
  /** Creating an order: airlines may take long to ticket. */
  order: 60_000,
  /** Creating or confirming an order cancellation. */
  cancel: 20_000,
} as const;

/** A time-out timer this late fired after the process was busy; the call gets this much more. */
const LATE_TIMER_MS = 1_000;

/** What Duffel is told to give the airlines at most for an offer request (its `supplier_timeout`). */
export const SUPPLIER_TIMEOUT_MS = 20_000;

/** Duffel answered with a definite refusal (4xx): nothing was done. Only its code and status are kept. */
export class DuffelRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`duffel refused: ${status} ${code}`);
    this.name = 'DuffelRefusal';
  }

  /** The token is missing, wrong or not allowed: the operator's to fix, not the traveller's. */
  get isAccessProblem(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

/**
 * The official client on `apiUrl`. Never with `debug: { verbose: true }`: the client then prints
 * every request body, passengers' names, birth dates and passports included.
 */
export function duffelClient(opts: { accessToken: string; apiUrl: string }): Duffel {
  return new Duffel({ token: opts.accessToken, basePath: opts.apiUrl });
}

/**
 * One call to Duffel, timed: its answer; a `DuffelRefusal` for a 4xx (but 429); `OutcomeUnknown`
 * for a time-out, a 5xx, a 429 or a connection that failed. Error texts name the call and the
 * status only: Duffel's messages may quote what was sent (passengers' data).
 */
export async function duffelCall<T>(what: string, ms: number, run: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const running = run();
  // The call may still settle after the time-out: its outcome is then nobody's, and must not crash.
  running.catch(() => undefined);
  const timeout = new Promise<never>((_, reject) => {
    const startedAt = Date.now();
    const expire = (grace: boolean) => {
      // A timer that fires late means this process was busy, not that Duffel was slow: an answer
      // that arrived meanwhile is read in the next round of I/O, so it gets one short grace first.
      const late = Date.now() - startedAt - ms;
      if (grace && late > LATE_TIMER_MS) timer = setTimeout(() => expire(false), LATE_TIMER_MS);
      else reject(new OutcomeUnknown(`duffel ${what}: no answer in ${ms} ms`));
    };
    timer = setTimeout(() => expire(true), ms);
  });
  try {
    return await Promise.race([running, timeout]);
  } catch (err) {
    throw classified(what, err);
  } finally {
    clearTimeout(timer);
  }
}

function classified(what: string, err: unknown): Error {
  if (err instanceof OutcomeUnknown) return err;
  if (err instanceof DuffelError) {
    const status = err.status ?? 0;
    if (status >= 400 && status < 500 && status !== 429)
      return new DuffelRefusal(status, err.errors?.[0]?.code ?? 'unknown');
    return new OutcomeUnknown(`duffel ${what}: status ${status || 'none'}`);
  }
  // node-fetch's errors (refused, reset, DNS) and a body that is not JSON: nobody knows what happened.
  return new OutcomeUnknown(`duffel ${what}: ${(err as Error)?.name ?? 'error'}`);
}
