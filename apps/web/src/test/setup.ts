// jsdom lacks a few browser APIs that React Aria and our code expect.
import { afterEach } from 'vitest';

const g = globalThis as unknown as { CSS?: { escape?(s: string): string } };
if (!g.CSS?.escape) g.CSS = { ...g.CSS, escape: (s: string) => s.replace(/[^\w-]/g, '\\$&') };
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
afterEach(() => localStorage.clear());
