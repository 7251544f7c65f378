/**
 * The one check for native-only behaviour (splash timings, update dialogs, in-app browser, deep
 * links, the Android back button), 03 §10. In the Capacitor shell `window.Capacitor.isNativePlatform()`
 * is true. Tests and QA switch it on with `?native=1` (or `?native=android` to be the Android shell),
 * kept for the tab's session, to exercise the native paths in a browser; `?native=0` switches it off.
 * The switch exists only in development (`npm run dev`, Vitest) and in test builds
 * (`VITE_TEST_SWITCHES=1`, made by e2e/): a release build compiles it out, so no link can make the
 * web app play the shell (and, say, open the bank page in a popup).
 */
interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
}

const OVERRIDE_KEY = 'yolcu.force_native';

/** `'ios'`-like generic shell, `'android'`, or null when not forced. */
function readOverride(): string | null {
  const param = new URLSearchParams(window.location.search).get('native');
  if (param === '1' || param === 'android') sessionStorage.setItem(OVERRIDE_KEY, param);
  if (param === '0') sessionStorage.removeItem(OVERRIDE_KEY);
  return sessionStorage.getItem(OVERRIDE_KEY);
}

const TEST_SWITCHES = import.meta.env.DEV || import.meta.env.VITE_TEST_SWITCHES === '1';

const capacitor = (window as unknown as { Capacitor?: CapacitorGlobal }).Capacitor;
const forced = TEST_SWITCHES ? readOverride() : null;
const shell = Boolean(capacitor?.isNativePlatform?.());

export const platform = {
  isNative: forced !== null || shell,
  isAndroid: forced === 'android' || (shell && capacitor?.getPlatform?.() === 'android'),
  /** True only inside the real Capacitor shell: its plugins work; a forced browser uses the test seams. */
  isShell: shell,
};
