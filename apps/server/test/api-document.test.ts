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
  });
});
