import net from 'node:net';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { claimEmbedded } from './db/embedded-owner.js';
import { isDatabaseUnavailable } from './db/faults.js';
import { loadReferenceData } from './data/load-reference.js';
import { flushTelemetry } from './observability/telemetry-shutdown.js';

/** How long a connection accepted just before the listener stopped has to send its request. */
const ACCEPTED_REQUEST_GRACE_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // The embedded database is this process's while it runs: the demo seed refuses to open it beside us.
  const releaseEmbedded = config.databaseUrl ? () => {} : claimEmbedded(config.dataDir);
  await database.migrate();
  const app = await buildApp({ config, database });
  const ref = await loadReferenceData(database.db);
  app.log.info({ database: database.kind, reference: ref, role: config.role }, 'database ready');
  // Every promise that talks to the database has a handler from the moment it exists (DESIGN,
  // "Running it"); one that slipped through is a bug to be seen, not a reason to drop every request
  // in flight: said loudly, and the process goes on.
  process.on('unhandledRejection', (err) => {
    app.log.fatal({ err }, 'unhandled promise rejection: a bug; the process goes on');
  });
  // A database connection cut while no one listens on it must not end the process (03 §19). Seen
  // with pg-boss's LISTEN connection: when its LISTEN fails on a connection being terminated, it
  // removes that client's listeners before PostgreSQL's FATAL message arrives, and node-postgres then
  // throws it as an unhandled 'error' event. pg-boss reconnects by itself. Any other uncaught error
  // still ends the process, as Node would.
  process.on('uncaughtException', (err) => {
    if (isDatabaseUnavailable(err)) {
      app.log.warn({ err }, 'a database connection was cut with no listener on it; the process goes on');
      return;
    }
    app.log.fatal({ err }, 'uncaught exception');
    process.exit(1);
  });

  // Graceful shutdown. SIGTERM (a supervisor, an orchestrator): /readyz turns 503 and the server
  // serves on for SHUTDOWN_DRAIN_SECONDS, so that the load balancer stops sending it requests; then
  // it stops taking requests and jobs, finishes those in flight (the app's close hooks stop the job
  // engine), closes the database, sends its last spans and exits 0. SIGINT (Ctrl-C) skips the wait.
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, async () => {
      if (closing) return;
      closing = true;
      const drainMs = signal === 'SIGTERM' ? config.shutdownDrainSeconds * 1000 : 0;
      app.log.info({ signal, drainMs }, 'shutting down');
      app.draining = true;
      await sleep(drainMs);
      const timer = setTimeout(() => process.exit(1), 15_000).unref();
      // Stop taking connections before closing: Node's close() also drops idle sockets, and one
      // accepted a moment ago whose request has not arrived yet counts as idle (its client would
      // see a reset). Stopping the listener alone, then waiting a moment, lets that request in.
      net.Server.prototype.close.call(app.server);
      await sleep(ACCEPTED_REQUEST_GRACE_MS);
      await app.close();
      await database.close();
      releaseEmbedded();
      await flushTelemetry();
      clearTimeout(timer);
      process.exit(0);
    });
  }
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
