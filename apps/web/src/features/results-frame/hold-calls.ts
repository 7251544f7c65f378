// For results page tests: calls to one path wait until the test lets them through, so what the
// page shows while a call runs can be read.
import { vi } from 'vitest';

/** Wraps a mocked fetch (mockApi's) so that calls whose address contains `held` wait for `release()`. */
export function holdCalls(base: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>, held: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes(held)) await gate;
    return base(input, init);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, release: () => release() };
}
