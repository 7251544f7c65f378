// The operator console's booking search over a million bookings on PostgreSQL (issue 40: p95 under
// 50 ms for every kind of key). Seeds DATABASE_URL (a fresh, empty database: the schema is migrated
// here) with 1,000,000 bookings and their payments in a few INSERT … SELECT generate_series
// statements, then times the console's own `searchBookings` for each key kind.
//
//   DATABASE_URL=postgres://…/yolcu_search_bench node --import tsx scripts/bench/admin-search.mjs
//
// Prints one JSON line: { bookings, seed_seconds, p95_ms: {kind: ms}, p50_ms: {…} }.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openPostgres } from '../../apps/server/src/db/client.ts';
import { searchBookings } from '../../apps/server/src/modules/admin/booking-search.ts';

const N = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required (a fresh PostgreSQL database)');
  process.exit(2);
}

const database = openPostgres(url);
const { db } = database;
await database.migrate();

// Deterministic keys per row i: code BK<i>, PNR hex(i·7919 + 10⁶), e-mail u<i % 200000>@example.com
// (five bookings per address, as returning travellers), phone 53<i % 300000 padded>, card last four
// i % 10000 (a hundred bookings per last four: the widest search, capped at 50 hits). Seeded by a
// client of its own: the app's pool has a statement timeout, and these statements run for seconds.
const started = performance.now();
const seeder = new pg.Client({ connectionString: url });
await seeder.connect();
const existing = (await seeder.query('select count(*)::int as n from bookings')).rows[0].n;
const BATCH = 250_000;
for (let from = existing + 1; from <= N; from += BATCH) {
  const to = Math.min(N, from + BATCH - 1);
  await seeder.query(
    `insert into bookings (product, unique_code, share_code, session_unique, status, pnr, email, phone_code,
      phone, language, snapshot, total, created_at, completed_at, supplier_order_ref, supplier_order_status)
    select case when i % 5 = 0 then 'transfer' else 'flight' end, 'BK' || i, 'SH' || i, 'S' || i, 'completed',
      upper(to_hex(i::bigint * 7919 + 1000000)), 'u' || (i % 200000) || '@example.com', '90',
      '53' || lpad((i % 300000)::text, 8, '0'), 'tr', '{}'::jsonb, 1000 + (i % 5000),
      now() - make_interval(mins => i), now() - make_interval(mins => i), 'ORD' || i, 'confirmed'
    from generate_series($1::int, $2::int) as i`,
    [from, to],
  );
  await seeder.query(
    `insert into payments (reference, booking_id, amount, card_last4, card_expiry, status, created_at, captured_at)
    select 'REF' || b.id, b.id, b.total, lpad((b.id % 10000)::text, 4, '0'), '12/30', 'captured', b.created_at,
      b.created_at
    from bookings b where b.id between $1 and $2`,
    [from, to],
  );
  await seeder.query(
    `insert into booking_passengers (booking_id, position, pax_type, name, surname)
    select b.id, 0, 'adult', 'Ayşe', 'Yılmaz' from bookings b where b.id between $1 and $2`,
    [from, to],
  );
}
await seeder.query('vacuum analyze bookings, payments, booking_passengers');
await seeder.end();
const seedSeconds = (performance.now() - started) / 1000;

const pick = () => 1 + Math.floor(Math.random() * N);
const keys = {
  email: () => `U${pick() % 200000}@Example.com`,
  phone: () => `+90 53${String(pick() % 300000).padStart(8, '0')}`,
  last_four: () => String(pick() % 10000).padStart(4, '0'),
  pnr: () => (pick() * 7919 + 1000000).toString(16),
  code: () => `BK${pick()}`,
};
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const p95 = {};
const p50 = {};
const hits = {};
for (const [kind, key] of Object.entries(keys)) {
  for (let i = 0; i < 20; i++) await searchBookings(db, key()); // warm
  const times = [];
  let found = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const { results } = await searchBookings(db, key());
    times.push(performance.now() - t0);
    found += results.length;
  }
  times.sort((a, b) => a - b);
  p95[kind] = Math.round(quantile(times, 0.95) * 100) / 100;
  p50[kind] = Math.round(quantile(times, 0.5) * 100) / 100;
  hits[kind] = Math.round((found / RUNS) * 10) / 10;
}
await database.close();
console.log(
  JSON.stringify({ bookings: N, seed_seconds: Math.round(seedSeconds), p95_ms: p95, p50_ms: p50, mean_hits: hits }),
);
