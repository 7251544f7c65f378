import { describe, expect, it } from 'vitest';
import { apiOrigin, assetUrl } from './origin';

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

describe('assetUrl', () => {
  it('makes a server path absolute (in the shell it points at the server, not the shell)', () => {
    expect(assetUrl('/api/flight/airline/PC/logo.svg')).toBe(
      `${window.location.origin}/api/flight/airline/PC/logo.svg`,
    );
    expect(assetUrl('https://cdn.example/logo.svg')).toBe('https://cdn.example/logo.svg');
  });
});
