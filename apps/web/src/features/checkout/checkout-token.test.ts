import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutToken, newCheckoutToken } from './checkout-token';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the checkout token of a guest (03 §12)', () => {
  it('is 32 random bytes as base64url, as the contract accepts', () => {
    const a = newCheckoutToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newCheckoutToken()).not.toBe(a);
  });

  it('is made once per search session and kept for the tab', () => {
    const first = checkoutToken('session-one-000000');
    expect(checkoutToken('session-one-000000')).toBe(first);
    expect(sessionStorage.getItem('yolcu.checkout.session-one-000000')).toBe(first);
    expect(checkoutToken('session-two-000000')).not.toBe(first);
  });

  it('replaces a kept value the server would refuse', () => {
    sessionStorage.setItem('yolcu.checkout.session-one-000000', 'short');
    expect(checkoutToken('session-one-000000')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('still holds for the page when storage is refused', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const token = checkoutToken('private-mode-0000');
    expect(checkoutToken('private-mode-0000')).toBe(token);
  });
});
