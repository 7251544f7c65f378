// Bookings settled in steps with parties that are slow or fail (03 §17, issue 37), on a server of
// its own on a fresh PostgreSQL database started with the fault switches. Set-up first, untimed:
// virtual travellers search, select and open the payment page of every booking the run will make.
// Then the timed part: travellers pay and send the bank code one booking after another without
// waiting for the airline (the page says "Confirming…" and moves on by itself), and the server
// settles them in the background. Every booking is waited for, and counted by its state.
import pg from 'pg';
import { airports, HEADERS, payAndComplete, prepareFlightBooking } from './booking.mjs';
import { freshPostgres } from './booking-load.mjs';
import { cpuSecondsOf, postgresCpuSecondsFor } from './cpu-time.mjs';
import { freePort, startRealServer } from './server.mjs';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};

/** Runs `work(n)` for n = 0 … count − 1 on `width` concurrent workers; answers the errors met. */
async function fanOut(count, width, work) {
  let next = 0;
  const errors = [];
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const n = next++;
        try {
          await work(n);
        } catch (err) {
          errors.push(String(err.message ?? err).slice(0, 200));
        }
      }
    }),
  );
  if (errors.length) throw new Error(`${errors.length} travellers met an error, first: ${errors[0]}`);
}

/**
 * Prepares `bookings` payment pages, then has `travellers` pay them all against a server started
 * with `env` (the fault switches), waits up to `settleSeconds` for every booking to settle, and
 * answers: bookings tried, completed, failed, stuck (still `confirming`), completed per second
 * (from the first pay to the last completion), the bank code POST's p50, and the reconciliation
 * rows that break 03 §17.
 */
export async function measureSettlementOnPostgres(
  root,
  logFile,
  { env, bookings = 1200, travellers = 16, settleSeconds = 60, port = 8198 },
) {
  const db = await freshPostgres();
  if (!db) return null;
  const server = await startRealServer({ root, port: await freePort(port), logFile, databaseUrl: db.url, env });
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const base = server.baseUrl;
    const where = await airports(base);
    const prepared = [];
    await fanOut(bookings, 16, async (n) => {
      const headers = { ...HEADERS, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
      // One booking per flight and day at most, so that no price moves between set-up and paying.
      const date = new Date(Date.now() + (20 + (n % 300)) * 86_400_000).toISOString().slice(0, 10);
      prepared[n] = await prepareFlightBooking(base, n, { ...where, headers, date, choice: Math.floor(n / 300) });
    });
    const codeMs = [];
    const refusals = [];
    const started = new Date();
    const databaseName = new URL(db.url).pathname.slice(1);
    const cpuBefore = { server: cpuSecondsOf(server.pid), postgres: postgresCpuSecondsFor(databaseName) };
    await fanOut(bookings, travellers, async (n) => {
      const r = await payAndComplete(base, prepared[n], { settle: false });
      if (r.codeMs !== undefined) codeMs.push(r.codeMs);
      else refusals.push(r.message);
    });
    const tried = bookings;
    const settleBy = Date.now() + settleSeconds * 1000;
    const count = async () =>
      Object.fromEntries(
        (await client.query('select status, count(*)::int as n from bookings group by status')).rows.map((r) => [
          r.status,
          r.n,
        ]),
      );
    let states = await count();
    while ((states.confirming ?? 0) > 0 && Date.now() < settleBy) {
      await new Promise((r) => setTimeout(r, 500));
      states = await count();
    }
    // Measured before the queries below, which PostgreSQL would count as the bookings' own.
    const cpuMs = (after, before) => (after === null || before === null ? NaN : ((after - before) * 1000) / tried);
    const serverCpuMs = cpuMs(cpuSecondsOf(server.pid), cpuBefore.server);
    const postgresCpuMs = cpuMs(postgresCpuSecondsFor(databaseName), cpuBefore.postgres);
    const { rows } = await client.query(
      `select extract(epoch from max(completed_at) - $1::timestamptz) as seconds from bookings where status = 'completed'`,
      [started],
    );
    const broken = await client.query(`
      select r.* from reconciliation r where
        (r.status = 'completed' and (r.supplier_order_status is distinct from 'confirmed' or r.captured_amount <> r.price_total))
        or (r.status = 'failed' and (r.supplier_order_status = 'confirmed' or (r.captured_amount <> 0 and r.refunded_amount <> r.captured_amount)))`);
    const completed = states.completed ?? 0;
    return {
      tried,
      completed,
      failed: states.failed ?? 0,
      stuck: states.confirming ?? 0,
      pending: states.pending ?? 0,
      perSecond: completed / Number(rows[0]?.seconds ?? seconds),
      codeP50: median(codeMs),
      serverCpuMs,
      postgresCpuMs,
      reconciliationBroken: broken.rowCount,
      states,
      refused: refusals.length,
      firstRefusal: refusals[0],
    };
  } finally {
    await client.end();
    await server.stop();
    await db.drop();
  }
}

/** The airline takes a second to answer every call (the speed bar). */
export const SLOW_AIRLINE = { SUPPLIER_FAULTS: 'latency_ms=1000' };

/** Everything misbehaving at once: refusals, lost answers, moved prices, failed captures. */
export const FAULTY_PARTIES = {
  SUPPLIER_FAULTS: 'latency_ms=200,order_error_rate=0.1,order_lost_rate=0.1,price_change_rate=0.05',
  BANK_FAULTS: 'capture_error_rate=0.1',
};
