/**
 * How the server flushes its traces as it stops. `telemetry.ts` is loaded with `--import`, before
 * and apart from the app, so it leaves its shutdown where the process can find it.
 */
export const TELEMETRY_SHUTDOWN = Symbol.for('yolcu.telemetry.shutdown');

/** Sends the spans still queued (at most `timeoutMs`); nothing when traces are off. */
export async function flushTelemetry(timeoutMs = 3_000): Promise<void> {
  const shutdown = (globalThis as Record<symbol, unknown>)[TELEMETRY_SHUTDOWN] as (() => Promise<void>) | undefined;
  if (!shutdown) return;
  await Promise.race([shutdown().catch(() => {}), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
}
