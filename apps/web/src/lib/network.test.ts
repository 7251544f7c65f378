import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpEnglish } from '../test/page-test-utils';
import { ApiError } from './api/errors';
import { isNetworkFailure, needsNetwork, reportReachable } from './network';

beforeAll(setUpEnglish);
afterEach(() => vi.restoreAllMocks());

const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

describe('calls that need the network (issue 12)', () => {
  it('fail at once with the screen’s own message when the device is offline, without calling', async () => {
    goOffline();
    const call = vi.fn(async () => 'answer');
    const failure = await needsNetwork('offline.search', call).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(0);
    expect((failure as ApiError).message).toBe("You're offline. Searching needs a connection.");
    expect(call).not.toHaveBeenCalled();
  });

  it('say the same when the request never reached the server', async () => {
    const failure = await needsNetwork('offline.pnr', async () => {
      throw new ApiError(0, '');
    }).catch((e: unknown) => e);
    expect((failure as ApiError).message).toBe("You're offline. Finding a booking needs a connection.");
  });

  it("leave the server's own answers as they are", async () => {
    const refused = new ApiError(404, 'No booking matches this PNR code and surname.');
    await expect(needsNetwork('offline.pnr', () => Promise.reject(refused))).rejects.toBe(refused);
    await expect(needsNetwork('offline.payment', async () => 42)).resolves.toBe(42);
    expect(isNetworkFailure(refused)).toBe(false);
    expect(isNetworkFailure(new ApiError(0, ''))).toBe(true);
  });
});

describe('the offline line after the network returns', () => {
  it('asks the server again every 3 s while it cannot be reached, and stops once it answers', async () => {
    vi.useFakeTimers();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 200 }));
    try {
      reportReachable(false);
      expect(fetchSpy).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(3000);
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      const [url, init] = fetchSpy.mock.calls[0]!;
      expect(String(url)).toMatch(/\/api\/mobile\/info\/$/);
      expect(init).toMatchObject({ method: 'HEAD', cache: 'no-store' });
      // The answer marked it reachable: no more asking.
      await vi.advanceTimersByTimeAsync(9000);
      expect(fetchSpy).toHaveBeenCalledTimes(1);
    } finally {
      reportReachable(true);
      vi.useRealTimers();
    }
  });
});
