import type { AdminStaffMember, StaffRole } from '@yolcu/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staff, staffSessions } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { newSecret } from '../../lib/secrets.js';
import { type Actor, audited } from './audit.js';
import { SETUP_LINK_HOURS } from './staff-accounts.js';

const stateOf = (m: typeof staff.$inferSelect): AdminStaffMember['state'] =>
  m.disabledAt ? 'disabled' : m.activatedAt ? 'active' : 'invited';

/** A member as the staff list shows them: no secret leaves here. */
const memberView = (m: typeof staff.$inferSelect): AdminStaffMember => ({
  id: m.id,
  email: m.email,
  role: m.role as StaffRole,
  state: stateOf(m),
  created_at: m.createdAt.toISOString(),
});

/** Every member of staff, oldest first: what an admin manages (03 §20). */
export async function listStaff(db: Db): Promise<AdminStaffMember[]> {
  return (await db.select().from(staff).orderBy(asc(staff.id))).map(memberView);
}

/**
 * A fresh one-time set-up link for a member (a lost phone, a forgotten password, a link that
 * lapsed): the old link dies, the member's sessions end, and until the new link is used the old
 * password and app still sign in. Audited; the link itself is never logged nor stored.
 */
export async function newSetupLink(db: Db, actor: Actor, id: number, publicUrl: string) {
  const { secret, hash } = newSecret();
  const expiresAt = new Date(Date.now() + SETUP_LINK_HOURS * 3_600_000);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(staff)
      .set({ setupTokenHash: hash, setupExpiresAt: expiresAt })
      .where(eq(staff.id, id))
      .returning({ id: staff.id });
    if (!row) throw AppError.notFound();
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
    await audited(tx, actor, 'staff.setup_link', { type: 'staff', id }, null, { expires_at: expiresAt.toISOString() });
  });
  return { id, link: `${publicUrl}/admin/setup?token=${secret}`, expires_at: expiresAt.toISOString() };
}

/**
 * A role changed, or an account disabled or enabled again, in one conditional update. An admin
 * does not change their own account (the last admin could lock everyone out). Disabling ends the
 * member's sessions at once.
 */
export async function updateStaff(
  db: Db,
  actor: Actor,
  id: number,
  change: { role?: StaffRole; disabled?: boolean },
): Promise<AdminStaffMember> {
  if (actor.id === id) throw AppError.badRequest({ non_field_errors: ['admin.staff_not_self'] });
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
    if (!before) throw AppError.notFound();
    const set = {
      ...(change.role ? { role: change.role } : {}),
      ...(change.disabled === undefined ? {} : { disabledAt: change.disabled ? new Date() : null }),
    };
    const [after] = await tx
      .update(staff)
      .set(set)
      .where(and(eq(staff.id, id), ne(staff.id, actor.id ?? 0)))
      .returning();
    if (!after) throw AppError.notFound();
    if (change.disabled || (change.role && change.role !== before.role))
      await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
    await audited(
      tx,
      actor,
      'staff.update',
      { type: 'staff', id },
      { role: before.role, state: stateOf(before) },
      { role: after.role, state: stateOf(after) },
    );
    return memberView(after);
  });
}
