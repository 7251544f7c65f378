/**
 * Which stored search option each results link of this browser came from, so that an expired
 * link's "Search again" can run the same search (the server answers an expired session without
 * its parameters). Kept small: the last 20 sessions.
 */
const KEY = 'yolcu.search-memory';
const KEEP = 20;
type Product = 'flight' | 'transfer';
type Entry = [product: Product, sessionUnique: string, option: number];

function read(): Entry[] {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? (value as Entry[]) : [];
  } catch {
    return [];
  }
}

export function rememberSearch(product: Product, sessionUnique: string, option: number) {
  const rest = read().filter(([p, s]) => p !== product || s !== sessionUnique);
  try {
    localStorage.setItem(KEY, JSON.stringify([[product, sessionUnique, option], ...rest].slice(0, KEEP)));
  } catch {
    // Storage full or refused (private mode): "Search again" then goes to the search form.
  }
}

export function rememberedOption(product: Product, sessionUnique: string | null): number | null {
  if (!sessionUnique) return null;
  return read().find(([p, s]) => p === product && s === sessionUnique)?.[2] ?? null;
}
