import { type Language, passwordProblem, type RegisterRequest } from '@yolcu/contract';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authTokens, oneTimeCodes, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { translate } from '../../lib/i18n.js';
import { hashPassword, newSecret, sha256, sixDigitCode, verifyPassword } from '../../lib/secrets.js';
import type { Mailer } from '../../mail/mailer.js';
import { activationMail, resetMail } from '../../mail/templates.js';

const HOUR = 3_600_000;
export const TOKEN_IDLE_DAYS = 30;
const ACTIVATION_HOURS = 24;
const ACTIVATION_TRIES = 5;
const RESET_HOURS = 1;

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Issues a sign-in token: the client gets the secret, the database its hash. */
export async function issueToken(db: Db, userId: number): Promise<string> {
  const { secret, hash } = newSecret();
  await db.insert(authTokens).values({ tokenHash: hash, userId });
  return secret;
}

/** The user a token belongs to, or null when it is unknown or unused for 30 days. Touches it at most hourly. */
export async function userIdForToken(db: Db, token: string): Promise<number | null> {
  const hash = sha256(token);
  const [row] = await db.select().from(authTokens).where(eq(authTokens.tokenHash, hash));
  if (!row) return null;
  const idleSince = Date.now() - row.lastUsedAt.getTime();
  if (idleSince > TOKEN_IDLE_DAYS * 24 * HOUR) {
    await db.delete(authTokens).where(eq(authTokens.tokenHash, hash));
    return null;
  }
  if (idleSince > HOUR) await db.update(authTokens).set({ lastUsedAt: new Date() }).where(eq(authTokens.tokenHash, hash));
  return row.userId;
}

async function sendActivation(deps: AuthDeps, user: typeof users.$inferSelect, lang: Language) {
  const code = sixDigitCode();
  await deps.db.delete(oneTimeCodes).where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'activation')));
  await deps.db.insert(oneTimeCodes).values({ userId: user.id, purpose: 'activation', codeHash: sha256(code), expiresAt: new Date(Date.now() + ACTIVATION_HOURS * HOUR) });
  await deps.mailer.send(activationMail(lang, user.email, user.firstName, code, deps.publicUrl));
}

export async function register(deps: AuthDeps, input: RegisterRequest, lang: Language) {
  const email = normaliseEmail(input.email);
  const [existing] = await deps.db.select({ id: users.id }).from(users).where(or(eq(users.email, email), eq(sql`lower(${users.username})`, email)));
  // The one thing the register form must say (03 §3); everything else stays silent about accounts.
  if (existing) throw AppError.badRequest({ email: ['auth.email_taken'] });
  const [user] = await deps.db
    .insert(users)
    .values({ username: email, email, firstName: input.first_name, lastName: input.last_name, passwordHash: await hashPassword(input.password), language: lang })
    .returning();
  await sendActivation(deps, user!, lang);
  return { detail: translate(lang, 'auth.registered') };
}

export async function resendActivation(deps: AuthDeps, emailInput: string, lang: Language) {
  const [user] = await deps.db.select().from(users).where(eq(users.email, normaliseEmail(emailInput)));
  if (user && !user.isActive) await sendActivation(deps, user, lang);
  return { detail: translate(lang, 'auth.activation_resent') };
}

