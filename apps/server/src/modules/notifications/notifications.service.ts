import type { Language } from '@yolcu/contract';
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificationReads, notifications } from '../../db/schema.js';
import { AppError } from '../../errors.js';

/** Who reads: a signed-in user, else the guest's device, else nobody we can remember. */
export interface Reader {
  userId: number | null;
  deviceId: string | null;
}

const readerKey = (r: Reader) => (r.userId !== null ? `user:${r.userId}` : r.deviceId ? `device:${r.deviceId}` : null);

/** Broadcasts reach everyone; personal notifications only their user. */
const visibleTo = (r: Reader) =>
  r.userId !== null
    ? or(isNull(notifications.userId), eq(notifications.userId, r.userId))
    : isNull(notifications.userId);

export async function unreadCount(db: Db, reader: Reader): Promise<number> {
  const key = readerKey(reader);
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .leftJoin(
      notificationReads,
      and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.reader, key ?? '')),
    )
    .where(and(visibleTo(reader), isNull(notificationReads.notificationId)));
  return row?.n ?? 0;
}

export async function listNotifications(db: Db, lang: Language, reader: Reader, page: number, perPage: number) {
  const key = readerKey(reader);
  const [total] = await db.select({ n: count() }).from(notifications).where(visibleTo(reader));
  const rows = await db
    .select({
      id: notifications.id,
      titleTr: notifications.titleTr,
      titleEn: notifications.titleEn,
      contentTr: notifications.contentTr,
      contentEn: notifications.contentEn,
      createdAt: notifications.createdAt,
      readed: sql<boolean>`${notificationReads.notificationId} is not null`,
    })
    .from(notifications)
    .leftJoin(
      notificationReads,
      and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.reader, key ?? '')),
    )
    .where(visibleTo(reader))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    count: total?.n ?? 0,
    results: rows.map((r) => ({
      id: r.id,
      title: lang === 'tr' ? r.titleTr : r.titleEn,
      content: lang === 'tr' ? r.contentTr : r.contentEn,
      created_at: r.createdAt.toISOString(),
      readed: Boolean(r.readed),
    })),
    unread_count: await unreadCount(db, reader),
  };
}

export async function markRead(db: Db, reader: Reader, id: number): Promise<void> {
  const key = readerKey(reader);
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), visibleTo(reader)));
  if (!row) throw AppError.notFound();
  if (!key) throw new AppError(400, 'error.device_required');
  await db.insert(notificationReads).values({ notificationId: id, reader: key }).onConflictDoNothing();
}

export async function markAllRead(db: Db, reader: Reader): Promise<void> {
  const key = readerKey(reader);
  if (!key) throw new AppError(400, 'error.device_required');
  await db.execute(sql`
    insert into ${notificationReads} (notification_id, reader)
    select ${notifications.id}, ${key} from ${notifications} where ${visibleTo(reader)}
    on conflict do nothing`);
}
