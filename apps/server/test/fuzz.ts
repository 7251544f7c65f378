/**
 * `npm run fuzz`: sends every route of the app malformed input and fails on any 5xx (issue 11).
 *
 * The app is built as the server builds it, on a fresh embedded database. Routes are read from the
 * app itself (`printRoutes`, which includes hidden ones) and their parameters, query strings and
 * bodies from the OpenAPI document at /api/openapi.json. Every route then gets: odd and wrong
 * methods; path parameters that are negative, hex, float, huge, NUL or badly percent-encoded;
 * query values of the same kinds; bodies that are missing, empty, invalid JSON, of the wrong JSON
 * type, of the wrong content type, and a plausible body with each field in turn replaced by a NUL
 * string, a huge string, a wrong type or an odd number, and each number in it (however deep) by one
 * beyond PostgreSQL's integer (2^31, 2^32, 2^53 − 1, −2^31 − 1, also in paths and query strings);
 * as a guest and as a signed-in user. A few
 * raw requests that Node's own parser refuses go over a real socket. Each client address is its
 * own, so rate limits never hide a route. A 4xx from /api/ must also be JSON with the security
 * headers. Bounded in time: FUZZ_SECONDS (default 50) for the requests after the app is built.
 */
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { wrapPglite } from '../src/db/client.js';
import { users } from '../src/db/schema.js';
import { loadReferenceData } from '../src/data/load-reference.js';
import { issueToken } from '../src/modules/auth/auth.service.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: Json[];
  const?: Json;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
  default?: Json;
}
interface Operation {
  parameters?: Array<{ in: string; name: string; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}
interface Route {
  path: string;
  methods: string[];
}
interface Case {
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
  signedIn: boolean;
  what: string;
}

const budgetSeconds = Number(process.env.FUZZ_SECONDS ?? 50);
const ALL_METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'PROPFIND',
  'SEARCH',
  'TRACE',
  'COPY',
  'LOCK',
];
const HUGE = 'ş'.repeat(100_000);
const NUL = 'a\u0000b';
/**
 * Integers a JSON number or a path holds but PostgreSQL's `integer` does not (issue 36: 2^31 as an
 * id answered 500 on eight routes): 2^31, 2^32, 2^53 − 1 and −2^31 − 1.
 */
const BIG_NUMBERS = [2147483648, 4294967296, 9007199254740991, -2147483649];
/** Raw (already encoded) path and query values. */
const BAD_SEGMENTS = [
  '0',
  '-1',
  '0x10',
  '1e3',
  '1.5',
  '+5',
  '%2012',
  '99999999999999999999',
  ...BIG_NUMBERS.map(String),
  '%00',
  'a%00b',
  '%zz',
  '%E0%A4%A',
  'x'.repeat(3000),
  "'%20or%201=1--",
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%98%80',
  'NaN',
];
const BAD_QUERY_VALUES = [...BAD_SEGMENTS, '', '%FF', 'true', '[]', '{}', 'x'.repeat(20_000)];
const WRONG_TYPES: Json[] = [
  NUL,
  HUGE,
  '',
  ' ',
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  ...BIG_NUMBERS,
  0x10,
  -0,
  [],
  [NUL],
  {},
  { a: NUL },
  '0x10',
  '1e3',
  '2026-02-30',
  '9999-99-99T99:99',
];
const RAW_BODIES: Array<[string, string | undefined]> = [
  ['', 'application/json'],
  ['{', 'application/json'],
  ['{"a":', 'application/json'],
  ['null', 'application/json'],
  ['[]', 'application/json'],
  ['"text"', 'application/json'],
  ['123', 'application/json'],
  ['{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}', 'application/json'],
  [`${'['.repeat(5000)}${']'.repeat(5000)}`, 'application/json'],
  ['{"a":"\\u0000"}', 'application/json'],
  ['{"a":"\\ud800"}', 'application/json'],
  ['\u0000', 'application/json'],
  ['a=1&b=%00', 'application/x-www-form-urlencoded'],
  ['plain text', 'text/plain'],
  ['--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', 'multipart/form-data; boundary=x'],
  ['{"a":1}', 'application/json; charset=latin1'],
  ['{"a":1}', undefined],
  [`"${'x'.repeat(1_100_000)}"`, 'application/json'],
];

