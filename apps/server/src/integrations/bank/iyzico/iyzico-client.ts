import { OutcomeUnknown } from '../../faults.js';
import { authorizationHeader } from './signing.js';

export interface IyzicoSettings {
  apiKey: string;
  secretKey: string;
  /** iyzico's API (its sandbox by default); tests point it at the fake. */
  baseUrl: string;
  /** Milliseconds before a call counts as lost. */
  timeoutMs?: number;
}

/** An answer of iyzico's: `status` "success" or "failure" (with errorCode, errorMessage). */
export type IyzicoAnswer = Record<string, unknown> & { status?: string; errorCode?: string; errorMessage?: string };

/**
 * A small fetch client instead of the official `iyzipay` package: that client is callback-based,
 * has no time-out control (a hung call would hold a pay request forever) and cannot tell a lost
 * answer from a refusal. This one signs exactly as it does (test/iyzico-fake.test.ts proves both
 * are accepted by the same fake), gives every call a deadline, and throws `OutcomeUnknown` on a
 * time-out, a 5xx or an unreadable answer, so that the caller looks the payment up before
 * anything is tried again. Nothing of a request body is ever logged: it carries the card.
 */
export class IyzicoClient {
  constructor(private readonly settings: IyzicoSettings) {}

  async post(path: string, body: Record<string, unknown>): Promise<IyzicoAnswer> {
    const { authorization, randomKey } = authorizationHeader(this.settings, path, body);
    let res: Response;
    try {
      res = await fetch(this.settings.baseUrl + path, {
        method: 'POST',
        headers: {
          authorization,
          'x-iyzi-rnd': randomKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 15_000),
      });
    } catch (err) {
      // Only the path and the error's class: the message of a fetch failure may quote the request.
      throw new OutcomeUnknown(`iyzico ${path}: ${(err as Error).name}`);
    }
    if (res.status >= 500) throw new OutcomeUnknown(`iyzico ${path}: HTTP ${res.status}`);
    let answer: unknown;
    try {
      answer = await res.json();
    } catch {
      throw new OutcomeUnknown(`iyzico ${path}: unreadable answer (HTTP ${res.status})`);
    }
    if (!answer || typeof answer !== 'object') throw new OutcomeUnknown(`iyzico ${path}: empty answer`);
    return answer as IyzicoAnswer;
  }
}
