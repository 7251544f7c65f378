import type { StaffRole } from '@yolcu/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staff, staffSessions } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { hashPassword, newSecret, sha256 } from '../../lib/secrets.js';
import { type Actor, audited } from './audit.js';
import { newTotpSecret, totpStep, totpUri } from './totp.js';

/** How long a set-up link lives: a weekend, not a month. */
export const SETUP_LINK_HOURS = 48;
/** The command line's name in the audit log (no member of staff acts there). */
export const COMMAND_LINE = 'command line (staff:add)';

/**
 * A new member of staff (`npm run staff:add`): the row, its audit entry, and the one-time set-up
 * link whose token only the link holds (the database keeps its SHA-256).
 */
export async function createStaff(
  db: Db,
  emailInput: string,
  role: StaffRole,
  publicUrl: string,
  /** The admin who invites, from the console; the command line otherwise. */
  actor: Actor = { id: null, email: COMMAND_LINE },
) {
  const email = emailInput.trim().toLowerCase();
  const { secret, hash } = newSecret();
  const setupExpiresAt = new Date(Date.now() + SETUP_LINK_HOURS * 3_600_000);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({ email, role, setupTokenHash: hash, setupExpiresAt })
      .onConflictDoNothing()
      .returning({ id: staff.id });
    if (!row) throw AppError.conflict('admin.staff_exists');
    await audited(tx, actor, 'staff.create', { type: 'staff', id: row.id }, null, {
      email,
      role,
    });
    return row.id;
  });
  return { id, link: `${publicUrl}/admin/setup?token=${secret}`, expiresAt: setupExpiresAt };
}

async function memberOfSetupToken(db: Db, token: string) {
  const [member] = await db
    .select()
    .from(staff)
    .where(
      and(eq(staff.setupTokenHash, sha256(token)), gt(staff.setupExpiresAt, new Date()), isNull(staff.disabledAt)),
    );
  if (!member) throw AppError.badRequest({ token: ['admin.setup_link_invalid'] });
  return member;
}

/**
 * Step 1 of the set-up: the password, and a new TOTP secret to put in an authenticator app. The
 * link still works (a secret lost before it was confirmed can be asked for again).
 */
export async function setUpPassword(db: Db, token: string, password: string) {
  const member = await memberOfSetupToken(db, token);
  const secret = newTotpSecret();
  const passwordHash = await hashPassword(password);
  const updated = await db
    .update(staff)
    .set({ passwordHash, totpSecret: secret, totpLastStep: null })
    .where(and(eq(staff.id, member.id), eq(staff.setupTokenHash, sha256(token))))
    .returning({ id: staff.id });
  if (updated.length === 0) throw AppError.badRequest({ token: ['admin.setup_link_invalid'] });
  return { otpauth_uri: totpUri(secret, member.email), secret };
}

/**
 * Step 2: the first code from the app proves it holds the secret; the account opens and the link
 * dies, in one conditional update (two confirmations at once open it once).
 */
export async function confirmSetUp(db: Db, token: string, code: string) {
  const member = await memberOfSetupToken(db, token);
  const step = member.totpSecret && member.passwordHash ? totpStep(member.totpSecret, code) : null;
  if (step === null) throw AppError.badRequest({ code: ['admin.code_invalid'] });
  await db.transaction(async (tx) => {
    const opened = await tx
      .update(staff)
      .set({ setupTokenHash: null, setupExpiresAt: null, activatedAt: sql`now()`, totpLastStep: step })
      .where(
        and(eq(staff.id, member.id), eq(staff.setupTokenHash, sha256(token)), eq(staff.totpSecret, member.totpSecret!)),
      )
      .returning({ id: staff.id });
    if (opened.length === 0) throw AppError.badRequest({ token: ['admin.setup_link_invalid'] });
    // Sessions of an earlier set-up of the same account end with it.
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, member.id));
    await audited(
      tx,
      { id: member.id, email: member.email },
      'staff.activate',
      { type: 'staff', id: member.id },
      { activated: false },
      { activated: true },
    );
  });
}
