import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { accountClient } from './account-helpers.js';
import { createTestApp, MemoryMailer, type TestApp } from './helpers.js';

/** Input that the server once answered with 500 or Fastify's own body (issue 11, bad input). */
const NUL_MESSAGE = 'This field contains a character that is not allowed.';
const SESSION = 'a'.repeat(32);

let t: TestApp;
let token: string;
const mailer = new MemoryMailer();
const { call, signedUp } = accountClient(() => t, mailer, 111);

beforeAll(async () => {
  t = await createTestApp({ mailer });
  token = await signedUp('nul.tester@example.com');
});
afterAll(async () => t?.close());

describe('a NUL character', () => {
  const profile = {
    username: 'nultester',
    first_name: 'Ayşe',
    last_name: 'Yılmaz',
    email: 'nul.tester@example.com',
    phone_code: '90',
    phone: '5321234567',
  };
  const bill = {
    bill_type: 0,
    billing_name: 'Ayşe Yılmaz',
    city: 'İstanbul',
    district: 'Kadıköy',
    zip_code: '34710',
    tax_number: '12345678901',
    tax_office: 'Kadıköy',
    address: 'Moda Cd. 1',
  };
  const cases: Array<[string, string, unknown, string, boolean?]> = [
    [
      'POST',
      '/api/auth/register/',
      {
        first_name: 'Ayşe',
        last_name: 'Yılmaz',
        email: 'x@example.com',
        password: 'Deniz-Feneri-42\u0000',
        comfirm_password: 'Deniz-Feneri-42\u0000',
      },
      'password',
    ],
    ['POST', '/api/auth/login/', { username: 'someone\u0000', password: 'Deniz-Feneri-42' }, 'username'],
    [
      'POST',
      '/api/contact/',
      { name: 'Ayşe', email: 'a@example.com', phone: '05321234567', message: 'Hello there\u0000, a message.' },
      'message',
    ],
    [
      'POST',
      '/api/log/',
      [{ event_state: 'info', event_name: 'x\u0000', event_time: '2026-01-01T00:00:00Z' }],
      '0.event_name',
    ],
    ['PUT', '/api/user/', { ...profile, last_name: 'Yıl\u0000maz' }, 'last_name', true],
    ['POST', '/api/user/bill/', { ...bill, address: 'Moda\u0000 Cd. 1' }, 'address', true],
    [
      'POST',
      '/api/flight/gateway/search/select/',
      { session_unique: SESSION, product_ids: ['p\u00001'] },
      'product_ids.0',
    ],
    [
      'POST',
      '/api/transfer/gateway/search/select/',
      { session_unique: `${SESSION}\u0000`, vehicle_id: 1 },
      'session_unique',
    ],
    [
      'POST',
      '/api/log/',
      [{ event_state: 'info', event_name: 'x', event_time: '2026-01-01T00:00:00Z', post_data: { 'k\u0000': 1 } }],
      '0.post_data.k',
    ],
  ];
  it.each(cases)('%s %s answers 400 with a field message', async (method, url, payload, field, signedIn) => {
    const res = await call(method, url, payload as object, signedIn ? token : undefined);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()[field]).toEqual([NUL_MESSAGE]);
  });

  it.each(['/api/flight/gateway/search/', '/api/transfer/gateway/search/', '/api/base/gateway/search/'])(
    'in the query string of GET %s answers 400',
    async (path) => {
      const res = await call('GET', `${path}?session_unique=${SESSION}%00`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ session_unique: [NUL_MESSAGE] });
    },
  );

  it('in a path parameter answers 400, in the request language', async () => {
    const res = await call('GET', '/api/currency/US%00/', undefined, undefined, 'tr');
    expect(res.statusCode).toBe(400);
    expect(res.json().code[0]).toMatch(/izin verilmeyen/);
  });
});

