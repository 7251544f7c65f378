import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * The retention rule (03 §12, DESIGN "Retention is code"), applied by the housekeeping job:
 * - a bank challenge loses its one-time code once its payment is over (completed or failed);
 * - mail and SMS outbox rows go 30 days after they were written: by then each was sent, or given
 *   up after its day of retries;
 * - a booking that never became live (failed, or pending and long lapsed) goes after 30 days with
 *   its passengers and payments, and so does a search session with no live booking left. Completed
 *   and cancelled bookings stay: they are the traveller's record and the company's;
 * - a cancellation code goes a day after it lapsed, and a quote never confirmed after 30 days.
 */
export const RETENTION_DAYS = 30;

const rowsOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? (result as unknown[])).length;

export async function applyRetention(db: Db): Promise<Record<string, number>> {
  const days = sql`make_interval(days => ${RETENTION_DAYS})`;
  const codes = await db.execute(sql`
    update bank_challenges c set code = '' from payments p
    where p.reference = c.reference and c.code <> '' and p.status in ('completed', 'failed')
    returning c.reference`);
  const mail = await db.execute(sql`delete from mail_outbox where created_at < now() - ${days} returning id`);
  const sms = await db.execute(sql`delete from sms_outbox where created_at < now() - ${days} returning id`);
  const deadBookings = await db.execute(sql`
    delete from bookings where status in ('failed', 'pending') and created_at < now() - ${days} returning id`);
  const cancelCodes = await db.execute(
    sql`delete from cancellation_codes where expires_at < now() - interval '1 day' returning booking_id`,
  );
  const quotes = await db.execute(sql`
    delete from cancellation_quotes where confirmed_at is null and created_at < now() - ${days} returning id`);
  return {
    bankCodes: rowsOf(codes),
    cancellationCodes: rowsOf(cancelCodes),
    cancellationQuotes: rowsOf(quotes),
    mail: rowsOf(mail),
    sms: rowsOf(sms),
    bookings: rowsOf(deadBookings),
  };
}
