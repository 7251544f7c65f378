/**
 * The one check for native-only behaviour (splash timings, update dialogs, in-app browser), 03 §10.
 * In the Capacitor shell `window.Capacitor.isNativePlatform()` is true. Tests and QA switch it on
 * with `?native=1` (kept for the session) to exercise the native paths in a browser.
 */
interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
}

const OVERRIDE_KEY = 'yolcu.force_native';

function readOverride(): boolean {
  const param = new URLSearchParams(window.location.search).get('native');
  if (param === '1') sessionStorage.setItem(OVERRIDE_KEY, '1');
  if (param === '0') sessionStorage.removeItem(OVERRIDE_KEY);
  return sessionStorage.getItem(OVERRIDE_KEY) === '1';
}

const capacitor = (window as unknown as { Capacitor?: CapacitorGlobal }).Capacitor;
const forced = readOverride();

export const platform = {
  isNative: forced || Boolean(capacitor?.isNativePlatform?.()),
  isAndroid: capacitor?.getPlatform?.() === 'android',
};
