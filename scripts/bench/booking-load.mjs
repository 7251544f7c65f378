// Bookings per second end to end (issue 21): virtual travellers, each booking one adult after
// another (search, results, select, payment data, pay, the bank page and its code), for a fixed
// time. Each booking comes from its own client address, as travellers do, so no rate limit is hit.
import pg from 'pg';
import { airports, bookFlight, HEADERS } from './booking.mjs';
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

/** The same load on a server of its own on a fresh PostgreSQL database; null when there is none. */
export async function measureBookingLoadOnPostgres(root, logFile, opts) {
  const db = await freshPostgres();
  if (!db) return null;
  const server = await startRealServer({ root, port: await freePort(8197), logFile, databaseUrl: db.url });
  try {
    await measureBookingLoad(server.baseUrl, { travellers: 4, seconds: 2, offset: 900_000 }); // warm-up
    return await measureBookingLoad(server.baseUrl, opts);
  } finally {
    await server.stop();
    await db.drop();
  }
}
