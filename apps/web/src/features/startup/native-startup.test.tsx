import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes, setUpPageTests } from '../../test/page-test-utils';
import { NativeStartup, splashDelay } from './native-startup';

setUpPageTests();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const info = (over: Record<string, unknown> = {}) => ({
  version: '1.1.4',
  is_usable: true,
  is_suported: true,
  app_store: 'https://apps.apple.com/app/yolcu/id0000000000',
  google_play: 'https://play.google.com/store/apps/details?id=example.yolcu.app',
  locale_versions: { tr: '1', en: '1' },
  ...over,
});

const renderStartup = () => renderRoutes([{ path: '/', element: <NativeStartup /> }], ['/']);

describe('the native splash (01 §4)', () => {
  it('is hidden 2000 ms after the start, and never shown for less than 1500 ms', () => {
    expect(splashDelay(0)).toBe(2000);
    expect(splashDelay(300)).toBe(1700);
    expect(splashDelay(500)).toBe(1500);
    // A slow start (the catalogue took 1.2 s) still shows it for 1.5 s.
    expect(splashDelay(1200)).toBe(1500);
  });

  it('shows the brand over the app, then goes', () => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'now').mockReturnValue(300);
    mockApi({ 'GET /api/mobile/info/': { body: info() } });
    renderStartup();
    expect(screen.getByTestId('splash').textContent).toContain('Yolcu');
    act(() => vi.advanceTimersByTime(1699));
    expect(screen.getByTestId('splash')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('splash')).toBeNull();
  });
});

describe('the update dialogs (01 §4, §8)', () => {
  it('blocks an app that is no longer usable until it is updated', async () => {
    mockApi({ 'GET /api/mobile/info/': { body: info({ is_usable: false, is_suported: false }) } });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderStartup();
    const dialog = await screen.findByRole('alertdialog', { name: 'New version available' });
    expect(dialog.textContent).toContain('New version 1.1.4 is available.');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'New version available' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/apps\.apple\.com|play\.google\.com/),
      '_blank',
      'noopener',
    );
  });

  it('offers an unsupported version the update, or to continue', async () => {
    mockApi({ 'GET /api/mobile/info/': { body: info({ is_suported: false }) } });
    renderStartup();
    const dialog = await screen.findByRole('alertdialog', { name: 'New version available' });
    expect(dialog.textContent).toContain('New version 1.1.4 is available. Would you like to update now?');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('asks to check the internet when there is no app info', async () => {
    mockApi({ 'GET /api/mobile/info/': () => ({ status: 503, body: { detail: 'down' } }) });
    renderStartup();
    const dialog = await screen.findByRole('alertdialog', { name: 'No connection' });
    expect(dialog.textContent).toContain('Check your internet connection.');
  });

  it('says nothing to a current version', async () => {
    const api = mockApi({ 'GET /api/mobile/info/': { body: info() } });
    renderStartup();
    await waitFor(() => expect(api).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
