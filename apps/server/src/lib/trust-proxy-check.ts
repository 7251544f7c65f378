import type { FastifyInstance } from 'fastify';
import { PROBE_PATHS } from '../observability/probe-paths.js';

/**
 * With TRUST_PROXY, the client's address is read from X-Forwarded-For (issue 36): a server that
 * clients can also reach directly lets them write that header and choose their address (and so
 * their rate limits). A request that arrives with no such header, probes aside, shows the server
 * is reachable around its proxy: said once, loudly, in the log.
 */
export function warnOnRequestsAroundTheProxy(app: FastifyInstance, hops: number) {
  if (hops === 0) return;
  let warned = false;
  app.addHook('onRequest', async (req) => {
    if (warned || req.headers['x-forwarded-for'] !== undefined) return;
    if (PROBE_PATHS.has(req.url.split('?')[0] ?? '')) return;
    warned = true;
    req.log.warn(
      { trustProxy: hops, socket: req.socket.remoteAddress },
      'TRUST_PROXY is set but a request came without X-Forwarded-For: if clients can reach this server without the proxy, they can choose the address it sees; let only the proxy reach it, or unset TRUST_PROXY',
    );
  });
}
