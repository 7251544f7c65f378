import { and, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import type { Mailer } from './mailer.js';

/**
 * Mail that a transaction queued but no one delivered (the server stopped between the commit and
 * the send) goes out at the next start. Each row is claimed once, so several instances starting
 * together still send it once. Older than a day, it is left for a person to look at.
 */
export async function deliverUnsentMail(db: Db, mailer: Mailer): Promise<number> {
  const since = new Date(Date.now() - 86_400_000);
  const rows = await db.select().from(mailOutbox).where(and(isNull(mailOutbox.claimedAt), gt(mailOutbox.createdAt, since)));
  for (const row of rows) {
    await mailer.deliverQueued(row.id, { to: row.to, subject: row.subject, text: row.text, html: row.html, attachments: row.attachments ?? undefined });
  }
  return rows.length;
}
