/**
 * What identifies a guest's own checkout (03 §12): a random token made once per search session in
 * this tab and sent with every pay of that session. The server lets a new attempt (after a declined
 * card) replace only the pending booking of the same token, so another person paying on a shared
 * search session gets a booking of their own. Harmless when signed in (the account identifies).
 */
const KEY_PREFIX = 'yolcu.checkout.';
const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;
// Tokens made while storage is refused.
const kept = new Map<string, string>();

/** 32 random bytes as unpadded base64url: 43 characters of [A-Za-z0-9_-]. */
export function newCheckoutToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The checkout token of a search session in this tab, made on first use. */
export function checkoutToken(sessionUnique: string): string {
  const key = KEY_PREFIX + sessionUnique;
  let stored: string | null;
  try {
    stored = sessionStorage.getItem(key) ?? kept.get(key) ?? null;
  } catch {
    // Storage refused (private mode): the token still holds for this page's life.
    stored = kept.get(key) ?? null;
  }
  if (stored && TOKEN.test(stored)) return stored;
  const token = newCheckoutToken();
  try {
    sessionStorage.setItem(key, token);
  } catch {
    kept.set(key, token);
  }
  return token;
}
