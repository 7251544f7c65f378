import { afterEach, describe, expect, it, vi } from 'vitest';

// platform.ts reads the page address once, at start; each case loads it afresh.
async function platformAt(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  vi.resetModules();
  return (await import('./platform')).platform;
}

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the platform check', () => {
  it('is the web by default', async () => {
    expect(await platformAt('')).toMatchObject({ isNative: false, isAndroid: false, isShell: false });
  });

  it('is switched on for the tab with ?native=1, and off with ?native=0', async () => {
    expect(await platformAt('?native=1')).toMatchObject({ isNative: true, isAndroid: false, isShell: false });
    expect((await platformAt('')).isNative).toBe(true);
    expect((await platformAt('?native=0')).isNative).toBe(false);
  });

  it('plays the Android shell with ?native=android', async () => {
    expect(await platformAt('?native=android')).toMatchObject({ isNative: true, isAndroid: true, isShell: false });
  });
});

describe('the headers of 03 §2 in the shell', () => {
  it('say the request comes from the app, and from Android when it does', async () => {
    await platformAt('?native=android');
    const { requestHeaders } = await import('./api/client');
    expect(requestHeaders()).toMatchObject({ 'X-Is-App': '1', 'X-Is-Android': '1' });
  });

  it('say neither on the web', async () => {
    await platformAt('?native=0');
    const { requestHeaders } = await import('./api/client');
    expect(requestHeaders()).toMatchObject({ 'X-Is-App': '0', 'X-Is-Android': '0' });
  });
});