function routesOf(app: FastifyInstance): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│├└─\s]*)(\S.*?)(?: \(([^)]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = Math.round((m[1] ?? '').length / 4);
    stack[depth] = m[2] ?? '';
    stack.length = depth + 1;
    if (m[3]) routes.push({ path: stack.join(''), methods: m[3].split(',').map((s) => s.trim()) });
  }
  return routes;
}

function resolve(schema: Schema | undefined, doc: OpenApi): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolve(doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''], doc);
  return schema;
}

/** A plausible value for a schema: enough to get past the first checks, so that one wrong field reaches deeper code. */
function sample(schema: Schema | undefined, doc: OpenApi, depth = 0): Json {
  const s = resolve(schema, doc);
  if (depth > 6) return null;
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0] ?? null;
  const alt = s.anyOf ?? s.oneOf ?? s.allOf;
  if (alt?.length) return sample(alt.find((a) => resolve(a, doc).type !== 'null') ?? alt[0], doc, depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, Json> = {};
      for (const [key, prop] of Object.entries(s.properties ?? {})) out[key] = sample(prop, doc, depth + 1);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items, doc, depth + 1));
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.format === 'date') return '2027-06-01';
      if (s.format === 'date-time') return '2027-06-01T10:00:00Z';
      if (s.pattern?.includes('\\d')) return '1'.repeat(Math.max(1, s.minLength ?? 1));
      return 'Ayşe Yılmaz'.padEnd(s.minLength ?? 0, 'x');
    default:
      return 'x';
  }
}

function sampleSegment(name: string): string {
  if (name === 'id') return '1';
  if (name === 'code') return 'USD';
  if (name === 'language') return 'en';
  if (['session_unique', 'reference', 'unique_code', 'share_code'].includes(name)) return 'a'.repeat(32);
  if (name === 'type.svg' || name === 'type') return 'sedan';
  return 'x';
}

/** The route's path with each parameter filled, and one variant per bad value of each parameter. */
function pathVariants(path: string): Array<[string, string]> {
  const names = [...path.matchAll(/:([A-Za-z_]+)|\*/g)].map((m) => m[1] ?? '*');
  const fill = (override?: [string, string]) =>
    path.replace(/:([A-Za-z_]+)|\*/g, (_all, name: string | undefined) =>
      override && (name ?? '*') === override[0] ? override[1] : sampleSegment(name ?? 'x'),
    );
  const out: Array<[string, string]> = [[fill(), 'sample path']];
  for (const name of names)
    for (const bad of BAD_SEGMENTS) out.push([fill([name, bad]), `path ${name}=${bad.slice(0, 40)}`]);
  return out;
}

