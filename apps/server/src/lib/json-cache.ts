import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One reply body, serialised once and compressed once. */
export interface CachedJson {
  json: string;
  gzip: Buffer;
  br: Buffer;
}

function prepare(value: unknown): CachedJson {
  const json = JSON.stringify(value);
  return {
    json,
    gzip: gzipSync(json, { level: 9 }),
    br: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

/**
 * Pre-serialised, pre-compressed JSON for replies that only change on restart (reference data).
 * Doing that work once per key instead of once per request keeps these routes near a bare
 * route's speed.
 */
export class JsonCache {
  private readonly entries = new Map<string, Promise<CachedJson>>();

  get(key: string, build: () => Promise<unknown>): Promise<CachedJson> {
    let entry = this.entries.get(key);
    if (!entry) {
      // Keys come partly from request headers; a bound keeps a stream of odd values from growing it.
      if (this.entries.size >= 256) this.entries.clear();
      entry = build().then(prepare);
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

/** Sends a cached body in the best encoding the client accepts; the route's schema still documents it. */
export function sendJson(req: FastifyRequest, reply: FastifyReply, body: CachedJson) {
  const accept = req.headers['accept-encoding'] ?? '';
  // Appended, not set: CORS has already put `Origin` in Vary for the shell's requests.
  const vary = reply.getHeader('vary');
  reply
    .type('application/json; charset=utf-8')
    .header('vary', typeof vary === 'string' && vary ? `${vary}, accept-encoding` : 'accept-encoding');
  // A string or buffer is sent as-is, skipping serialisation; compress skips an encoded body.
  if (accept.includes('br')) return reply.header('content-encoding', 'br').send(body.br as never);
  if (accept.includes('gzip')) return reply.header('content-encoding', 'gzip').send(body.gzip as never);
  return reply.send(body.json as never);
}
