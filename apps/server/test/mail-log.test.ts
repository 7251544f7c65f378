import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { mailOutbox } from '../src/db/schema.js';
import { handOver } from '../src/mail/mailer.js';
import { queueMail } from '../src/mail/outbox-sender.js';
import { bookingClient, plusDays } from './booking-helpers.js';
import { freshDatabase, outboxTo } from './helpers.js';

// A newcomer runs `npm start` without an SMTP server: the activation mail must be readable in the
// server's own output (03 §1: "unset → mail is written to the server log").
describe('mail without SMTP_URL', () => {
  let log = '';
  let close: () => Promise<void>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: Database;

  beforeAll(async () => {
    database = await freshDatabase();
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    app = await buildApp({
      config: loadConfig({
        PUBLIC_URL: 'http://localhost:8080',
        WEB_DIST: '/nonexistent',
        LOG_LEVEL: 'info',
        SETTLE_WAIT_MS: '5000',
        SETTLE_PATIENCE_MS: '5000',
      }),
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

  // The booking's confirmation is written to the outbox already kept, in the completion's own
  // transaction: no later statement claims the row to mark it so (issue 21).
  it('keeps a booking confirmation as it is written and reports it once', async () => {
    const c = bookingClient(() => ({ app, database, close: async () => {} }), 71);
    const { sessionUnique } = await c.searchAndSelect({ from: 'IST', to: 'ADB', date: plusDays(33) });
    const data = await c.paymentData(sessionUnique);
    const pay = (
      await c.call('POST', '/api/flight/gateway/payment/', c.payBody(sessionUnique, data.form_rules))
    ).json();
    const bank = await c.bankCode(pay.pay_url);
    const done = await c.submitCode(bank.path, bank.code);
    expect(done.body).toContain('data-status="completed"');
    const email = c.payBody(sessionUnique, data.form_rules).email as string;
    const [row] = await outboxTo(database.db, email);
    expect(row).toMatchObject({ delivered: false, error: expect.stringContaining('no SMTP_URL') });
    expect(row!.claimedAt).toBeInstanceOf(Date);
    const reported = () => log.split('\n').filter((l) => l.includes(`mail (no SMTP_URL) to ${email}`));
    expect(reported()).toHaveLength(1);
    await app.outbox.sweep();
    expect(reported()).toHaveLength(1);
  });

  it('writes a queued mail already kept, so handing it over only reports it', async () => {
    const message = { to: 'kept@example.com', subject: 'Kept at once', text: 'x', html: '<p>x</p>' };
    const id = await database.db.transaction((tx) => queueMail(tx, message, app.mailer));
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ delivered: false, error: expect.stringContaining('no SMTP_URL') });
    expect(row!.claimedAt).toBeInstanceOf(Date);
    await handOver(app.mailer, id, message);
    expect(log.split('\n').filter((l) => l.includes('mail (no SMTP_URL) to kept@example.com'))).toHaveLength(1);
  });
});