describe('URLs and methods the router cannot take', () => {
  const hasSecurityHeaders = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toBeTruthy();
  };

  it.each(['/api/countries/?x=%E0%A4%A', '/api/flight/airport/?keyword=%zz', '/api/countries/?%E0=1'])(
    'bad percent-encoding in the query (%s) answers 400 in the API shape',
    async (url) => {
      const res = await call('GET', url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'The request could not be read.' });
      hasSecurityHeaders(res.headers);
    },
  );

  it('a path that does not percent-decode answers 400 in the API shape', async () => {
    const res = await call('GET', '/api/%zz/');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The request could not be read.' });
    hasSecurityHeaders(res.headers);
  });

  it('a wrong method on an existing route answers 405 with Allow', async () => {
    let res = await call('DELETE', '/api/countries/');
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json()).toEqual({ detail: 'This address does not accept this kind of request.' });
    hasSecurityHeaders(res.headers);
    res = await call('POST', '/api/user/passenger/12/');
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('PUT, DELETE');
    res = await call('PROPFIND', '/api/countries/');
    expect(res.statusCode).toBe(405);
    // An unknown path stays 404.
    res = await call('DELETE', '/api/nothing-here/');
    expect(res.statusCode).toBe(404);
  });

  it('methods that Node itself refuses answer the API shape with the security headers', async () => {
    const app = await createTestApp();
    try {
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.app.server.address() as net.AddressInfo;
      for (const request of [
        'FOO /api/countries/ HTTP/1.1\r\nHost: x\r\n\r\n',
        'GET /api/countries/ HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
      ]) {
        const raw = await new Promise<string>((resolve, reject) => {
          const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
          let data = '';
          socket.on('data', (chunk) => {
            data += chunk;
          });
          socket.on('error', reject);
          socket.on('close', () => resolve(data));
        });
        const [head = '', body = ''] = raw.split('\r\n\r\n');
        expect(head).toMatch(/^HTTP\/1\.1 400 /);
        expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
        expect(JSON.parse(body)).toEqual({ detail: 'İstek okunamadı.' });
      }
    } finally {
      await app.close();
    }
  });
});

describe('numeric ids', () => {
  it.each(['0x1', '1e0', '%201', '+1', '1.0', '-1', '0', '99999999999', '1%00'])('%s answers 400', async (id) => {
    const res = await call('GET', `/api/content/corporate/${id}/`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().id).toHaveLength(1);
  });

  it('plain decimal digits still work', async () => {
    expect((await call('GET', '/api/content/corporate/1/')).statusCode).toBe(200);
    expect((await call('DELETE', '/api/user/bill/00999/', undefined, token)).statusCode).toBe(404);
  });
});

describe('account routes without a token', () => {
  it.each(['/api/user/', '/api/user/settings/'])('PUT %s answers 401 whatever the body', async (url) => {
    const bodies: Array<{ payload: string; type?: string }> = [
      { payload: '' },
      { payload: 'not json', type: 'application/json' },
      { payload: '{}', type: 'application/json' },
      { payload: '{"username":"a\\u0000"}', type: 'application/json' },
      { payload: 'x=1', type: 'application/x-www-form-urlencoded' },
    ];
    for (const { payload, type } of bodies) {
      const res = await t.app.inject({
        method: 'PUT',
        url,
        payload,
        headers: { 'accept-language': 'en', ...(type ? { 'content-type': type } : {}) },
      });
      expect(res.statusCode, `${payload} → ${res.body}`).toBe(401);
      expect(res.json().detail).toBeTruthy();
    }
    const stale = await t.app.inject({
      method: 'PUT',
      url,
      payload: {},
      headers: { authorization: `Token ${'x'.repeat(40)}` },
    });
    expect(stale.statusCode).toBe(401);
  });

  it('a signed-in user still saves settings', async () => {
    const res = await call('PUT', '/api/user/settings/', { language: 'en', country: 'TR', currency: 'TRY' }, token);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('accepts a number of hops from 0 to 9', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: '10' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  /** Eleven sign-ins (the limit is ten) from one client behind `hops` proxies, each with its own forged leftmost address. */
  async function eleventhLogin(hops: string, chain: (i: number) => string) {
    const app = await createTestApp({ env: { TRUST_PROXY: hops } });
    try {
      let last = 0;
      for (let i = 1; i <= 11; i++) {
        const res = await app.app.inject({
          method: 'POST',
          url: '/api/auth/login/',
          payload: {},
          remoteAddress: '10.200.0.1',
          headers: { 'x-forwarded-for': chain(i) },
        });
        last = res.statusCode;
      }
      return last;
    } finally {
      await app.close();
    }
  }

  it('TRUST_PROXY=1 takes the address the proxy appended, so a forged X-Forwarded-For never moves the limit', async () => {
    expect(await eleventhLogin('1', (i) => `198.51.100.${i}, 203.0.113.7`)).toBe(429);
    // Different clients behind the one proxy keep their own limits.
    expect(await eleventhLogin('1', (i) => `203.0.113.${i}`)).toBe(400);
  });

  it('TRUST_PROXY=2 takes the address the outer of two proxies appended', async () => {
    expect(await eleventhLogin('2', (i) => `198.51.100.${i}, 203.0.113.7, 10.1.1.1`)).toBe(429);
    // Different clients behind the same two proxies keep their own limits.
    expect(await eleventhLogin('2', (i) => `198.51.100.1, 203.0.113.${i}, 10.1.1.1`)).toBe(400);
  });
});
