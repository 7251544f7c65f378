/**
 * What an orchestrator, a load balancer and a scraper call every few seconds: a worker answers
 * only these, load shedding and the proxy check leave them alone, and traces leave them out. No
 * imports: `telemetry.ts` reads it before the app (and `pg`) loads.
 */
export const PROBE_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);
