import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTSIDE_THE_DOCUMENT, validateAnswersAgainstDocument } from './response-validator.js';

// Issue 41: the validator every API test runs under fails an answer whose path the document lacks;
// the answers no operation stands for are the listed rules, each with its reason.
let app: FastifyInstance;
const DOC = {
  openapi: '3.0.3',
  paths: {
    '/api/things/{id}/': {
      get: {
        responses: {
          '200': { content: { 'application/json': { schema: { type: 'object', required: ['id'] } } } },
          '404': { content: { 'application/json': { schema: { type: 'object', required: ['detail'] } } } },
        },
      },
    },
  },
};

beforeAll(async () => {
  app = Fastify();
  app.get('/api/openapi.json', async () => DOC);
  app.get('/api/docs/', async (_req, reply) => reply.type('text/html').send('<html></html>'));
  app.get('/api/things/:id/', async (req, reply) =>
    (req.params as { id: string }).id === '0' ? reply.code(404).send({ detail: 'no' }) : { id: 1 },
  );
  app.get('/api/hidden/', async () => ({ secret: true }));
  app.get('/api/hidden.txt', async (_req, reply) => reply.type('text/plain').send('a file'));
  app.get('/api/wrong/:id/', async () => ({ nope: 1 }));
  app.options('/api/things/:id/', async (_req, reply) => reply.code(204).send());
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0]!;
    if (/^\/api\/things\/[^/]+\/$/.test(path)) return reply.code(405).header('allow', 'GET').send({ detail: 'no' });
    if (path === '/api/hidden/') return reply.code(405).header('allow', 'GET').send({ detail: 'no' });
    return reply.code(404).send({ detail: 'no' });
  });
  await app.ready();
  validateAnswersAgainstDocument(app);
});
afterAll(() => app.close());

describe('the response validator', () => {
  it('passes a documented answer and a documented 404', async () => {
    expect((await app.inject({ url: '/api/things/1/' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/things/0/' })).statusCode).toBe(404);
  });

  it('fails an answer, JSON or not, from a route whose path the document lacks', async () => {
    await expect(app.inject({ url: '/api/hidden/' })).rejects.toThrow(/the API document lacks/);
    await expect(app.inject({ url: '/api/hidden.txt' })).rejects.toThrow(/the API document lacks/);
    await expect(app.inject({ method: 'HEAD', url: '/api/hidden/' })).rejects.toThrow(/the API document lacks/);
  });

  it('fails a 405 on a path the document lacks, and a path template it lacks', async () => {
    await expect(app.inject({ method: 'POST', url: '/api/hidden/' })).rejects.toThrow(/405 for a path/);
    await expect(app.inject({ url: '/api/wrong/1/' })).rejects.toThrow(/the API document lacks/);
  });

  it('lets through only the listed answers outside the document', async () => {
    expect(OUTSIDE_THE_DOCUMENT.map((r) => r.rule)).toHaveLength(7);
    for (const { reason } of OUTSIDE_THE_DOCUMENT) expect(reason.length).toBeGreaterThan(10);
    expect((await app.inject({ url: '/api/openapi.json' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'OPTIONS', url: '/api/things/1/' })).statusCode).toBe(204);
    expect((await app.inject({ method: 'HEAD', url: '/api/things/1/' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/no-such-path/' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/%zz/' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'DELETE', url: '/api/things/1/' })).statusCode).toBe(405);
  });
});
