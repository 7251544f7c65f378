import { describe, expect, it } from 'vitest';
import { backAction } from './back-button';

describe('the Android back button', () => {
  it('closes an open dialog or sheet first', () => {
    expect(backAction({ pathname: '/flight/search/', historyIndex: 3, overlayOpen: true })).toBe('close-overlay');
    expect(backAction({ pathname: '/', historyIndex: 0, overlayOpen: true })).toBe('close-overlay');
  });

  it('goes back a page when there is one', () => {
    expect(backAction({ pathname: '/flight/search/', historyIndex: 1, overlayOpen: false })).toBe('history-back');
    expect(backAction({ pathname: '/', historyIndex: 2, overlayOpen: false })).toBe('history-back');
  });

  it('goes home from a page the app opened on (a deep link)', () => {
    expect(backAction({ pathname: '/flight/booking/detail/abc', historyIndex: 0, overlayOpen: false })).toBe('home');
  });

  it('leaves the app from home with nothing behind it', () => {
    expect(backAction({ pathname: '/', historyIndex: 0, overlayOpen: false })).toBe('leave');
  });
});
