import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { freshDatabase } from './helpers.js';

/**
 * Issue 36: with TRUST_PROXY set, a request that reaches the server without any proxy's
 * X-Forwarded-For shows that clients could choose their own address: said once in the log.
 */
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

async function appWith(env: Record<string, string>) {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const database = await freshDatabase();
  const config = loadConfig({ WEB_DIST: '/nonexistent', LOG_LEVEL: 'warn', MAX_EVENT_LOOP_DELAY_MS: '0', ...env });
  const app = await buildApp({ config, database, logStream });
  cleanups.push(async () => {
    await app.close();
    await database.close();
  });
  const warnings = () => lines.filter((l) => l.includes('TRUST_PROXY is set')).length;
  return { app, warnings };
}

describe('TRUST_PROXY on a server reachable around its proxy', () => {
  it('is said once when a request comes without X-Forwarded-For; probes and proxied requests say nothing', async () => {
    const { app, warnings } = await appWith({ TRUST_PROXY: '1' });
    await app.inject({ url: '/readyz' });
    await app.inject({ url: '/api/countries/', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(warnings()).toBe(0);
    await app.inject({ url: '/api/countries/' });
    await app.inject({ url: '/api/countries/' });
    expect(warnings()).toBe(1);
  });

  it('says nothing without TRUST_PROXY', async () => {
    const { app, warnings } = await appWith({});
    await app.inject({ url: '/api/countries/' });
    expect(warnings()).toBe(0);
  });
});