function buildCases(routes: Route[], doc: OpenApi): Case[] {
  const cases: Case[] = [];
  const add = (c: Omit<Case, 'signedIn'>, both = true) => {
    cases.push({ ...c, signedIn: true });
    if (both) cases.push({ ...c, signedIn: false });
  };
  for (const route of routes) {
    const docPath = route.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    const operations = doc.paths[docPath] ?? {};
    const [base = route.path] = pathVariants(route.path)[0] ?? [];
    // Methods: every route with every other method, odd ones included.
    for (const method of ALL_METHODS)
      if (!route.methods.includes(method)) add({ method, url: base, what: 'wrong method' }, false);
    for (const method of route.methods) {
      const op = operations[method.toLowerCase()] ?? {};
      for (const [url, what] of pathVariants(route.path)) add({ method, url, what });
      // Query values: each documented one, plus an unknown one, with every bad value.
      const query = (op.parameters ?? []).filter((p) => p.in === 'query');
      const good = new URLSearchParams(
        query.map((p): [string, string] => [p.name, String(sample(p.schema, doc))]),
      ).toString();
      for (const name of [...query.map((p) => p.name), 'unknown']) {
        for (const bad of BAD_QUERY_VALUES) {
          const rest = good
            .split('&')
            .filter((kv) => kv && !kv.startsWith(`${name}=`))
            .join('&');
          add(
            {
              method,
              url: `${base}?${rest ? `${rest}&` : ''}${name}=${bad}`,
              what: `query ${name}=${bad.slice(0, 40)}`,
            },
            bad === '%00' || bad === '%zz',
          );
        }
        add(
          { method, url: `${base}?${name}=1&${name}=2&${name}[a]=%00`, what: `query ${name} repeated and bracketed` },
          false,
        );
      }
      if (method === 'GET' || method === 'HEAD') continue;
      // Bodies: raw oddities, then a plausible body with each field in turn made wrong.
      for (const [payload, contentType] of RAW_BODIES)
        add(
          {
            method,
            url: base,
            payload,
            contentType,
            what: `body ${JSON.stringify(payload.slice(0, 40))} as ${contentType}`,
          },
          payload === '{',
        );
      const schema = resolve(op.requestBody?.content?.['application/json']?.schema, doc);
      const body = sample(schema, doc);
      if (body && typeof body === 'object') {
        const json = (value: Json) => ({
          method,
          url: base,
          payload: JSON.stringify(value),
          contentType: 'application/json',
        });
        add({ ...json(body), what: 'sample body' });
        const fields = Array.isArray(body) ? body.map((_, i) => String(i)) : Object.keys(body);
        for (const field of [...fields, 'unknown\u0000']) {
          for (const wrong of WRONG_TYPES) {
            const mutated = Array.isArray(body)
              ? body.map((v, i) => (String(i) === field ? wrong : v))
              : { ...body, [field]: wrong };
            add({ ...json(mutated), what: `body ${field}=${JSON.stringify(wrong).slice(0, 40)}` }, wrong === NUL);
          }
          // One level down: a wrong value inside a nested object or array.
          const inner = Array.isArray(body) ? body[Number(field)] : (body as Record<string, Json>)[field];
          if (inner && typeof inner === 'object') {
            const innerFields = Array.isArray(inner) ? inner.map((_, i) => String(i)) : Object.keys(inner);
            for (const key of innerFields) {
              for (const wrong of [NUL, HUGE, null, -1, {}, BIG_NUMBERS[0]!, BIG_NUMBERS[2]!]) {
                const nested = Array.isArray(inner)
                  ? inner.map((v, i) => (String(i) === key ? wrong : v))
                  : { ...inner, [key]: wrong };
                const mutated = Array.isArray(body)
                  ? body.map((v, i) => (String(i) === field ? nested : v))
                  : { ...body, [field]: nested };
                add({ ...json(mutated), what: `body ${field}.${key}=${JSON.stringify(wrong).slice(0, 40)}` }, false);
              }
            }
          }
        }
        // Every number the body holds, however deep (a passenger's nationality), made too big for the database.
        for (const path of numberPaths(body)) {
          for (const big of BIG_NUMBERS) {
            add({ ...json(withValue(body, path, big)), what: `body ${path.join('.')}=${big}` }, big === BIG_NUMBERS[0]);
          }
        }
      }
    }
  }
  return cases;
}

/** The paths to the numbers of a sample body (objects and arrays, a few levels down). */
function numberPaths(value: Json, path: string[] = [], depth = 0): string[][] {
  if (typeof value === 'number') return [path];
  if (!value || typeof value !== 'object' || depth > 5) return [];
  const entries = Array.isArray(value) ? value.map((v, i): [string, Json] => [String(i), v]) : Object.entries(value);
  return entries.flatMap(([key, v]) => numberPaths(v, [...path, key], depth + 1));
}

/** A copy of a body with the value at `path` replaced. */
function withValue(value: Json, path: string[], next: Json): Json {
  const [key, ...rest] = path;
  if (key === undefined) return next;
  if (Array.isArray(value)) return value.map((v, i) => (String(i) === key ? withValue(v, rest, next) : v));
  if (value && typeof value === 'object') return { ...value, [key]: withValue(value[key] ?? null, rest, next) };
  return value;
}

