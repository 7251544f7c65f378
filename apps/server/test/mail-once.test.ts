import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { messageIdOf, outboxMailer, type MailTransport } from '../src/mail/mailer.js';
import { freshDatabase, outboxTo } from './helpers.js';

/**
 * Issue 35: a mail that SMTP accepted goes out once, even when the database cannot record the
 * delivery at that moment. Here the outbox table is away (renamed) from SMTP's answer until 700 ms
 * later, so the first writes of "delivered" fail, as they do while the database is cut off.
 */
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('a mail whose delivery cannot be recorded at once', () => {
  it('is recorded once the database takes it, and no sweep sends it again', async () => {
    const { db } = database;
    const sent: Array<{ to: string; messageId?: string }> = [];
    let restored: Promise<unknown> = Promise.resolve();
    const transport: MailTransport = {
      async sendMail(message) {
        sent.push({ to: message.to, messageId: message.messageId });
        await db.execute(sql`alter table mail_outbox rename to mail_outbox_away`);
        restored = new Promise((resolve) => setTimeout(resolve, 700)).then(() =>
          db.execute(sql`alter table mail_outbox_away rename to mail_outbox`),
        );
      },
    };
    const mailer = outboxMailer(db, transport);
    const message = { to: 'once@example.com', subject: 'Once', text: 'once', html: '<p>once</p>' };
    const first = await mailer.send(message);
    await restored;
    expect(first).toEqual({ delivered: true });

    const [row] = await outboxTo(db, 'once@example.com');
    expect(row?.delivered).toBe(true);
    expect(sent).toEqual([{ to: 'once@example.com', messageId: messageIdOf(row!.id) }]);
    // Whoever asks for it again (a sweep, another instance), with no wait between tries: nothing goes.
    expect(await mailer.deliverQueued(row!.id, message, 0)).toEqual({ delivered: false });
    expect(sent).toHaveLength(1);
  });
});
