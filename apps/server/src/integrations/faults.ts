import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The fault switches of 03 §17 (`SUPPLIER_FAULTS`, `BANK_FAULTS`): comma-separated `key=value`
 * that make the built-in supplier or the test bank misbehave like a remote party, for tests and
 * demos. Rates are 0–1; every switch is off by default.
 */
export interface Faults {
  /** Each call takes this long. */
  latency_ms: number;
  /** The supplier refuses the order cleanly. */
  order_error_rate: number;
  /** The supplier makes the order, but its answer is lost. */
  order_lost_rate: number;
  /** The supplier refuses the order because the price moved. */
  price_change_rate: number;
  /** The bank fails a capture; the same capture succeeds when tried again. */
  capture_error_rate: number;
  /** The bank fails a refund; the same refund succeeds when tried again. */
  refund_error_rate: number;
}

export const NO_FAULTS: Faults = {
  latency_ms: 0,
  order_error_rate: 0,
  order_lost_rate: 0,
  price_change_rate: 0,
  capture_error_rate: 0,
  refund_error_rate: 0,
};

/** Parses a switch string; throws a message naming the variable and the bad part. */
export function parseFaults(variable: string, text: string | undefined): Faults {
  const faults = { ...NO_FAULTS };
  for (const part of (text ?? '').split(',')) {
    if (!part.trim()) continue;
    const [key, value, ...rest] = part.split('=').map((s) => s.trim());
    const number = Number(value);
    if (!key || !(key in faults) || rest.length > 0 || value === '' || !Number.isFinite(number) || number < 0)
      throw new Error(`${variable}: "${part.trim()}" is not one of ${Object.keys(NO_FAULTS).join(', ')} = a number`);
    if (key !== 'latency_ms' && number > 1) throw new Error(`${variable}: ${key} is a rate between 0 and 1`);
    faults[key as keyof Faults] = number;
  }
  return faults;
}

/** A remote party's misbehaviour, drawn call by call. */
export class FaultDice {
  constructor(
    readonly faults: Faults,
    private readonly random: () => number = Math.random,
  ) {}

  /** Whether this call hits the fault of `rate`. */
  hits(rate: keyof Omit<Faults, 'latency_ms'>): boolean {
    const p = this.faults[rate];
    return p > 0 && this.random() < p;
  }

  /** The call's travel time. */
  async travel(): Promise<void> {
    if (this.faults.latency_ms > 0) await sleep(this.faults.latency_ms);
  }
}

/** A remote call that failed without a definite answer (time-out, 5xx, lost): look up before trying again. */
export class OutcomeUnknown extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutcomeUnknown';
  }
}
