import type { Language } from '@yolcu/contract';
import { and, eq, gt, isNotNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { isUniqueViolation } from '../../lib/db-retry.js';
import { translate } from '../../lib/i18n.js';
import { newSecret, sha256 } from '../../lib/secrets.js';
import { queueMail } from '../../mail/outbox-sender.js';
import { emailChangeMail, emailChangeNoticeMail } from '../../mail/templates.js';
import { type AuthDeps, endResetLinks, lockIdentities, NO_PENDING_EMAIL } from '../auth/auth.service.js';
import { maskEmail } from '../bookings/masking.js';

/**
 * A change of the account's e-mail address (issue 36). A sign-in token alone used to change it, and
 * with it where reset links go: whoever held a token held the account. Now the change needs the
 * current password (checked by the profile update) and is only asked here: the new address gets a
 * link, valid 24 hours, and replaces the old one only when that link is opened; the old address is
 * told that a change was asked, without the link. Until then sign-in and mail use the old address.
 */
const PENDING_HOURS = 24;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type UserRow = typeof users.$inferSelect;

/** The columns that ask for `newEmail`: a fresh 256-bit token (only its hash is kept) replaces any earlier ask. */
export function pendingEmailColumns(newEmail: string) {
  const { secret, hash } = newSecret();
  return {
    secret,
    columns: {
      pendingEmail: newEmail,
      pendingEmailTokenHash: hash,
      pendingEmailExpiresAt: new Date(Date.now() + PENDING_HOURS * 3_600_000),
    },
  };
}

/** The link to the new address and the notice to the old one, queued in the caller's transaction. */
export async function queueEmailChangeMails(tx: Tx, deps: AuthDeps, user: UserRow, newEmail: string, secret: string) {
  const lang: Language = user.language === 'en' ? 'en' : 'tr';
  const link = await emailChangeMail(lang, newEmail, user.firstName, secret, deps.publicUrl);
  const notice = await emailChangeNoticeMail(lang, user.email, user.firstName, maskEmail(newEmail));
  return [await queueMail(tx, link), await queueMail(tx, notice)];
}

/**
 * The link's call: swaps the pending address in one conditional update, so a link works once and
 * only while it lives; the address must still be free then (it was free when asked, but another
 * account may have registered it, or taken it as a username, since). The username follows the
 * address when it was the address (03 §3: "the username is the e-mail until the user changes it").
 * Reset links mailed to the old address stop working: that mailbox no longer speaks for the account.
 */
export async function confirmEmailChange(db: Db, token: string, lang: Language) {
  const hash = sha256(token);
  const other = alias(users, 'other');
  const live = and(
    eq(users.pendingEmailTokenHash, hash),
    isNotNull(users.pendingEmail),
    gt(users.pendingEmailExpiresAt, sql`now()`),
  );
  const taken = () => AppError.badRequest({ email: ['auth.email_taken'] });
  let swapped: { email: string } | undefined;
  try {
    swapped = await db.transaction(async (tx) => {
      // Registration and profile changes check names under this lock; the swap checks under it too.
      await lockIdentities(tx);
      const [row] = await tx
        .update(users)
        .set({
          email: sql`${users.pendingEmail}`,
          username: sql`case when lower(${users.username}) = ${users.email} then ${users.pendingEmail} else ${users.username} end`,
          ...NO_PENDING_EMAIL,
        })
        .where(
          and(
            live,
            sql`not exists (${tx
              .select({ one: sql`1` })
              .from(other)
              .where(
                and(
                  ne(other.id, users.id),
                  or(eq(other.email, users.pendingEmail), eq(sql`lower(${other.username})`, users.pendingEmail)),
                ),
              )})`,
          ),
        )
        .returning({ id: users.id, email: users.email });
      if (!row) return undefined;
      await endResetLinks(tx, row.id);
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  if (swapped) return { detail: translate(lang, 'user.email_confirmed'), email: swapped.email };
  // Refused: tell a link that still lives, for an address taken meanwhile, from a dead link.
  const [stillLive] = await db.select({ id: users.id }).from(users).where(live);
  if (stillLive) {
    await db
      .update(users)
      .set(NO_PENDING_EMAIL)
      .where(and(eq(users.id, stillLive.id), live));
    throw taken();
  }
  throw AppError.badRequest({ token: ['user.email_link_invalid'] });
}
