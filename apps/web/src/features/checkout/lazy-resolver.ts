import type { FieldValues, Resolver } from 'react-hook-form';

/** A resolver whose code (zod, the contract's payment schemas) is loaded on its first use or at `preload()`. */
export interface LazyResolver<V extends FieldValues> extends Resolver<V> {
  preload(): void;
}

/**
 * The payment forms' resolver without its code in the page's first download (issue 21): the
 * contract's schemas and zod were about a fifth of the payment page's script and ~370 ms of a slow
 * phone's start-up, before any field could be typed in. The page asks for them once it has drawn
 * (`preload` on idle), and the first check waits for them if it comes sooner; the rules are the
 * contract's, unchanged.
 */
export function lazyResolver<V extends FieldValues>(load: () => Promise<Resolver<V>>): LazyResolver<V> {
  let pending: Promise<Resolver<V>> | null = null;
  const get = () => {
    pending ??= load().catch((e: unknown) => {
      pending = null; // a failed download (flaky network) is tried again on the next check
      throw e;
    });
    return pending;
  };
  const resolver = (async (values, context, options) => (await get())(values, context, options)) as LazyResolver<V>;
  resolver.preload = () => void get().catch(() => {});
  return resolver;
}

/** Runs `task` once the browser is idle (or soon, where it has no idle callback); answers a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}
