// `tsx apps/server/test/queries-per-booking.ts`: how many SQL statements one flight booking costs
// (issue 21), counted at the database client while the real app answers the pay POST and the bank
// code POST, on an in-memory PGlite. Prints JSON: {pay, complete, total}.
// With `DATABASE_URL` (an empty PostgreSQL database) it counts round trips instead: the writes the
// app makes to PostgreSQL's socket, each of which waits for its answer (statements sent together
// in one write, `db/transaction.ts`, are one).
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { loadReferenceData } from '../src/data/load-reference.js';
import { openPostgres, wrapPglite } from '../src/db/client.js';

const postgresUrl = process.env.DATABASE_URL;
let statements = 0;
if (postgresUrl) {
  const port = Number(new URL(postgresUrl).port || 5432);
  for (const method of ['_write', '_writev'] as const) {
    const original = net.Socket.prototype[method] as (...args: unknown[]) => unknown;
    net.Socket.prototype[method] = function (this: net.Socket, ...args: unknown[]) {
      if (this.remotePort === port) statements++;
      return original.apply(this, args);
    } as never;
  }
}
/** Every statement drizzle sends goes through `query` or `exec`, of the client or of a transaction. */
function counted<T extends object>(target: T): T {
  for (const method of ['query', 'exec'] as const) {
    const original = (target as Record<string, (...args: unknown[]) => Promise<unknown>>)[method]!.bind(target);
    (target as Record<string, unknown>)[method] = (...args: unknown[]) => {
      statements++;
      return original(...args);
    };
  }
  return target;
}
/** The embedded database, counting every statement of the client and of its transactions. */
async function countedPglite() {
  const client = counted(await PGlite.create());
  const transaction = client.transaction.bind(client);
  (client as unknown as { transaction: unknown }).transaction = (fn: (tx: object) => Promise<unknown>) =>
    transaction((tx) => fn(counted(tx)));
  return wrapPglite(client);
}
const database = postgresUrl ? openPostgres(postgresUrl) : await countedPglite();
await database.migrate();
await loadReferenceData(database.db);
// Patient: a machine under load must not turn the count into "Confirming…".
const config = loadConfig({
  PUBLIC_URL: 'http://localhost:8080',
  WEB_DIST: '/nonexistent',
  LOG_LEVEL: 'silent',
  SETTLE_PATIENCE_MS: '5000',
});
const app = await buildApp({ config, database, logger: false });
await app.ready();

const json = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await app.inject({ method, url, payload, headers: { 'accept-language': 'en' } });
  if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};
const airport = async (code: string) => (await json('GET', `/api/flight/airport/?keyword=${code}`)).results[0].id;
const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const counts = { pay: 0, complete: 0 };
for (let i = 0; i < 3; i++) {
  const { session_unique } = await json('POST', '/api/flight/gateway/search/', {
    fly_type: 'OW',
    departure_airport: await airport('IST'),
    arrival_airport: await airport('AYT'),
    departure_date: date,
    adult: 1,
  });
  const view = await json('GET', `/api/flight/gateway/search/?session_unique=${session_unique}`);
  await json('POST', '/api/flight/gateway/search/select/', {
    session_unique,
    product_ids: [view.search[i].product_id],
    alternative_prices: ['LIGHT'],
  });
  await json('GET', `/api/flight/gateway/payment/?session_unique=${session_unique}`);
  const before = statements;
  const pay = await json('POST', '/api/flight/gateway/payment/', {
    session_unique,
    passengers: [
      {
        pax_type: 'ADT',
        name: 'Ayşe',
        surname: 'Yılmaz',
        gender: 'F',
        foregein_citizen: false,
        citizen_number: '10000000146',
        birth_date: '1990-05-04',
        nationality: null,
        passport: null,
        passport_expiry_date: null,
      },
    ],
    email: 'count@example.com',
    phone_code: '90',
    phone: '5321234567',
    card_owner: 'Ayşe Yılmaz',
    card_number: '4111 1111 1111 1111',
    card_expiry: '12/30',
    card_cvc: '123',
    has_invoice: false,
    condition: true,
  });
  const paid = statements;
  const path = new URL(pay.pay_url).pathname;
  const code = /data-test-code="(\d{6})"/.exec((await app.inject({ url: path })).body)![1]!;
  const opened = statements;
  const done = await app.inject({
    method: 'POST',
    url: path,
    payload: `code=${code}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (!done.body.includes(`data-status="completed"`)) throw new Error(`not completed: ${done.body.slice(0, 3000)}`);
  // The last of three: the first ones warm the caches a long-running server has warm.
  counts.pay = paid - before;
  counts.complete = statements - opened;
}
await app.close();
await database.close();
console.log(JSON.stringify({ ...counts, total: counts.pay + counts.complete }));
