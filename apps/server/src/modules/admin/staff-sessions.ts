import type { StaffRole } from '@yolcu/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staff, staffSessions } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { hashPassword, newSecret, sha256, verifyPassword } from '../../lib/secrets.js';
import { audited } from './audit.js';
import { totpStep } from './totp.js';

/** Short sessions (issue 40): 30 minutes without a call, or 8 hours after sign-in, whichever comes first. */
export const STAFF_IDLE_MINUTES = 30;
export const STAFF_ABSOLUTE_HOURS = 8;

const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/**
 * The member of staff a token belongs to, in one statement that also slides the session on: a
 * lapsed session or a disabled account answers nothing.
 */
export async function staffForToken(db: Db, token: string) {
  const result = await db.execute(sql`
    update staff_sessions s set last_used_at = now()
    from staff m
    where s.token_hash = ${sha256(token)} and m.id = s.staff_id and m.disabled_at is null
      and s.last_used_at > now() - make_interval(mins => ${STAFF_IDLE_MINUTES})
      and s.created_at > now() - make_interval(hours => ${STAFF_ABSOLUTE_HOURS})
    returning m.id, m.email, m.role`);
  const [row] = rowsOf<{ id: number; email: string; role: StaffRole }>(result);
  return row ?? null;
}

/**
 * Password and TOTP code (03 §20). Every refusal reads the same, whether the address exists or
 * not. The code's time step is taken with one conditional update, so a code is used once even by
 * two sign-ins at the same moment.
 */
export async function signIn(db: Db, email: string, password: string, code: string) {
  const [member] = await db.select().from(staff).where(eq(staff.email, email.trim().toLowerCase()));
  // Verify against a real hash even for an unknown address, so timing does not tell them apart.
  const passwordOk = await verifyPassword(member?.passwordHash ?? (await dummyHash()), password);
  if (!member || !passwordOk || !member.activatedAt || member.disabledAt || !member.totpSecret)
    throw AppError.badRequest({ non_field_errors: ['admin.sign_in_refused'] });
  const step = totpStep(member.totpSecret, code);
  const taken =
    step !== null &&
    (await db
      .update(staff)
      .set({ totpLastStep: step })
      .where(sql`${staff.id} = ${member.id} and (${staff.totpLastStep} is null or ${staff.totpLastStep} < ${step})`)
      .returning({ id: staff.id }));
  if (!taken || taken.length === 0) throw AppError.badRequest({ non_field_errors: ['admin.sign_in_refused'] });
  const { secret, hash } = newSecret();
  const who = { id: member.id, email: member.email };
  const session = await db.transaction(async (tx) => {
    const [row] = await tx.insert(staffSessions).values({ tokenHash: hash, staffId: member.id }).returning();
    await audited(tx, who, 'staff.sign_in', { type: 'staff', id: member.id }, null, null);
    return row;
  });
  const expiresAt = new Date(session!.createdAt.getTime() + STAFF_IDLE_MINUTES * 60_000);
  return {
    token: secret,
    expires_at: expiresAt.toISOString(),
    staff: { id: member.id, email: member.email, role: member.role as StaffRole },
  };
}
let dummy: Promise<string> | null = null;
const dummyHash = () => (dummy ??= hashPassword('no staff has this password'));

export async function signOut(db: Db, who: { id: number; email: string }, token: string) {
  await db.transaction(async (tx) => {
    await tx.delete(staffSessions).where(eq(staffSessions.tokenHash, sha256(token)));
    await audited(tx, who, 'staff.sign_out', { type: 'staff', id: who.id }, null, null);
  });
}
