import { type Language, passwordProblem, type RegisterRequest } from '@yolcu/contract';
import { and, eq, gt, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/db-retry.js';
import { authTokens, oneTimeCodes, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { translate } from '../../lib/i18n.js';
import { hashPassword, newSecret, sha256, sixDigitCode, verifyPassword } from '../../lib/secrets.js';
import type { Mailer } from '../../mail/mailer.js';
import { type OutboxSender, queueMail } from '../../mail/outbox-sender.js';
import { activationMail, resetMail } from '../../mail/templates.js';

const HOUR = 3_600_000;
export const TOKEN_IDLE_DAYS = 30;
const ACTIVATION_HOURS = 24;
const ACTIVATION_TRIES = 5;
const RESET_HOURS = 1;

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  outbox: OutboxSender;
  publicUrl: string;
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Issues a sign-in token: the client gets the secret, the database its hash. */
export async function issueToken(db: Pick<Db, 'insert'>, userId: number): Promise<string> {
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
  if (idleSince > HOUR)
    await db.update(authTokens).set({ lastUsedAt: new Date() }).where(eq(authTokens.tokenHash, hash));
  return row.userId;
}

/**
 * Serialises changes of who is called what (registration, profile): login accepts a username or
 * an e-mail, so one account's username may not be another's e-mail, which no unique index can say.
 */
export async function lockIdentities(tx: Pick<Db, 'execute'>) {
  await tx.execute(sql`select pg_advisory_xact_lock(${IDENTITY_LOCK})`);
}
const IDENTITY_LOCK = 0x59_4f_4c_55; // "YOLU"

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A new activation code replaces the old one; its mail is queued in the same transaction. */
async function newActivation(tx: Tx, deps: AuthDeps, user: typeof users.$inferSelect, lang: Language) {
  const code = sixDigitCode();
  await tx.delete(oneTimeCodes).where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'activation')));
  await tx.insert(oneTimeCodes).values({
    userId: user.id,
    purpose: 'activation',
    codeHash: sha256(code),
    expiresAt: new Date(Date.now() + ACTIVATION_HOURS * HOUR),
  });
  const message = await activationMail(lang, user.email, user.firstName, code, deps.publicUrl);
  return { id: await queueMail(tx, message), message };
}

/** User, activation code and its mail in one transaction; the mail leaves after the commit, unawaited. */
export async function register(deps: AuthDeps, input: RegisterRequest, lang: Language) {
  const email = normaliseEmail(input.email);
  // The one thing the register form must say (03 §3); everything else stays silent about accounts.
  const taken = () => AppError.badRequest({ email: ['auth.email_taken'] });
  const passwordHash = await hashPassword(input.password);
  let queued: Awaited<ReturnType<typeof newActivation>>;
  try {
    queued = await deps.db.transaction(async (tx) => {
      await lockIdentities(tx);
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(or(eq(users.email, email), eq(sql`lower(${users.username})`, email)));
      if (existing) throw taken();
      const [user] = await tx
        .insert(users)
        .values({
          username: email,
          email,
          firstName: input.first_name,
          lastName: input.last_name,
          passwordHash,
          language: lang,
        })
        .returning();
      return newActivation(tx, deps, user!, lang);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  deps.outbox.enqueue(queued.id);
  return { detail: translate(lang, 'auth.registered') };
}

/** Always 200, and as fast for an unknown address: the mail is queued, never awaited. */
export async function resendActivation(deps: AuthDeps, emailInput: string, lang: Language) {
  const queued = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(eq(users.email, normaliseEmail(emailInput)));
    return user && !user.isActive ? newActivation(tx, deps, user, lang) : null;
  });
  if (queued) deps.outbox.enqueue(queued.id);
  return { detail: translate(lang, 'auth.activation_resent') };
}

/**
 * A right code activates and signs in. Each step is one conditional update, so parallel requests
 * cannot share a check: a right code is used once, and at most 5 wrong tries are ever counted.
 * Unknown e-mail, wrong code and a locked code answer alike (no account enumeration).
 */
export async function activate(deps: AuthDeps, emailInput: string, code: string) {
  const invalid = () => AppError.badRequest({ code: ['auth.code_invalid'] });
  const [user] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normaliseEmail(emailInput)));
  if (!user) throw invalid();
  const hash = sha256(code);
  const open = and(
    eq(oneTimeCodes.userId, user.id),
    eq(oneTimeCodes.purpose, 'activation'),
    isNull(oneTimeCodes.usedAt),
  );
  const token = await deps.db.transaction(async (tx) => {
    const [used] = await tx
      .update(oneTimeCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          open,
          eq(oneTimeCodes.codeHash, hash),
          lt(oneTimeCodes.failedTries, ACTIVATION_TRIES),
          gt(oneTimeCodes.expiresAt, new Date()),
        ),
      )
      .returning({ id: oneTimeCodes.id });
    if (!used) return null;
    await tx.update(users).set({ isActive: true }).where(eq(users.id, user.id));
    return issueToken(tx, user.id);
  });
  if (token) return { token };
  const [expired] = await deps.db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        open,
        eq(oneTimeCodes.codeHash, hash),
        lt(oneTimeCodes.failedTries, ACTIVATION_TRIES),
        lte(oneTimeCodes.expiresAt, new Date()),
      ),
    );
  if (expired) throw AppError.badRequest({ code: ['auth.code_expired'] });
  await deps.db
    .update(oneTimeCodes)
    .set({ failedTries: sql`${oneTimeCodes.failedTries} + 1` })
    .where(
      and(
        open,
        ne(oneTimeCodes.codeHash, hash),
        lt(oneTimeCodes.failedTries, ACTIVATION_TRIES),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    );
  throw invalid();
}

