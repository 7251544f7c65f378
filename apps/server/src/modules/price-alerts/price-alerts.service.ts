import { type Language, normaliseAlertPhone, type PriceAlertInput } from '@yolcu/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { priceAlerts, searchOptions } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { newBookingCode } from '../bookings/booking-identity.js';
import type { OptionPricing } from '../bookings/products.js';

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
});

/**
 * Creates an alert for a stored search option (03 §8). It starts at the option's lowest price
 * now, as both old and new price. The same option and contact twice is refused; a guest may
 * create one, a signed-in user's belongs to them.
 */
export async function createPriceAlert(
  db: Db,
  product: string,
  input: { option: number; notify_email: string | null; notify_phone: string | null; target_price: number | null },
  userId: number | null,
  lang: Language,
  pricing: OptionPricing,
) {
  const [option] = await db
    .select({ id: searchOptions.id })
    .from(searchOptions)
    .where(and(eq(searchOptions.id, input.option), eq(searchOptions.product, product)));
  if (!option) throw AppError.badRequest({ option: ['v.invalid'] });
  const { price, past } = await pricing.lowestPrice(input.option);
  if (past) throw AppError.badRequest({ option: ['price_alert.option_past'] });
  const email = input.notify_email?.toLowerCase() ?? null;
  const phone = input.notify_phone ? normaliseAlertPhone(input.notify_phone) : null;
  // No offer now records 0: the first price that appears is then a change worth telling.
  const start = price ?? 0;
  const [row] = await db
    .insert(priceAlerts)
    .values({
      product,
      optionId: input.option,
      userId,
      notifyEmail: email,
      notifyPhone: phone,
      contactKey: `${email ?? ''}|${phone ?? ''}`,
      language: lang,
      oldPrice: start,
      newPrice: start,
      targetPrice: input.target_price,
      stopCode: newBookingCode(),
      confirmedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw AppError.badRequest({ non_field_errors: ['price_alert.duplicate'] });
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
