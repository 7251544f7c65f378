import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const ok: Resolver<{ a: string }> = async (values) => ({ values, errors: {} });

describe('the payment forms’ lazy resolver (issue 21)', () => {
  it('loads the real resolver once, on preload or on the first check, and answers with it', async () => {
    const load = vi.fn(async () => ok);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    expect(await resolver({ a: 'x' }, undefined, options)).toEqual({ values: { a: 'x' }, errors: {} });
    await resolver({ a: 'y' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after it failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(ok);
    const resolver = lazyResolver(load);
    await expect(resolver({ a: 'x' }, undefined, options)).rejects.toThrow('offline');
    expect((await resolver({ a: 'x' }, undefined, options)).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
