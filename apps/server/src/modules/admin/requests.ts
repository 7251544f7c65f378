import type { Language } from '@yolcu/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { bookings, contactMessages } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { resolveLanguage } from '../../lib/i18n.js';
import { handOver } from '../../mail/mailer.js';
import { queueMail } from '../../mail/outbox-sender.js';
import { audited } from './audit.js';
import { contactReplyMail } from './reply-mail.js';
import type { StaffMember } from './staff-guard.js';

export const REQUESTS_PAGE = 50;
type ContactStatus = 'new' | 'answered' | 'closed';
type MessageRow = typeof contactMessages.$inferSelect;

/** The bookings made with a message's address, newest first: what the writer most likely asks about. */
async function linkedBookings(db: Db, email: string) {
  return db
    .select({ unique_code: bookings.uniqueCode, pnr: bookings.pnr, status: bookings.status })
    .from(bookings)
    .where(sql`lower(${bookings.email}) = ${email.trim().toLowerCase()}`)
    .orderBy(desc(bookings.createdAt))
    .limit(5);
}

const requestOf = async (db: Db, m: MessageRow) => ({
  id: m.id,
  name: m.name,
  email: m.email,
  phone: m.phone,
  message: m.message,
  language: m.language,
  status: m.status as ContactStatus,
  created_at: m.createdAt.toISOString(),
  answered_at: m.answeredAt?.toISOString() ?? null,
  bookings: await linkedBookings(db, m.email),
});

/** The inbox, newest first; `status` filters it (the desk works from `new`). */
export async function listRequests(db: Db, status: ContactStatus | undefined, page: number) {
  const where = status ? eq(contactMessages.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(REQUESTS_PAGE)
      .offset((page - 1) * REQUESTS_PAGE),
    db.select({ n: sql<number>`count(*)::int` }).from(contactMessages).where(where),
  ]);
  return { count: total!.n, results: await Promise.all(rows.map((m) => requestOf(db, m))) };
}

export async function getRequest(db: Db, id: number) {
  const [m] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!m) throw AppError.notFound();
  return requestOf(db, m);
}

/**
 * A reply by mail (issue 40): the mail is queued, the message marked answered and the audit entry
 * written in one transaction; the status moves with a conditional update on the status read, so
 * two members of staff answering at once do not both record their answer as the one before.
 */
export async function replyToRequest(app: FastifyInstance, member: StaffMember, id: number, reply: string) {
  const { db } = app.database;
  const [m] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!m) throw AppError.notFound();
  const lang: Language = resolveLanguage(m.language);
  const message = await contactReplyMail(lang, m.email, m.name, reply, m.message);
  const outboxId = await db.transaction(async (tx) => {
    const moved = await tx
      .update(contactMessages)
      .set({ status: 'answered', answeredAt: sql`now()` })
      .where(and(eq(contactMessages.id, id), eq(contactMessages.status, m.status)))
      .returning({ id: contactMessages.id });
    if (moved.length === 0) throw AppError.conflict('admin.request_changed');
    const queued = await queueMail(tx, message, app.mailer);
    await audited(
      tx,
      member,
      'request.reply',
      { type: 'contact_message', id },
      { status: m.status },
      { status: 'answered', reply, mail_to: m.email, outbox_id: queued },
    );
    return queued;
  });
  await handOver(app.mailer, outboxId, message);
  return getRequest(db, id);
}

/** Closes or reopens a message, audited. */
export async function setRequestStatus(db: Db, member: StaffMember, id: number, status: ContactStatus) {
  await db.transaction(async (tx) => {
    const [m] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!m) throw AppError.notFound();
    if (m.status === status) return;
    await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id));
    await audited(tx, member, 'request.status', { type: 'contact_message', id }, { status: m.status }, { status });
  });
  return getRequest(db, id);
}
