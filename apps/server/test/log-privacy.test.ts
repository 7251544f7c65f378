import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { outboxMailer } from '../src/mail/mailer.js';
import { freshDatabase } from './helpers.js';

/**
 * Issue 36: no e-mail address, TC number or phone reaches the server's log or the stored client
 * logs: not in a logged activation link, not in an SMTP refusal, not in what the web app reports.
 */
const ADDRESS = 'ayse.yilmaz@example.com';
const TC = '12345678950';
const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await freshDatabase();
  const config = loadConfig({ PUBLIC_URL: 'http://localhost:8080', WEB_DIST: '/nonexistent', LOG_LEVEL: 'info' });
  app = await buildApp({ config, database, logStream });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('personal data in the log', () => {
  it('an activation link opened, an SMTP refusal and a client log keep no address or identity number', async () => {
    // The activation link of the mail, as the traveller's browser opens it.
    await app.inject({ url: `/auth/activate/?email=${encodeURIComponent(ADDRESS)}&code=123456` });
    await app.inject({ url: `/api/nope/?email=${ADDRESS}` });
    // A mail server refusing the address, quoting it.
    const refusing = outboxMailer(
      database.db,
      {
        sendMail: async () => {
          throw Object.assign(new Error(`550 5.1.1 <${ADDRESS}>: Recipient address rejected`), { responseCode: 550 });
        },
      },
      app.log,
    );
    await refusing.send({ to: ADDRESS, subject: 'Hello', text: 'x', html: '<p>x</p>' });
    // The web app's own log of a failed form.
    const logged = await app.inject({
      method: 'POST',
      url: '/api/log/',
      payload: [
        {
          event_state: 'error',
          event_name: 'pay_failed',
          explanation: `citizen ${TC} / ${ADDRESS} / 0532 123 45 67`,
          post_data: { email: ADDRESS, citizen_number: TC, note: `for ${ADDRESS}` },
          event_time: new Date().toISOString(),
          page_name: 'payment',
        },
      ],
    });
    expect(logged.statusCode).toBeLessThan(300);

    const log = lines.join('');
    expect(log).toContain('mail delivery failed'); // the refusal was logged, without its address
    expect(log).toContain('/auth/activate/');
    expect(log).not.toContain(ADDRESS);
    expect(log).not.toContain(encodeURIComponent(ADDRESS));
    expect(log).not.toContain('123456');
    const stored = await database.db.execute(sql`select explanation, post_data::text as data from ui_logs`);
    const text = JSON.stringify((stored as { rows?: unknown[] }).rows ?? stored);
    expect(text).toContain('citizen [number]');
    expect(text).not.toContain(ADDRESS);
    expect(text).not.toContain(TC);
    expect(text).not.toContain('123 45 67');
  });
});