/** Requests Node's HTTP parser or Fastify's router refuse before any route; answered over a real socket. */
const RAW_REQUESTS = [
  'FOO /api/countries/ HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /api/%zz/ HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /api/countries/?x=%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /api/countries/ HTTP/9.9\r\nHost: x\r\n\r\n',
  'GET /api/countries/ HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
  `GET /api/countries/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
  'POST /api/log/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}',
  'POST /api/log/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
  'GET /api/countries/\u0000 HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /api/user/ HTTP/1.1\r\nHost: x\r\nAuthorization: Token \u0001\r\n\r\n',
];

async function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let data = '';
    socket.setTimeout(5000, () => socket.destroy());
    socket.on('data', (chunk) => {
      data += chunk;
    });
    socket.on('error', () => resolve(data));
    socket.on('close', () => resolve(data));
  });
}

async function main() {
  const started = Date.now();
  const database = wrapPglite(await PGlite.create());
  await database.migrate();
  await loadReferenceData(database.db);
  const config = loadConfig({ PUBLIC_URL: 'http://localhost:8080', WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();

  // A signed-in user, so that account routes validate their input instead of answering 401.
  const email = 'fuzz.user@example.com';
  const password = 'Deniz-Feneri-42';
  const reg = await app.inject({
    method: 'POST',
    url: '/api/auth/register/',
    payload: { first_name: 'Fuzz', last_name: 'Tester', email, password, comfirm_password: password },
  });
  if (reg.statusCode !== 201) throw new Error(`Could not register the fuzz user: ${reg.statusCode} ${reg.body}`);
  const [user] = await database.db
    .update(users)
    .set({ isActive: true })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (!user) throw new Error('The fuzz user was not stored');
  const token = await issueToken(database.db, user.id);

  const doc = (await app.inject({ url: '/api/openapi.json' })).json() as OpenApi;
  const routes = routesOf(app);
  const cases = buildCases(routes, doc);
  console.log(
    `Fuzz: ${routes.length} routes (${Object.keys(doc.paths).length} documented), ${cases.length} requests; app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );

  const failures: string[] = [];
  const deadline = Date.now() + budgetSeconds * 1000;
  let sent = 0;
  let n = 0;
  const statuses = new Map<number, number>();
  const runOne = async (c: Case) => {
    n += 1;
    const opts: InjectOptions = {
      method: c.method as 'GET',
      url: c.url,
      // Its own client address, so that no rate limit stops the fuzz short of a route's code.
      remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      headers: {
        'accept-language': n % 2 ? 'en' : 'tr',
        ...(c.signedIn ? { authorization: `Token ${token}` } : {}),
        ...(c.contentType ? { 'content-type': c.contentType } : {}),
      },
      ...(c.payload !== undefined ? { payload: c.payload } : {}),
    };
    let timer: NodeJS.Timeout | undefined;
    const res = await Promise.race([
      app.inject(opts),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), 10_000);
      }),
    ]).finally(() => clearTimeout(timer));
    sent += 1;
    const who = c.signedIn ? 'signed in' : 'guest';
    const where = `${c.method} ${c.url.slice(0, 160)} (${c.what}; ${who})`;
    if (!res) return void failures.push(`no answer in 10 s: ${where}`);
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    if (res.statusCode >= 500) return void failures.push(`${res.statusCode}: ${where} → ${res.body.slice(0, 200)}`);
    const path = c.url.split('?')[0] ?? '';
    if (res.statusCode >= 400 && path.startsWith('/api/') && !path.startsWith('/api/docs') && c.method !== 'HEAD') {
      const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
      if (!json || !res.headers['x-content-type-options'])
        failures.push(
          `${res.statusCode} without the API's JSON and security headers: ${where} → ${res.body.slice(0, 120)}`,
        );
    }
  };
  // Two requests at a time: the embedded database is single-connection, so more only queue.
  let next = 0;
  const worker = async () => {
    while (next < cases.length && Date.now() < deadline) await runOne(cases[next++]!);
  };
  await Promise.all([worker(), worker()]);

  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  for (const request of RAW_REQUESTS) {
    const answer = await rawRequest(port, request);
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
    const line = JSON.stringify(request.split('\r\n')[0]?.slice(0, 80));
    sent += 1;
    if (!status || status >= 500) failures.push(`${status || 'no answer'}: raw ${line} → ${answer.slice(0, 200)}`);
    else if (status >= 400 && !/x-content-type-options: nosniff/i.test(answer))
      failures.push(`${status} without the security headers: raw ${line}`);
  }
  await app.close();
  await database.close();

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const summary = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, count]) => `${s}×${count}`)
    .join(' ');
  console.log(`Answers: ${summary}`);
  if (next < cases.length)
    console.log(
      `Time budget (FUZZ_SECONDS=${budgetSeconds}) reached: ${cases.length - next} of ${cases.length} requests not sent.`,
    );
  if (failures.length) {
    // Server errors first: they are what the fuzz is for.
    failures.sort((x, y) => Number(!/^(5\d\d|no answer)/.test(x)) - Number(!/^(5\d\d|no answer)/.test(y)));
    console.log(`\n${failures.length} failure(s):`);
    for (const f of failures.slice(0, 100)) console.log(`  ${f}`);
    if (failures.length > 100) console.log(`  … and ${failures.length - 100} more`);
    console.log(`\nFuzz FAILED: ${sent} requests in ${seconds} s.`);
    process.exit(1);
  }
  console.log(`Fuzz passed: ${sent} requests in ${seconds} s, no 5xx.`);
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
