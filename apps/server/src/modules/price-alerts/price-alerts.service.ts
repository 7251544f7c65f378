import { type Language, normaliseAlertPhone, type PriceAlertInput } from '@yolcu/contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { priceAlerts, searchOptions, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { newSecret } from '../../lib/secrets.js';
import { type OutboxSender, queueMail } from '../../mail/outbox-sender.js';
import { priceAlertConfirmMail } from '../../mail/price-alert-mail.js';
import { newBookingCode } from '../bookings/booking-identity.js';
import type { OptionPricing } from '../bookings/products.js';
import { confirmPath } from './price-alert-paths.js';

type Row = typeof priceAlerts.$inferSelect;

const view = (r: Row) => ({
  id: r.id,
  option: r.optionId,
  notify_email: r.notifyEmail,
  notify_phone: r.notifyPhone,
  active: r.active,
  old_price: r.oldPrice,
  new_price: r.newPrice,
  target_price: r.targetPrice,
  confirmed: r.confirmedAt !== null,
});

type PriceAlertBody = {
  option: number;
  notify_email: string | null;
  notify_phone: string | null;
  target_price: number | null;
};

/** Who is asking: a guest (no user), or a signed-in user with their account's address. */
export interface AlertCaller {
  userId: number | null;
  accountEmail: string | null;
}

/** The alert's contact as stored, and whether it starts confirmed. */
export interface AlertContact {
  email: string | null;
  phone: string | null;
  confirmedAtOnce: boolean;
}

/**
 * The contact of a new alert (issue 36). A guest's alert needs an e-mail address, since only a
 * mailed link can confirm it. A signed-in user's alert for their own account's address (or for a
 * phone alone) starts at once: the account's address was confirmed when it was activated, and the
 * user answers for their alerts in My Price Alerts. Any other address confirms first.
 */
export function alertContact(input: PriceAlertBody, caller: AlertCaller): AlertContact {
  const email = input.notify_email?.toLowerCase() ?? null;
  const phone = input.notify_phone ? normaliseAlertPhone(input.notify_phone) : null;
  if (caller.userId === null && !email) throw AppError.badRequest({ notify_email: ['price_alert.email_needed'] });
  const confirmedAtOnce = caller.userId !== null && (email === null || email === caller.accountEmail);
  return { email, phone, confirmedAtOnce };
}

export interface AlertDeps {
  db: Db;
  outbox: OutboxSender;
  publicUrl: string;
}
const duplicate = () => AppError.badRequest({ non_field_errors: ['price_alert.duplicate'] });

/**
 * Creates an alert for a stored search option (03 §8). It starts at the option's lowest price
 * now, as both old and new price. The same option and contact as a confirmed alert is refused;
 * an alert that must be confirmed first is stored unconfirmed (it sends nothing and holds nothing)
 * with its confirmation mail, queued in the same transaction and sent after the commit.
 */
export async function createPriceAlert(
  deps: AlertDeps,
  product: string,
  input: PriceAlertBody,
  caller: AlertCaller,
  contact: AlertContact,
  lang: Language,
  pricing: OptionPricing,
) {
  const { db } = deps;
  const [option] = await db
    .select({ id: searchOptions.id })
    .from(searchOptions)
    .where(and(eq(searchOptions.id, input.option), eq(searchOptions.product, product)));
  if (!option) throw AppError.badRequest({ option: ['v.invalid'] });
  const { price, past } = await pricing.lowestPrice(input.option);
  if (past) throw AppError.badRequest({ option: ['price_alert.option_past'] });
  const { email, phone, confirmedAtOnce } = contact;
  const contactKey = `${email ?? ''}|${phone ?? ''}`;
  if (!confirmedAtOnce) {
    // 03 §8's "already created" holds for confirmed alerts; the index says so again at confirmation.
    const [twin] = await db
      .select({ id: priceAlerts.id })
      .from(priceAlerts)
      .where(
        and(
          eq(priceAlerts.optionId, input.option),
          eq(priceAlerts.contactKey, contactKey),
          isNotNull(priceAlerts.confirmedAt),
        ),
      );
    if (twin) throw duplicate();
  }
  const token = confirmedAtOnce ? null : newSecret();
  const mail =
    token && email
      ? await priceAlertConfirmMail(lang, {
          to: email,
          summary: await pricing.summary(input.option, lang),
          phone,
          confirmLink: confirmPath(deps.publicUrl, token.secret),
        })
      : null;
  // No offer now records 0: the first price that appears is then a change worth telling.
  const start = price ?? 0;
  const { row, outboxId } = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(priceAlerts)
      .values({
        product,
        optionId: input.option,
        userId: caller.userId,
        notifyEmail: email,
        notifyPhone: phone,
        contactKey,
        language: lang,
        oldPrice: start,
        newPrice: start,
        targetPrice: input.target_price,
        stopCode: newBookingCode(),
        confirmedAt: confirmedAtOnce ? new Date() : null,
        confirmTokenHash: token?.hash ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw duplicate();
    return { row: inserted, outboxId: mail ? await queueMail(tx, mail) : null };
  });
  if (outboxId !== null) deps.outbox.enqueue(outboxId);
  return view(row);
}
export type CreatePriceAlertInput = PriceAlertInput;

/** Deletes a signed-in user's alert (03 §15); another user's, or none, is a 404 as if it were not there. */
export async function deletePriceAlert(db: Db, userId: number, product: string, id: number) {
  const gone = await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId), eq(priceAlerts.product, product)))
    .returning({ id: priceAlerts.id });
  if (gone.length === 0) throw AppError.notFound();
}

/** Stops the alert a mail's stop link names (a guest's too); answers it, or undefined when unknown. */
export async function stopPriceAlert(db: Db, stopCode: string) {
  const [row] = await db
    .update(priceAlerts)
    .set({ active: false })
    .where(eq(priceAlerts.stopCode, stopCode))
    .returning();
  return row;
}

export async function alertByStopCode(db: Db, stopCode: string) {
  const [row] = await db.select().from(priceAlerts).where(eq(priceAlerts.stopCode, stopCode));
  return row;
}

/** A signed-in user's alerts of one product, newest first, each with its search described. */
export async function userPriceAlerts(db: Db, userId: number, product: string, pricing: OptionPricing, lang: Language) {
  const rows = await db
    .select()
    .from(priceAlerts)
    .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.product, product)))
    .orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id));
  const results = [];
  for (const r of rows)
    results.push({
      ...view(r),
      option_detail: await pricing.describe(r.optionId, lang),
      created_at: r.createdAt.toISOString(),
    });
  return { results };
}

/** A signed-in user's account address (confirmed when the account was activated), lower case. */
export async function accountEmail(db: Db, userId: number): Promise<string | null> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email.toLowerCase() ?? null;
}
