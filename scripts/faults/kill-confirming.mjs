// Issue 37 (03 §17): the process dies (kill -9) while a booking is `confirming`, its airline order
// on the way. The real server (compiled, as `npm start` runs it) on PostgreSQL, with a slow airline;
// a traveller pays and sends the bank code; the server is killed while the order waits; a new
// server on the same database finishes the booking by itself, with one order.
//
//   node scripts/faults/kill-confirming.mjs --database-url postgres://…/a_throwaway_database
import path from 'node:path';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { airports, HEADERS, payAndComplete, prepareFlightBooking } from '../bench/booking.mjs';
import { freePort, startRealServer } from '../bench/server.mjs';

// The wait covers two rounds of the payment sweeper (every 60 s): a restarted server's first round
// may come before the booking's authorisation is older than the backstop, and the next a minute on.
export async function killWhileConfirming({ root, databaseUrl, latencyMs = 4000, settleTimeoutMs = 150_000 }) {
  const logFile = path.join(tmpdir(), `yolcu-kill-confirming-${process.pid}.log`);
  const env = { SUPPLIER_FAULTS: `latency_ms=${latencyMs}`, SETTLE_BACKSTOP_SECONDS: '2', SETTLE_WAIT_MS: '0' };
  const first = await startRealServer({ root, port: await freePort(), logFile, databaseUrl, env });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const base = first.baseUrl;
    const prepared = await prepareFlightBooking(base, 7, { ...(await airports(base)), headers: HEADERS });
    const paid = await payAndComplete(base, prepared, { settle: false });
    const stateOf = async () =>
      (
        await db.query(
          `select b.status, b.supplier_order_status, (select count(*)::int from supplier_orders o where o.idempotency_key = b.unique_code) as orders
           from bookings b where b.unique_code = $1`,
          [paid.uniqueCode],
        )
      ).rows[0];
    const answered = paid.status;
    // The order is on its way to the slow airline: the process dies now, without a word.
    process.kill(first.pid, 'SIGKILL');
    const killed = await first.exited;
    const atKill = await stateOf();
    const second = await startRealServer({
      root,
      port: await freePort(),
      logFile: `${logFile}.2`,
      databaseUrl,
      env: { SUPPLIER_FAULTS: 'latency_ms=100', SETTLE_BACKSTOP_SECONDS: '2' },
    });
    try {
      const until = Date.now() + settleTimeoutMs;
      let after = await stateOf();
      while (after.status === 'confirming' && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 250));
        after = await stateOf();
      }
      const info = await (await fetch(`${second.baseUrl}/api/flight/booking/info/${paid.uniqueCode}/`)).json();
      return { answered, killed, atKill, after, info };
    } finally {
      await second.stop();
    }
  } finally {
    await db.end();
    await first.stop().catch(() => undefined);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--database-url');
  const databaseUrl = at > 0 ? process.argv[at + 1] : process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('a throwaway PostgreSQL database is needed: --database-url');
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
  console.log(JSON.stringify(await killWhileConfirming({ root, databaseUrl }), null, 2));
}
