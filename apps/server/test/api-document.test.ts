import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

// Issue 22 / 03 §16: the API document says each operation's real success status.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: unknown }> }>> };

describe('the API document', () => {
  it.each([
    ['delete', '/api/auth/logout/'],
    ['delete', '/api/user/passenger/{id}/'],
    ['delete', '/api/user/bill/{id}/'],
    ['post', '/api/user/delete/'],
    ['post', '/api/notification/{id}/read/'],
    ['post', '/api/notification/read-all/'],
    ['post', '/api/log/'],
    ['delete', '/api/user/flight/price_alerts/{id}/'],
    ['post', '/api/transfer/booking/{unique_code}/cancellation/code/'],
  ])('%s %s answers 204 with no body, as it does', async (method, path) => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
    const responses = doc.paths[path]?.[method]?.responses;
    expect(responses, path).toBeDefined();
    expect(Object.keys(responses!)).toContain('204');
    expect(Object.keys(responses!)).not.toContain('200');
    expect(responses!['204']!.content).toBeUndefined();
  });
});

describe('the Token authorization', () => {
  it('is a security scheme that the user operations reference, with their 401', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Doc & {
      components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
    };
    expect(doc.components.securitySchemes.Token).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
    for (const [path, method] of [
      ['/api/user/', 'get'],
      ['/api/user/flight/bookings/', 'get'],
      ['/api/user/transfer/price_alerts/', 'get'],
      ['/api/auth/logout/', 'delete'],
    ] as const) {
      const op = doc.paths[path]![method] as unknown as { security: unknown; responses: Record<string, unknown> };
      expect(op.security, path).toEqual([{ Token: [] }]);
      expect(op.responses, path).toHaveProperty('401');
    }
    expect(
      (doc.paths['/api/flight/gateway/search/']!.post as unknown as { security?: unknown }).security,
    ).toBeUndefined();
  });
});

describe('file answers', () => {
  it('the PDF and calendar downloads say their content type', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
    for (const product of ['flight', 'transfer']) {
      const pdf = doc.paths[`/api/${product}/booking/{unique_code}/document/`]!.get!.responses;
      expect(Object.keys(pdf['200']!.content as object)).toEqual(['application/pdf']);
      expect(pdf).toHaveProperty('404');
      const ics = doc.paths[`/api/${product}/booking/{unique_code}/calendar/`]!.get!.responses;
      expect(Object.keys(ics['200']!.content as object)).toEqual(['text/calendar']);
    }
    for (const path of ['/api/flight/airline/{code}/logo.svg', '/api/transfer/vehicle/{type}.svg'])
      expect(Object.keys(doc.paths[path]!.get!.responses['200']!.content as object), path).toEqual(['image/svg+xml']);
  });
});

type Schema = { anyOf?: Schema[]; properties?: Record<string, unknown>; additionalProperties?: unknown };
type Operation = { requestBody?: { content: Record<string, { schema: Schema }> }; responses: Record<string, unknown> };

describe('errors and bodies (03 §16)', () => {
  it('every operation lists the errors it can answer: 503 everywhere, 400 for input, 413 and 415 for bodies', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(operations)) {
        const where = `${method} ${path}`;
        expect(op.responses, where).toHaveProperty('503');
        if (method !== 'get') expect(op.responses, where).toHaveProperty('400');
        if (op.requestBody) expect(Object.keys(op.responses), where).toEqual(expect.arrayContaining(['413', '415']));
      }
    expect(doc.paths['/api/auth/login/']!.post!.responses).toHaveProperty('429');
    expect(doc.paths['/api/geo/']!.get!.responses).toHaveProperty('404');
  });

  it('the pay, select and prebook bodies name every field and take no others', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const body = (path: string) => doc.paths[path]!.post!.requestBody!.content['application/json']!.schema;
    for (const product of ['flight', 'transfer']) {
      const [beforePayment, pay] = body(`/api/${product}/gateway/payment/`).anyOf!;
      expect(Object.keys(beforePayment!.properties!)).toEqual(['session_unique']);
      expect(pay!.properties).toHaveProperty('passengers');
      expect(pay!.properties).toHaveProperty('card_number');
      expect(pay!.properties).toHaveProperty('bill');
      // Null as the server takes it without an invoice (issue 41).
      expect(JSON.stringify(pay!.properties!.bill)).toMatch(/"type":"null"|"nullable":true/);
      for (const s of [beforePayment!, pay!]) expect(s.additionalProperties).toBe(false);
    }
    expect(body('/api/base/gateway/select/').anyOf!.map((s) => s.additionalProperties)).toEqual([false, false]);
    expect(body('/api/base/gateway/prebook/').additionalProperties).toBe(false);
  });
});
