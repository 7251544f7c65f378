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