/** Username or e-mail; the same message whether the account exists or the password is wrong. */
export async function login(deps: AuthDeps, username: string, password: string) {
  const key = username.trim();
  const [user] = await deps.db
    .select()
    .from(users)
    .where(or(eq(users.username, key), eq(users.email, normaliseEmail(key))));
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

/**
 * Always the same answer, in the same time (no account enumeration): an existing account gets a
 * one-hour, one-use link, queued with the code and sent after the commit, never awaited. A new link
 * replaces every earlier one (03 §3, issue 36): only the newest mail can set a password.
 */
export async function forgotPassword(deps: AuthDeps, emailInput: string, lang: Language) {
  const queued = await deps.db.transaction(async (tx) => {
    // The user's row first, as every change of its password does: two requests at once leave one link.
    const [user] = await tx
      .select()
      .from(users)
      .where(eq(users.email, normaliseEmail(emailInput)))
      .for('update');
    if (!user) return null;
    await endResetLinks(tx, user.id);
    const { secret, hash } = newSecret();
    await tx.insert(oneTimeCodes).values({
      userId: user.id,
      purpose: 'reset',
      codeHash: hash,
      expiresAt: new Date(Date.now() + RESET_HOURS * HOUR),
    });
    const message = await resetMail(
      user.language === 'en' ? 'en' : lang,
      user.email,
      user.firstName,
      secret,
      deps.publicUrl,
    );
    return { id: await queueMail(tx, message), message };
  });
  if (queued) deps.outbox.enqueue(queued.id);
  return { detail: translate(lang, 'auth.forgot_sent') };
}

/** Every reset link of the user stops working: a newer link, a new password or a new address replaced them. */
export async function endResetLinks(tx: Pick<Db, 'delete'>, userId: number) {
  await tx.delete(oneTimeCodes).where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, 'reset')));
}

/**
 * What a new password ends besides the old one (03 §3, issue 36): every reset link, every sign-in
 * token, and an e-mail change not yet confirmed (it was asked with the old password, maybe by
 * whoever the owner is locking out now).
 */
async function endWhatThePasswordGuarded(tx: Tx, userId: number) {
  await endResetLinks(tx, userId);
  await tx.delete(authTokens).where(eq(authTokens.userId, userId));
}
export const NO_PENDING_EMAIL = { pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null };

/**
 * The link is used with one conditional update, so it works once even when sent many times at
 * once; it ends every other link, token and pending e-mail change of the user.
 */
export async function resetPassword(deps: AuthDeps, token: string, newPassword: string, lang: Language) {
  const invalid = () => AppError.badRequest({ token: ['auth.reset_invalid'] });
  const valid = and(
    eq(oneTimeCodes.codeHash, sha256(token)),
    eq(oneTimeCodes.purpose, 'reset'),
    isNull(oneTimeCodes.usedAt),
    gt(oneTimeCodes.expiresAt, new Date()),
  );
  const [row] = await deps.db.select().from(oneTimeCodes).where(valid);
  if (!row) throw invalid();
  const [user] = await deps.db.select().from(users).where(eq(users.id, row.userId));
  if (!user) throw invalid();
  await assertNotSimilar(newPassword, user);
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    // The user's row before the link's, in the order every password change takes them (no deadlock).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
    const [used] = await tx
      .update(oneTimeCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(oneTimeCodes.id, row.id), valid))
      .returning({ id: oneTimeCodes.id });
    if (!used) throw invalid();
    // A reset also proves the e-mail address, so it activates an account that never was.
    await tx
      .update(users)
      .set({ passwordHash, isActive: true, ...NO_PENDING_EMAIL })
      .where(eq(users.id, row.userId));
    await endWhatThePasswordGuarded(tx, row.userId);
  });
  return { detail: translate(lang, 'auth.reset_done') };
}

/**
 * New token, every other token revoked (03 §3), every reset link ended (issue 36). The new hash is
 * written only over the one the old password was checked against, so of two changes at once with
 * the same old password one wins and the other is told the old password no longer matches.
 */
export async function changePassword(db: Db, userId: number, oldPassword: string, newPassword: string) {
  const wrong = () => AppError.badRequest({ old_password: ['password.old_wrong'] });
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, oldPassword))) throw wrong();
  await assertNotSimilar(newPassword, user);
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, ...NO_PENDING_EMAIL })
      .where(and(eq(users.id, userId), eq(users.passwordHash, user.passwordHash)))
      .returning({ id: users.id });
    if (!changed) throw wrong();
    await endWhatThePasswordGuarded(tx, userId);
    return { token: await issueToken(tx, userId) };
  });
}

async function assertNotSimilar(password: string, user: typeof users.$inferSelect) {
  if (passwordProblem(password, [user.firstName, user.lastName, user.email, user.username]) === 'similar') {
    throw AppError.badRequest({ new_password: ['password.similar'] });
  }
}
