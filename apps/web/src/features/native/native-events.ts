import { platform } from '../../lib/platform';

export type NativeEvent = { type: 'appUrlOpen'; url: string } | { type: 'backButton' };

/**
 * The test seam: in a browser with `?native=1` the Capacitor App plugin emits nothing, so tests
 * dispatch `window.dispatchEvent(new CustomEvent('yolcu:native', { detail: { type: 'backButton' } }))`
 * or `{ type: 'appUrlOpen', url }` and the app handles it as it handles the shell's event.
 */
export const NATIVE_TEST_EVENT = 'yolcu:native';

function readTestEvent(detail: unknown): NativeEvent | null {
  if (!detail || typeof detail !== 'object') return null;
  const d = detail as { type?: unknown; url?: unknown };
  if (d.type === 'backButton') return { type: 'backButton' };
  if (d.type === 'appUrlOpen' && typeof d.url === 'string') return { type: 'appUrlOpen', url: d.url };
  return null;
}

/** Deep links and the Android back button, from the shell or (forced in a browser) the test seam. */
export function onNativeEvents(handler: (event: NativeEvent) => void): () => void {
  if (!platform.isShell) {
    const listener = (e: Event) => {
      const event = readTestEvent((e as CustomEvent).detail);
      if (event) handler(event);
    };
    window.addEventListener(NATIVE_TEST_EVENT, listener);
    return () => window.removeEventListener(NATIVE_TEST_EVENT, listener);
  }
  let stopped = false;
  const removers: Array<() => void> = [];
  void import('@capacitor/app').then(async ({ App }) => {
    const handles = await Promise.all([
      // A link that started the app is retained by the plugin until this listener takes it.
      App.addListener('appUrlOpen', (e) => handler({ type: 'appUrlOpen', url: e.url })),
      // Listening replaces the WebView's own back handling with the app's (backAction).
      App.addListener('backButton', () => handler({ type: 'backButton' })),
    ]);
    for (const h of handles) {
      if (stopped) void h.remove();
      else removers.push(() => void h.remove());
    }
  });
  return () => {
    stopped = true;
    for (const remove of removers) remove();
  };
}

/** Leaves to the launcher as Android's own back does on a root screen (the app keeps its state). */
export async function leaveApp(): Promise<void> {
  if (!platform.isShell) return;
  const { App } = await import('@capacitor/app');
  await App.minimizeApp();
}

/** The native splash covers the start until the web splash is on screen; then the web one takes over. */
export async function hideNativeSplash(): Promise<void> {
  if (!platform.isShell) return;
  const { SplashScreen } = await import('@capacitor/splash-screen');
  await SplashScreen.hide({ fadeOutDuration: 0 });
}
