import { describe, expect, it } from 'vitest';
import { apiOrigin } from './origin';

describe('apiOrigin', () => {
  it('is the page’s own origin on the web, even when a native build names a server', () => {
    expect(apiOrigin(undefined, false)).toBe(window.location.origin);
    expect(apiOrigin('https://api.yolcu.example', false)).toBe(window.location.origin);
  });

  it('is the configured server in the shell', () => {
    expect(apiOrigin('https://api.yolcu.example/', true)).toBe('https://api.yolcu.example');
  });

  it('falls back to the page’s origin in a shell built without a configured server', () => {
    expect(apiOrigin(undefined, true)).toBe(window.location.origin);
  });
});
