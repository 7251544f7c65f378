import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { CONFIRM_HOURS } from '../price-alerts/price-alert-confirmation.js';

/**
 * The retention rule (03 §12, DESIGN "Retention is code", issue 36), applied by the housekeeping
 * job; each rule is one statement, in `docs/decisions.md` ("Retention"):
 * - a bank challenge loses its one-time code once its payment is over, and goes 30 days later;
 * - a mail keeps its text (links, codes) until it left: an hour after delivery, or once its day
 *   of retries is over, only who, what and when are left; mail and SMS rows go after 30 days;
 * - a booking that never became live (failed, or pending and long lapsed) goes after 30 days with
 *   its passengers and payments, and so does a search session with no live booking left. Completed
 *   and cancelled bookings stay: they are the traveller's record and the company's;
 * - a cancellation code goes a day after it lapsed, and a quote never confirmed after 30 days;
 * - a search option nothing points to goes once its dates must have passed (travel dates are at
 *   most 360 days ahead, so 400 days after it was made); price-calendar days before today go;
 * - the client's logs go after 30 days; contact messages after a year (support's and the law's
 *   need); lapsed sign-in tokens (30 days unused) and used or lapsed one-time codes a day on;
 * - a price alert left unconfirmed goes after 48 hours, an inactive one 30 days after its last
 *   check; a guest's read marks go after 180 days; an e-mail change not confirmed in time is forgotten;
 * - a supplier event (its payload names passengers) goes 30 days after it was processed, and
 *   iyzico's page or callback kept between a payment's requests once it lapsed (20 minutes).
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
  const more = await applyHygiene(db, days);
  return {
    ...more,
    bankCodes: rowsOf(codes),
    cancellationCodes: rowsOf(cancelCodes),
    cancellationQuotes: rowsOf(quotes),
    mail: rowsOf(mail),
    sms: rowsOf(sms),
    bookings: rowsOf(deadBookings),
  };
}

/** The rules added by the security round (issue 36): what grew for ever, and mail bodies kept after they left. */
async function applyHygiene(db: Db, days: ReturnType<typeof sql>): Promise<Record<string, number>> {
  const count = async (statement: ReturnType<typeof sql>) => rowsOf(await db.execute(statement));
  return {
    mailBodies: await count(sql`
      update mail_outbox set text = '', html = '', attachments = null
      where text <> '' and ((delivered and sent_at < now() - interval '1 hour')
        or (not delivered and created_at < now() - interval '1 day'))
      returning id`),
    bankChallenges: await count(sql`
      delete from bank_challenges c using payments p
      where p.reference = c.reference and p.status in ('completed', 'failed') and c.created_at < now() - ${days}
      returning c.reference`),
    searchOptions: await count(sql`
      delete from search_options o where o.created_at < now() - interval '400 days'
        and not exists (select 1 from search_sessions s where s.option_id = o.id)
        and not exists (select 1 from price_alerts a where a.option_id = o.id)
      returning o.id`),
    calendarDays: await count(sql`
      delete from price_calendar_days where date < to_char(now(), 'YYYY-MM-DD') returning route`),
    uiLogs: await count(sql`delete from ui_logs where created_at < now() - ${days} returning id`),
    contactMessages: await count(
      sql`delete from contact_messages where created_at < now() - interval '365 days' returning id`,
    ),
    authTokens: await count(sql`delete from auth_tokens where last_used_at < now() - ${days} returning token_hash`),
    oneTimeCodes: await count(sql`
      delete from one_time_codes where (used_at is not null and used_at < now() - interval '1 day')
        or expires_at < now() - interval '1 day'
      returning id`),
    unconfirmedAlerts: await count(sql`
      delete from price_alerts where confirmed_at is null and created_at < now() - make_interval(hours => ${CONFIRM_HOURS})
      returning id`),
    inactiveAlerts: await count(sql`
      delete from price_alerts where not active and coalesce(checked_at, created_at) < now() - ${days}
      returning id`),
    pendingEmails: await count(sql`
      update users set pending_email = null, pending_email_token_hash = null, pending_email_expires_at = null
      where pending_email_expires_at < now() returning id`),
    guestReads: await count(sql`
      delete from notification_reads where reader like 'device:%' and read_at < now() - interval '180 days'
      returning notification_id`),
    // Kept well past the 72 hours a supplier retries a delivery (its id de-duplicates the retries);
    // one never processed stays for the console's exceptions until someone deals with it.
    supplierEvents: await count(sql`
      delete from supplier_events where processed_at < now() - ${days} returning id`),
    // A bank page or callback kept between a payment's requests (iyzico) is of no use once lapsed.
    iyzicoSteps: await count(sql`delete from iyzico_steps where expires_at < now() returning reference`),
  };
}
