import type { Language } from '@yolcu/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { JobEngine } from '../../jobs/engine.js';
import { notifications, priceAlerts } from '../../db/schema.js';
import type { SmsSender } from '../../integrations/sms/sms-sender.js';
import { translate } from '../../lib/i18n.js';
import { handOver, type Mailer } from '../../mail/mailer.js';
import { queueMail } from '../../mail/outbox-sender.js';
import { priceAlertMail } from '../../mail/price-alert-mail.js';
import type { ProductRegistry } from '../bookings/products.js';
import { newBookingCode } from '../bookings/booking-identity.js';
import { formatTry } from '../../lib/money.js';
import { stopPath } from './price-alert-paths.js';

type Row = typeof priceAlerts.$inferSelect;
export const PRICE_ALERT_QUEUE = 'price-alerts';
const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/**
 * The re-pricing job of 03 §8, run by the job engine every PRICE_ALERT_INTERVAL seconds on one
 * working instance (issue 35). A round re-prices every active, confirmed alert once (an alert its
 * address has not confirmed sends nothing to anyone, issue 36): each alert is claimed
 * with one statement (`… for update skip locked` inside an update that stamps `checked_at`), so
 * rounds that meet (a run late and the next on time) never check an alert twice, and an alert a
 * crashed round never reached is taken by the next. Pricing runs outside any transaction, one
 * alert at a time, so requests are never held up behind the job.
 */
export class PriceAlertJob {
  constructor(
    private readonly db: Db,
    private readonly products: ProductRegistry,
    private readonly mailer: Mailer,
    private readonly sms: SmsSender,
    private readonly publicUrl: string,
    private readonly intervalSeconds: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Registers the rounds with the job engine. */
  schedule(jobs: JobEngine) {
    jobs.every(PRICE_ALERT_QUEUE, this.intervalSeconds, async () => {
      const tally = await this.round();
      if (tally.checked > 0) this.log.info(tally, 'price alert round');
    });
  }

  /** The start of the round `now` falls in: rounds are aligned to the interval, the same on every instance. */
  roundStart(now = Date.now()) {
    const ms = this.intervalSeconds * 1000;
    return new Date(Math.floor(now / ms) * ms);
  }

  /** One round: claims and re-prices alerts until none is left unchecked since the round began. */
  async round(now = Date.now()): Promise<{ checked: number; changed: number; expired: number }> {
    const since = this.roundStart(now).toISOString();
    const stamp = new Date(now).toISOString();
    const tally = { checked: 0, changed: 0, expired: 0 };
    for (;;) {
      const [alert] = rowsOf<Record<string, unknown>>(
        await this.db.execute(sql`
          update price_alerts set checked_at = ${stamp}::timestamptz, checks = checks + 1
          where id = (
            select id from price_alerts
            where active and confirmed_at is not null
              and (checked_at is null or checked_at < ${since}::timestamptz)
            order by id limit 1 for update skip locked)
          returning id`),
      );
      if (!alert) return tally;
      const [row] = await this.db
        .select()
        .from(priceAlerts)
        .where(eq(priceAlerts.id, Number(alert.id)));
      if (!row) continue;
      tally.checked++;
      const outcome = await this.check(row);
      if (outcome === 'changed') tally.changed++;
      if (outcome === 'expired') tally.expired++;
      await new Promise((resolve) => setImmediate(resolve)); // let requests in between alerts
    }
  }

  private async check(alert: Row): Promise<'same' | 'changed' | 'expired'> {
    const pricing = this.products[alert.product]?.alerts;
    if (!pricing) return 'same';
    const { price, past } = await pricing.lowestPrice(alert.optionId);
    if (past) {
      await this.db.update(priceAlerts).set({ active: false }).where(eq(priceAlerts.id, alert.id));
      return 'expired';
    }
    if (price === null || price === alert.newPrice) return 'same';
    // With a target (03 §15) a move is recorded, but told only when the price is at or below it.
    const tell = alert.targetPrice === null || price <= alert.targetPrice;

    const lang: Language = alert.language === 'en' ? 'en' : 'tr';
    const summary = await pricing.summary(alert.optionId, lang);
    const link = `${this.publicUrl}/${alert.product}/search-gate/${alert.optionId}`;
    const stopCode = tell && alert.notifyEmail ? await this.stopCodeOf(alert) : null;
    const mail = stopCode
      ? await priceAlertMail(lang, {
          to: alert.notifyEmail!,
          summary,
          before: alert.newPrice,
          now: price,
          searchLink: link,
          stopLink: stopPath(this.publicUrl, stopCode),
        })
      : null;
    const queued = await this.db.transaction(async (tx) => {
      // Conditional on the price it was read at: a change is told once even if two rounds raced.
      const moved = await tx
        .update(priceAlerts)
        .set({ oldPrice: alert.newPrice, newPrice: price })
        .where(sql`${priceAlerts.id} = ${alert.id} and ${priceAlerts.newPrice} = ${alert.newPrice}`)
        .returning({ id: priceAlerts.id });
      if (moved.length === 0) return null;
      if (!tell) return { outboxId: null };
      if (alert.userId !== null) {
        const text = (l: Language) =>
          translate(l, `price_alert.notify_text|${summary}|${formatTry(l, alert.newPrice)}|${formatTry(l, price)}`);
        await tx.insert(notifications).values({
          userId: alert.userId,
          titleTr: translate('tr', 'price_alert.notify_title'),
          titleEn: translate('en', 'price_alert.notify_title'),
          contentTr: text('tr'),
          contentEn: text('en'),
        });
      }
      if (alert.notifyPhone)
        await this.sms.send(
          tx,
          alert.notifyPhone,
          translate(
            lang,
            `price_alert.sms|${summary}|${formatTry(lang, alert.newPrice)}|${formatTry(lang, price)}|${link}`,
          ),
        );
      if (!mail) return { outboxId: null };
      return { outboxId: await queueMail(tx, mail, this.mailer) };
    });
    if (queued?.outboxId && mail) await handOver(this.mailer, queued.outboxId, mail);
    return queued ? 'changed' : 'same';
  }

  /** The alert's stop code; alerts made before stop links had none, and get one now. */
  private async stopCodeOf(alert: Row): Promise<string> {
    if (alert.stopCode) return alert.stopCode;
    const [row] = await this.db
      .update(priceAlerts)
      .set({ stopCode: sql`coalesce(${priceAlerts.stopCode}, ${newBookingCode()})` })
      .where(eq(priceAlerts.id, alert.id))
      .returning({ stopCode: priceAlerts.stopCode });
    return row!.stopCode!;
  }
}
