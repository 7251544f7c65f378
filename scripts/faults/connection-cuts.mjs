// Issue 35: the real server process on PostgreSQL, a stream of bookings (pay + bank code) from
// several travellers at once, and every connection of its database ended from outside
// (pg_terminate_backend, as a restart, a failover or a proxy would) `cuts` times. The process must
// live through it, answer every request 2xx or 503 (never 500), and serve again afterwards.
// Prints a JSON summary; exits 1 when the process died or a 500 was answered.
//
//   node scripts/faults/connection-cuts.mjs [--cuts 10] [--travellers 6]
// Needs TEST_DATABASE_URL (a PostgreSQL server where it may create a throwaway database).
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { airports, prepareFlightBooking } from '../bench/booking.mjs';
import { send } from '../bench/http-client.mjs';
import { freePort, startRealServer } from '../bench/server.mjs';

export async function connectionCuts({ root, adminUrl, cuts = 10, travellers = 6, log = () => {} }) {
  const name = `yolcu_cuts_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const logFile = path.join(tmpdir(), `${name}.log`);
  const server = await startRealServer({ root, port: await freePort(), logFile, databaseUrl: url.toString() });
  const base = server.baseUrl;
  const statuses = {};
  const count = (s) => {
    statuses[s] = (statuses[s] ?? 0) + 1;
  };
  let completed = 0;
  let exited = null;
  server.exited.then((e) => {
    exited = e;
  });
  try {
    const where = await airports(base);
    let running = true;
    let i = 0;
    // One traveller: up to the payment form, then pay and type the bank's code, again and again.
    const traveller = async () => {
      while (running && !exited) {
        const n = i++;
        try {
          const { headers, body } = await prepareFlightBooking(base, n, where);
          const pay = await send(`${base}/api/flight/gateway/payment/`, {
            method: 'POST',
            headers,
            body: JSON.stringify(body),
          });
          count(pay.status);
          if (!pay.ok) continue;
          const { pay_url } = await pay.json();
          if (!pay_url) continue;
          const bankPath = new URL(pay_url).pathname;
          const page = await send(`${base}${bankPath}`);
          count(page.status);
          const code = /data-test-code="(\d{6})"/.exec(await page.text())?.[1];
          if (!code) continue;
          const done = await send(`${base}${bankPath}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: `code=${code}`,
          });
          count(done.status);
          if (/data-status="completed"/.test(await done.text())) completed++;
        } catch (err) {
          // The set-up (search, select) answering 503 while the database is cut: count it, go on.
          const status = /answered (\d{3})/.exec(String(err?.message))?.[1];
          count(status ? Number(status) : 'error');
          if (!status) log(String(err?.message ?? err));
        }
      }
    };
    const cutter = async () => {
      let ended = 0;
      for (let c = 0; c < cuts && !exited; c++) {
        await new Promise((r) => setTimeout(r, 400));
        const res = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        ended += res.rowCount ?? 0;
        log(`cut ${c + 1}: ${res.rowCount} connections ended`);
      }
      await new Promise((r) => setTimeout(r, 500));
      running = false;
      return ended;
    };
    const [ended] = await Promise.all([cutter(), ...Array.from({ length: travellers }, traveller)]);
    // After the cuts: the server still serves a whole booking.
    let after = null;
    if (!exited) {
      const { headers, body } = await prepareFlightBooking(base, i++, where);
      const pay = await (
        await send(`${base}/api/flight/gateway/payment/`, { method: 'POST', headers, body: JSON.stringify(body) })
      ).json();
      const bankPath = new URL(pay.pay_url).pathname;
      const code = /data-test-code="(\d{6})"/.exec(await (await send(`${base}${bankPath}`)).text())?.[1];
      const done = await send(`${base}${bankPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `code=${code}`,
      });
      after = /data-status="([a-z]+)"/.exec(await done.text())?.[1] ?? `http ${done.status}`;
    }
    return { ended, statuses, completed, exited, after, logFile };
  } finally {
    await server.stop();
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (flag, fallback) => {
    const at = process.argv.indexOf(flag);
    return at === -1 ? fallback : Number(process.argv[at + 1]);
  };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.error('set TEST_DATABASE_URL=postgres://… (a server where a throwaway database may be made)');
    process.exit(2);
  }
  const root = new URL('../..', import.meta.url).pathname;
  const result = await connectionCuts({
    root,
    adminUrl,
    cuts: arg('--cuts', 10),
    travellers: arg('--travellers', 6),
    log: (line) => console.error(line),
  });
  console.log(JSON.stringify(result, null, 2));
  const failed = result.exited || result.statuses[500] || result.after !== 'completed';
  process.exit(failed ? 1 : 0);
}
