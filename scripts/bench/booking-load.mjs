// Bookings per second end to end (issue 21): virtual travellers, each booking one adult after
// another (search, results, select, payment data, pay, the bank page and its code), for a fixed
// time. Each booking comes from its own client address, as travellers do, so no rate limit is hit.
import pg from 'pg';
import { airports, bookFlight, HEADERS, payAndComplete, prepareFlightBooking } from './booking.mjs';
import { freePort, startRealServer } from './server.mjs';

/** Completed bookings per second over `seconds` with `travellers` at once; throws on any error. */
export async function measureBookingLoad(base, { travellers = 16, seconds = 10, offset = 0 } = {}) {
  const where = await airports(base);
  let next = offset;
  let done = 0;
  const errors = [];
  const deadline = Date.now() + seconds * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: travellers }, async () => {
      while (Date.now() < deadline) {
        const n = next++;
        const headers = { ...HEADERS, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
        try {
          await bookFlight(base, n, { ...where, headers });
          done++;
        } catch (err) {
          errors.push(String(err.message ?? err).slice(0, 200));
        }
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  if (errors.length) throw new Error(`${errors.length} bookings failed, first: ${errors[0]}`);
  return { perSecond: done / elapsed, done, elapsed };
}

/** A fresh PostgreSQL database on the local service, or null when none answers (the run is then skipped). */
export async function freshPostgres(
  adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
) {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `yolcu_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * The same load on a server of its own on a fresh PostgreSQL database, then the last seats of one
 * flight contended on that server (`contendLastSeats`); null when there is no database.
 */
export async function measureBookingLoadOnPostgres(root, logFile, opts) {
  const db = await freshPostgres();
  if (!db) return null;
  const server = await startRealServer({ root, port: await freePort(8197), logFile, databaseUrl: db.url });
  try {
    await measureBookingLoad(server.baseUrl, { travellers: 4, seconds: 2, offset: 900_000 }); // warm-up
    const load = await measureBookingLoad(server.baseUrl, opts);
    return { ...load, lastSeats: await contendLastSeats(server.baseUrl, db.url) };
  } finally {
    await server.stop();
    await db.drop();
  }
}

/**
 * One flight (on a day the load run never books) is sold down to its last `seatsLeft` seats; then
 * `travellers` reach its payment form, at the price those last seats sell for, and all pay and
 * send their bank code at once. Answers how many completed, and the flight's seats sold against
 * its seats: exactly `seatsLeft` bookings may complete, each with one seat, and nothing past them.
 */
export async function contendLastSeats(base, databaseUrl, { travellers = 24, seatsLeft = 5 } = {}) {
  const where = await airports(base);
  const date = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  const headersOf = (n) => ({ ...HEADERS, 'x-forwarded-for': `10.250.${(n >> 8) & 255}.${n & 255}` });
  // A first booking writes the flight's inventory row, which is then sold down.
  const first = await prepareFlightBooking(base, 0, { ...where, date, headers: headersOf(0) });
  if ((await payAndComplete(base, first)).status !== 'completed') throw new Error('the first booking did not complete');
  const { number, legs } = first.flight;
  if (legs !== 1) throw new Error(`${number} is not a direct flight`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const theFlight = `flight_key = $1 and date = $2 and cabin = 'ECONOMY'`;
    const soldDown = await client.query(
      `update flight_inventory set seats_sold = seats_total - $3 where ${theFlight}`,
      [number, date, seatsLeft],
    );
    if (soldDown.rowCount !== 1) throw new Error(`no inventory row for ${number} on ${date}`);
    const prepared = await Promise.all(
      Array.from({ length: travellers }, (_, n) =>
        prepareFlightBooking(base, 0, { ...where, date, flightNumber: number, headers: headersOf(n + 1) }),
      ),
    );
    const outcomes = await Promise.all(prepared.map((p) => payAndComplete(base, p)));
    const outcomeCounts = {};
    for (const { status } of outcomes) outcomeCounts[status] = (outcomeCounts[status] ?? 0) + 1;
    const completed = outcomeCounts.completed ?? 0;
    const refusal = outcomes.find((o) => o.message)?.message;
    const { rows } = await client.query(`select seats_sold, seats_total from flight_inventory where ${theFlight}`, [
      number,
      date,
    ]);
    const { seats_sold: seatsSold, seats_total: seatsTotal } = rows[0];
    const oversold = Math.max(0, seatsSold - seatsTotal);
    return { travellers, seatsLeft, completed, outcomeCounts, refusal, seatsSold, seatsTotal, oversold };
  } finally {
    await client.end();
  }
}
