import type { FastifyReply } from 'fastify';

/**
 * Pre-serialised JSON for replies that only change on restart (reference data). Serialising
 * once per key instead of once per request is what keeps these routes near a bare route's speed.
 */
export class JsonCache {
  private readonly entries = new Map<string, Promise<string>>();

  get(key: string, build: () => Promise<unknown>): Promise<string> {
    let entry = this.entries.get(key);
    if (!entry) {
      // Keys come partly from request headers; a bound keeps a stream of odd values from growing it.
      if (this.entries.size >= 256) this.entries.clear();
      entry = build().then((value) => JSON.stringify(value));
      // A failed build is not cached: the next request tries again.
      entry.catch(() => this.entries.delete(key));
      this.entries.set(key, entry);
    }
    return entry;
  }

  clear() {
    this.entries.clear();
  }
}

/** Sends a pre-serialised JSON body; the route's response schema still documents its shape. */
export function sendJson(reply: FastifyReply, body: string) {
  // The typed reply expects the object form; a string is sent as-is, skipping serialisation.
  return reply.type('application/json; charset=utf-8').send(body as never);
}
