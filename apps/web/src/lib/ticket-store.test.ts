import { afterEach, describe, expect, it } from 'vitest';
import { tokenStore } from './api/client';
import { forgetUserTickets, MAX_TICKETS, savedTicket, saveTicket } from './ticket-store';

afterEach(() => tokenStore.clear());

describe('tickets kept on the device', () => {
  it('keeps a booking with when it was fetched, and gives it back by product and code', () => {
    saveTicket('flight', 'ABC123abc123abc123', { pnr: 'K7M2QX' }, 'en', 1_000);
    expect(savedTicket('flight', 'ABC123abc123abc123')).toEqual({
      product: 'flight',
      code: 'ABC123abc123abc123',
      booking: { pnr: 'K7M2QX' },
      language: 'en',
      savedAt: 1_000,
    });
    expect(savedTicket('transfer', 'ABC123abc123abc123')).toBeNull();
  });

  it("keeps a signed-in user's tickets apart from a guest's, and forgets them at sign-out", () => {
    saveTicket('flight', 'guest-code-00000001', { who: 'guest' }, 'en');
    tokenStore.set('token-of-ayse');
    saveTicket('flight', 'user-code-000000001', { who: 'ayse' }, 'en');
    expect(savedTicket('flight', 'guest-code-00000001')).toBeNull();
    expect(savedTicket('flight', 'user-code-000000001')?.booking).toEqual({ who: 'ayse' });

    forgetUserTickets();
    expect(savedTicket('flight', 'user-code-000000001')).toBeNull();
    tokenStore.clear();
    expect(savedTicket('flight', 'guest-code-00000001')?.booking).toEqual({ who: 'guest' });
    expect(savedTicket('flight', 'user-code-000000001')).toBeNull();
  });

  it('stays small: the oldest go first beyond the limit', () => {
    for (let i = 0; i <= MAX_TICKETS; i++) saveTicket('transfer', `code-${i}`, { i }, 'tr', 1_000 + i);
    expect(savedTicket('transfer', 'code-0')).toBeNull();
    expect(savedTicket('transfer', 'code-1')?.booking).toEqual({ i: 1 });
    expect(savedTicket('transfer', `code-${MAX_TICKETS}`)?.booking).toEqual({ i: MAX_TICKETS });
  });

  it('ignores a store of another version or a damaged one', () => {
    localStorage.setItem('yolcu.tickets', JSON.stringify({ version: 0, owners: { guest: { 'flight:x': {} } } }));
    expect(savedTicket('flight', 'x')).toBeNull();
    localStorage.setItem('yolcu.tickets', '{not json');
    expect(savedTicket('flight', 'x')).toBeNull();
    saveTicket('flight', 'x', { ok: true }, 'en');
    expect(savedTicket('flight', 'x')?.booking).toEqual({ ok: true });
  });
});
