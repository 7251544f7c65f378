import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

// Issue 41: every operation that answers 404 says so in the API document, with the error shape.
// Each call below answers 404 for something unknown (a search session, a booking's code, a PNR, an
// id); the test then looks its operation up in the document. The response validator of every API
// test (test/response-validator.ts) fails any other test whose 404 its operation does not list.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SESSION = 'no-such-session-0123456789';
const CODE = 'ZZZZZZZZZZZZZZZZZZZZ';
type Call = [method: 'GET' | 'POST', url: string, operation: string, body?: object];

/** The operations that look up a search session named in the body: documented by their routes. */
const BY_SESSION_IN_BODY: Call[] = [
  ['POST', '/api/flight/gateway/payment/', '/api/flight/gateway/payment/', { session_unique: SESSION }],
  ['POST', '/api/transfer/gateway/payment/', '/api/transfer/gateway/payment/', { session_unique: SESSION }],
  [
    'POST',
    '/api/flight/gateway/search/select/',
    '/api/flight/gateway/search/select/',
    { session_unique: SESSION, product_ids: ['x'] },
  ],
  [
    'POST',
    '/api/flight/gateway/search/return_items/',
    '/api/flight/gateway/search/return_items/',
    { session_unique: SESSION, product_ids: ['x'] },
  ],
  [
    'POST',
    '/api/transfer/gateway/search/select/',
    '/api/transfer/gateway/search/select/',
    { session_unique: SESSION, product_id: 'x' },
  ],
  ['POST', '/api/base/gateway/select/', '/api/base/gateway/select/', { session_unique: SESSION, product_id: 'x' }],
  ['POST', '/api/base/gateway/prebook/', '/api/base/gateway/prebook/', { session_unique: SESSION }],
];

/** Lookups by a parameter: a booking's code, a PNR, a session in the query, an id, a language. */
const BY_PARAMETER: Call[] = [
  ['GET', `/api/flight/booking/info/${CODE}/`, '/api/flight/booking/info/{unique_code}/'],
  ['GET', `/api/transfer/booking/info/${CODE}/`, '/api/transfer/booking/info/{unique_code}/'],
  ['GET', `/api/base/booking/info/?unique_code=${CODE}`, '/api/base/booking/info/'],
  ['GET', `/api/flight/booking/${CODE}/`, '/api/flight/booking/{unique_code}/'],
  ['GET', `/api/transfer/booking/${CODE}/`, '/api/transfer/booking/{unique_code}/'],
  ['GET', `/api/flight/booking/${CODE}/document/`, '/api/flight/booking/{unique_code}/document/'],
  ['GET', `/api/transfer/booking/${CODE}/calendar/`, '/api/transfer/booking/{unique_code}/calendar/'],
  ['POST', '/api/flight/check-pnr/', '/api/flight/check-pnr/', { pnr: 'ZZZZZZ', surname: 'Yok' }],
  ['POST', '/api/transfer/check-pnr/', '/api/transfer/check-pnr/', { pnr: 'ZZZZZZ', surname: 'Yok' }],
  ['GET', `/api/flight/gateway/search/?session_unique=${SESSION}`, '/api/flight/gateway/search/'],
  ['GET', `/api/transfer/gateway/payment/?session_unique=${SESSION}`, '/api/transfer/gateway/payment/'],
  ['GET', `/api/base/gateway/payment/?session_unique=${SESSION}`, '/api/base/gateway/payment/'],
  ['GET', `/api/payment/installments/?session_unique=${SESSION}&bin=411111`, '/api/payment/installments/'],
  ['GET', '/api/flight/search-option/999999/', '/api/flight/search-option/{id}/'],
  ['GET', '/api/content/corporate/999999/', '/api/content/corporate/{id}/'],
];

type Doc = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema?: SchemaLike }> }> }>
  >;
};
type SchemaLike = { type?: string; properties?: Record<string, unknown>; required?: string[] };

describe('operations that answer 404 (issue 41)', () => {
  it.each([...BY_SESSION_IN_BODY, ...BY_PARAMETER])(
    '%s %s answers 404 and its operation documents it with the error shape',
    async (method, url, operation, body) => {
      // The validator of every API test checks this answer against the document too.
      const res = await t.app.inject({ method, url, ...(body ? { payload: body } : {}) });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toHaveProperty('detail');
      const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
      const notFound = doc.paths[operation]?.[method.toLowerCase()]?.responses['404'];
      expect(notFound, `${method} ${operation} lists no 404`).toBeDefined();
      const schema = notFound!.content?.['application/json']?.schema;
      expect(schema?.type).toBe('object');
      expect(schema?.properties).toHaveProperty('detail');
    },
  );

  it('the operations found by a session in the body are the seven whose routes declare it', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
    for (const [method, , operation] of BY_SESSION_IN_BODY)
      expect(doc.paths[operation]![method.toLowerCase()]!.responses['404']!.content, operation).toHaveProperty(
        'application/json',
      );
  });
});