/** A right code activates and signs in; unknown e-mail and wrong code answer alike; 5 wrong tries lock the code. */
export async function activate(deps: AuthDeps, emailInput: string, code: string) {
  const invalid = () => AppError.badRequest({ code: ['auth.code_invalid'] });
  const [user] = await deps.db.select().from(users).where(eq(users.email, normaliseEmail(emailInput)));
  if (!user) throw invalid();
  const [row] = await deps.db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'activation'), isNull(oneTimeCodes.usedAt)));
  if (!row) throw invalid();
  if (row.expiresAt.getTime() < Date.now()) throw AppError.badRequest({ code: ['auth.code_expired'] });
  if (row.failedTries >= ACTIVATION_TRIES) throw AppError.badRequest({ code: ['auth.code_locked'] });
  if (row.codeHash !== sha256(code)) {
    await deps.db.update(oneTimeCodes).set({ failedTries: sql`${oneTimeCodes.failedTries} + 1` }).where(eq(oneTimeCodes.id, row.id));
    throw row.failedTries + 1 >= ACTIVATION_TRIES ? AppError.badRequest({ code: ['auth.code_locked'] }) : invalid();
  }
  await deps.db.update(oneTimeCodes).set({ usedAt: new Date() }).where(eq(oneTimeCodes.id, row.id));
  await deps.db.update(users).set({ isActive: true }).where(eq(users.id, user.id));
  return { token: await issueToken(deps.db, user.id) };
}

/** Username or e-mail; the same message whether the account exists or the password is wrong. */
export async function login(deps: AuthDeps, username: string, password: string) {
  const key = username.trim();
  const [user] = await deps.db.select().from(users).where(or(eq(users.username, key), eq(users.email, normaliseEmail(key))));
  // Verify against a real hash even for unknown users, so timing does not tell them apart.
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
  if (!user || !ok) throw AppError.badRequest({ non_field_errors: ['auth.login_failed'] });
  if (!user.isActive) throw AppError.badRequest({ non_field_errors: ['auth.not_active'] });
  return { token: await issueToken(deps.db, user.id) };
}
const dummyHash = hashPassword('no account has this password');

export async function logout(db: Db, token: string) {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, sha256(token)));
}

/** Always the same answer (no account enumeration); an existing account gets a one-hour, one-use link. */
export async function forgotPassword(deps: AuthDeps, emailInput: string, lang: Language) {
  const [user] = await deps.db.select().from(users).where(eq(users.email, normaliseEmail(emailInput)));
  if (user) {
    const { secret, hash } = newSecret();
    await deps.db.insert(oneTimeCodes).values({ userId: user.id, purpose: 'reset', codeHash: hash, expiresAt: new Date(Date.now() + RESET_HOURS * HOUR) });
    await deps.mailer.send(resetMail(user.language === 'en' ? 'en' : lang, user.email, user.firstName, secret, deps.publicUrl));
  }
  return { detail: translate(lang, 'auth.forgot_sent') };
}

export async function resetPassword(deps: AuthDeps, token: string, newPassword: string, lang: Language) {
  const [row] = await deps.db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.codeHash, sha256(token)), eq(oneTimeCodes.purpose, 'reset'), isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, new Date())));
  if (!row) throw AppError.badRequest({ token: ['auth.reset_invalid'] });
  const [user] = await deps.db.select().from(users).where(eq(users.id, row.userId));
  await assertNotSimilar(newPassword, user!);
  await deps.db.update(oneTimeCodes).set({ usedAt: new Date() }).where(eq(oneTimeCodes.id, row.id));
  // A reset also proves the e-mail address, so it activates an account that never was.
  await deps.db.update(users).set({ passwordHash: await hashPassword(newPassword), isActive: true }).where(eq(users.id, row.userId));
  await deps.db.delete(authTokens).where(eq(authTokens.userId, row.userId));
  return { detail: translate(lang, 'auth.reset_done') };
}

/** New token, every other token revoked (03 §3). */
export async function changePassword(db: Db, userId: number, oldPassword: string, newPassword: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, oldPassword))) throw AppError.badRequest({ old_password: ['password.old_wrong'] });
  await assertNotSimilar(newPassword, user);
  await db.update(users).set({ passwordHash: await hashPassword(newPassword) }).where(eq(users.id, userId));
  await db.delete(authTokens).where(eq(authTokens.userId, userId));
  return { token: await issueToken(db, userId) };
}

async function assertNotSimilar(password: string, user: typeof users.$inferSelect) {
  if (passwordProblem(password, [user.firstName, user.lastName, user.email, user.username]) === 'similar') {
    throw AppError.badRequest({ new_password: ['password.similar'] });
  }
}
