import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { languageFromHeader, translate } from '../lib/i18n.js';
import { errorPageOf } from '../lib/input-guards.js';
import { PROBE_PATHS } from './probe-paths.js';

/** Seconds a shed client should wait: about two windows of the load's sampling (5 s by default). */
export const SHED_RETRY_AFTER_S = 10;

/**
 * While the event loop lags or the heap is nearly full, new requests answer 503 at once, in the
 * API's shape, instead of queueing behind the backlog until every one of them times out.
 * The lag is the mean over LOAD_SAMPLE_INTERVAL_MS (5 s): over the plugin's default of 1 s, a single
 * task of a second (a cold first search takes that long here) read as overload, and the whole next
 * second was shed; over 5 s only a loop that stays slow is.
 */
export async function registerLoadShedding(app: FastifyInstance, config: Config) {
  const shed = (req: FastifyRequest, reply: FastifyReply, type: string) => {
    // Probes and scrapes still answer under load: the process is alive, and its metrics show why it sheds.
    if (PROBE_PATHS.has(req.routeOptions.url ?? '')) return undefined;
    req.log.warn({ pressure: type }, 'under pressure: request shed');
    reply.code(503).header('retry-after', String(SHED_RETRY_AFTER_S));
    const lang = languageFromHeader(req.headers['accept-language']);
    // The bank's and the alerts' pages are seen by a person: shed as a page, never as JSON (issue 36).
    const page = errorPageOf(req.url);
    if (page) {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return page(lang, 503);
    }
    return { detail: translate(lang, 'error.unavailable') };
  };
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    maxHeapUsedBytes: config.maxHeapUsedBytes,
    sampleInterval: config.loadSampleIntervalMs,
    // A value returned (not a promise) is sent by the plugin, which then stops the request there;
    // sending it here would let the request run on into its handler. The plugin's types omit this.
    pressureHandler: shed as unknown as FastifyUnderPressureOptions['pressureHandler'],
  });
}
