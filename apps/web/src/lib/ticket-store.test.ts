import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from './api/client';
import {
  forgetUserTickets,
  MAX_TICKETS,
  saveTicket,
  saveTicketDocument,
  savedTicket,
  savedTicketDocument,
} from './ticket-store';

afterEach(() => {
  tokenStore.clear();
  vi.unstubAllGlobals();
});

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

describe('PDFs kept beside their tickets (03 §14)', () => {
  /** Cache Storage in memory (jsdom has none). */
  function fakeCaches() {
    const store = new Map<string, Response>();
    const cache = {
      put: async (key: string, res: Response) => void store.set(String(key), res),
      match: async (key: string) => store.get(String(key))?.clone(),
      keys: async () => [...store.keys()].map((url) => ({ url }) as Request),
      delete: async (req: Request) => store.delete(req.url),
    };
    vi.stubGlobal('caches', { open: async () => cache });
    return store;
  }
  const pdf = (status = 'completed') => ({
    blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
    fileName: 'yolcu-K7M2QX-e-ticket.pdf',
    status,
  });

  it('gives the PDF back only to the owner keeping its ticket, and lets it go with the ticket', async () => {
    const kept = fakeCaches();
    tokenStore.set('token-of-ayse');
    saveTicket('flight', 'user-code-000000001', { who: 'ayse' }, 'en');
    await saveTicketDocument('flight', 'user-code-000000001', pdf());
    const back = await savedTicketDocument('flight', 'user-code-000000001');
    expect(back?.fileName).toBe('yolcu-K7M2QX-e-ticket.pdf');
    expect(back?.status).toBe('completed');
    expect(await back?.blob.text()).toBe('%PDF-1.7');

    tokenStore.clear();
    expect(await savedTicketDocument('flight', 'user-code-000000001')).toBeNull();
    tokenStore.set('token-of-ayse');
    forgetUserTickets();
    await vi.waitFor(() => expect(kept.size).toBe(0));
  });

  it('keeps no PDF for a ticket that is not kept, and nothing where Cache Storage is missing', async () => {
    const kept = fakeCaches();
    await saveTicketDocument('transfer', 'never-saved-000001', pdf());
    expect(kept.size).toBe(0);
    vi.unstubAllGlobals();
    saveTicket('transfer', 'saved-code-0000001', {}, 'en');
    await saveTicketDocument('transfer', 'saved-code-0000001', pdf());
    expect(await savedTicketDocument('transfer', 'saved-code-0000001')).toBeNull();
  });
});
