/**
 * Tickets kept on the device (issue 12): the booking details a traveller opened, and every booking
 * of a signed-in user fetched when My Tickets opens, so that they open with no network. One
 * localStorage entry, versioned; the signed-in user's tickets and the guest's are kept apart, and
 * signing out drops the user's. Small by design: the newest few per owner.
 */
import { tokenStore } from './api/client';

const KEY = 'yolcu.tickets';
const VERSION = 1;
/** Enough for a family's trips; the oldest saved go first. */
export const MAX_TICKETS = 30;

export type TicketProduct = 'flight' | 'transfer';
/** `user` while a token is stored (one account signs in at a time), `guest` otherwise. */
type Owner = 'user' | 'guest';

export interface SavedTicket<T = unknown> {
  product: TicketProduct;
  code: string;
  /** The booking detail as the server answered it (03 §7). */
  booking: T;
  language: string;
  /** When it was fetched, ms since the epoch. */
  savedAt: number;
}

interface Shelf {
  version: number;
  owners: Partial<Record<Owner, Record<string, SavedTicket>>>;
}

const owner = (): Owner => (tokenStore.get() ? 'user' : 'guest');
const id = (product: TicketProduct, code: string) => `${product}:${code}`;

function read(): Shelf {
  try {
    const shelf = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Shelf | null;
    if (shelf?.version === VERSION && shelf.owners) return shelf;
  } catch {
    // A damaged entry is dropped like an old version.
  }
  return { version: VERSION, owners: {} };
}

function write(shelf: Shelf) {
  try {
    localStorage.setItem(KEY, JSON.stringify(shelf));
  } catch {
    // Storage full or refused (private mode): the ticket simply is not kept.
  }
}

/** Keeps a booking detail for the current owner, newest first, at most MAX_TICKETS. */
export function saveTicket<T>(product: TicketProduct, code: string, booking: T, language: string, now = Date.now()) {
  const shelf = read();
  const who = owner();
  const mine = { ...shelf.owners[who], [id(product, code)]: { product, code, booking, language, savedAt: now } };
  const kept = Object.values(mine)
    .sort((a, b) => b.savedAt - a.savedAt)
    .slice(0, MAX_TICKETS);
  shelf.owners[who] = Object.fromEntries(kept.map((t) => [id(t.product, t.code), t]));
  write(shelf);
}

/** The kept copy of a booking for the current owner, or null. */
export function savedTicket<T>(product: TicketProduct, code: string): SavedTicket<T> | null {
  return (read().owners[owner()]?.[id(product, code)] as SavedTicket<T> | undefined) ?? null;
}

/** The current owner's kept bookings of one product, newest first (My Tickets offline). */
export function savedTickets<T>(product: TicketProduct): Array<SavedTicket<T>> {
  return Object.values(read().owners[owner()] ?? {})
    .filter((t): t is SavedTicket<T> => t.product === product)
    .sort((a, b) => b.savedAt - a.savedAt);
}

/** Signing out (or a token the server refuses) forgets the account's tickets on this device. */
export function forgetUserTickets() {
  const shelf = read();
  if (!shelf.owners.user) return;
  delete shelf.owners.user;
  write(shelf);
  void pruneTicketDocuments();
}

/*
 * The ticket's PDF (e-ticket or voucher, 03 §14) kept beside it, so "Download e-ticket" works
 * offline once the detail was seen online. Too big for localStorage: it lives in Cache Storage
 * under an address of its own, kept only while its ticket is kept for some owner, and served only
 * to the owner that keeps the ticket. Where Cache Storage is missing the PDF is simply not kept.
 */
const DOCUMENTS = 'yolcu-ticket-documents';
const documentKey = (product: TicketProduct, code: string) =>
  new URL(`/__ticket-documents__/${product}/${encodeURIComponent(code)}`, window.location.origin).href;

export interface SavedDocument {
  blob: Blob;
  fileName: string;
  /** The booking's state when it was made: a cancelled booking's PDF says so on top. */
  status: string;
}

const documentCache = async () =>
  typeof caches === 'undefined' ? null : await caches.open(DOCUMENTS).catch(() => null);

/** Keeps a ticket's PDF and lets go of those whose ticket is no longer kept by anyone. */
export async function saveTicketDocument(product: TicketProduct, code: string, document: SavedDocument) {
  const cache = await documentCache();
  if (!cache) return;
  try {
    await cache.put(
      documentKey(product, code),
      new Response(await document.blob.arrayBuffer(), {
        headers: {
          'content-type': document.blob.type || 'application/pdf',
          'x-file-name': encodeURIComponent(document.fileName),
          'x-status': document.status,
        },
      }),
    );
  } catch {
    // Quota or a refused store: the PDF then needs the network.
  }
  await pruneTicketDocuments();
}

/** The kept PDF of a ticket the current owner keeps, or null. */
export async function savedTicketDocument(product: TicketProduct, code: string): Promise<SavedDocument | null> {
  if (!savedTicket(product, code)) return null;
  const cache = await documentCache();
  const res = await cache?.match(documentKey(product, code)).catch(() => undefined);
  if (!res) return null;
  return {
    blob: new Blob([await res.arrayBuffer()], { type: res.headers.get('content-type') ?? 'application/pdf' }),
    fileName: decodeURIComponent(res.headers.get('x-file-name') ?? `${code}.pdf`),
    status: res.headers.get('x-status') ?? '',
  };
}

/** Drops every kept PDF whose ticket no owner keeps any more (the oldest went, or an account signed out). */
export async function pruneTicketDocuments() {
  const cache = await documentCache();
  if (!cache) return;
  const owners = read().owners;
  const kept = new Set(
    Object.values(owners).flatMap((tickets) => Object.values(tickets ?? {}).map((t) => documentKey(t.product, t.code))),
  );
  try {
    for (const request of await cache.keys()) if (!kept.has(request.url)) await cache.delete(request);
  } catch {
    // Nothing to tidy where the store cannot be read.
  }
}
