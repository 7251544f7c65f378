import { describe, expect, it } from 'vitest';
import { deepLinkPath } from './deep-links';

describe('deepLinkPath', () => {
  it('opens a flight or transfer booking detail from a web link', () => {
    expect(deepLinkPath('https://yolcu.example/flight/booking/detail/abc123')).toBe('/flight/booking/detail/abc123');
    expect(deepLinkPath('https://yolcu.example/transfer/booking/detail/x-y_z/?clear=true')).toBe(
      '/transfer/booking/detail/x-y_z/?clear=true',
    );
  });

  it('reads the custom scheme the same way', () => {
    expect(deepLinkPath('yolcu://flight/booking/detail/abc123')).toBe('/flight/booking/detail/abc123');
    expect(deepLinkPath('yolcu://transfer/booking/detail/q1')).toBe('/transfer/booking/detail/q1');
  });

  it('has no page for any other link', () => {
    expect(deepLinkPath('https://yolcu.example/')).toBeNull();
    expect(deepLinkPath('https://yolcu.example/profile/')).toBeNull();
    expect(deepLinkPath('https://yolcu.example/flight/booking/detail/')).toBeNull();
    expect(deepLinkPath('https://yolcu.example/flight/booking/detail/a/b')).toBeNull();
    expect(deepLinkPath('javascript:alert(1)')).toBeNull();
    expect(deepLinkPath('not a url')).toBeNull();
  });
});
