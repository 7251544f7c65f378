import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import { audited } from './audit.js';
import type { StaffMember } from './staff-guard.js';

type Both = { tr: string; en: string };

/**
 * A broadcast notification (03 §5: no user, so every reader sees it, guests by device), written
 * with its audit entry in one transaction; the notification list reads it at once.
 */
export async function broadcast(db: Db, member: StaffMember, input: { title: Both; content: Both }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notifications)
      .values({
        userId: null,
        titleTr: input.title.tr,
        titleEn: input.title.en,
        contentTr: input.content.tr,
        contentEn: input.content.en,
      })
      .returning();
    await audited(tx, member, 'notification.broadcast', { type: 'notification', id: row!.id }, null, {
      title: input.title,
      content: input.content,
    });
    return { id: row!.id, created_at: row!.createdAt.toISOString() };
  });
}
