import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { freshDatabase } from './helpers.js';

// A newcomer runs `npm start` without an SMTP server: the activation mail must be readable in the
// server's own output (03 §1: "unset → mail is written to the server log").
describe('mail without SMTP_URL', () => {
  let log = '';
  let close: () => Promise<void>;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const database = await freshDatabase();
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    app = await buildApp({
      config: loadConfig({ PUBLIC_URL: 'http://localhost:8080', WEB_DIST: '/nonexistent', LOG_LEVEL: 'info' }),
      database,
      logStream: stream,
    });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close?.());

  it('prints the recipient and subject once, never the links with their codes, and marks the row', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      headers: { 'accept-language': 'en' },
      payload: {
        first_name: 'Yeni',
        last_name: 'Gelen',
        email: 'newcomer@example.com',
        password: 'Kumsal-Yolu-42',
        comfirm_password: 'Kumsal-Yolu-42',
      },
    });
    expect(res.statusCode).toBe(201);
    // The mail leaves in the background after the response.
    for (let i = 0; i < 50 && !log.includes('newcomer@example.com'); i++) await new Promise((r) => setTimeout(r, 50));
    const lines = log.split('\n').filter((l) => l.includes('mail (no SMTP_URL)'));
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as { msg: string; to: string; subject: string; links?: string[] };
    expect(entry.to).toBe('newcomer@example.com');
    expect(entry.subject.length).toBeGreaterThan(3);
    expect(entry.msg).toContain(entry.subject);
    expect(entry.links).toBeUndefined();
    expect(log).not.toContain('/auth/activate/');
    expect(log).not.toMatch(/code=\d{6}/);
    // A sweep of the outbox does not print it again.
    await app.outbox.sweep();
    expect(log.split('\n').filter((l) => l.includes('mail (no SMTP_URL)'))).toHaveLength(1);
  });
});
