import type { FieldValues, Resolver } from 'react-hook-form';

/** A resolver whose code (zod, the contract's payment schemas) is loaded on its first use or at `preload()`. */
export interface LazyResolver<V extends FieldValues> extends Resolver<V> {
  preload(): void;
}

/**
 * The payment forms' resolver without its code in the page's first download (issue 21): the
 * contract's schemas and zod were about a fifth of the payment page's script and ~370 ms of a slow
 * phone's start-up, before any field could be typed in. The page asks for them at the traveller's
 * first input (`preload`, see onFirstInput), and the first check waits for them if it comes
 * sooner; the rules are the contract's, unchanged.
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

/**
 * Runs `task` once, at the traveller's first touch, key or focus on the page (answers a cancel).
 * The payment forms load their checks then: while the first field is being typed, not while the
 * page is still drawing (loaded on idle, building zod and the payment schemas was still a long
 * task inside the page's load on a slow phone, ~400 ms at Lighthouse's 4x CPU slowdown).
 */
export function onFirstInput(task: () => void): () => void {
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  const run = () => {
    stop();
    task();
  };
  const stop = () => {
    for (const e of events) document.removeEventListener(e, run, true);
  };
  for (const e of events) document.addEventListener(e, run, { capture: true, passive: true });
  return stop;
}
