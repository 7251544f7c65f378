import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

/** A row of the `reconciliation` view (03 §17), amounts as numbers. */
export interface ReconciliationRow {
  unique_code: string;
  status: string;
  supplier_order_ref: string | null;
  supplier_order_status: string | null;
  authorised_amount: number;
  captured_amount: number;
  voided_amount: number;
  refunded_amount: number;
  price_total: number;
  /** The bank's charge for an installment plan, captured with the price (issue 39). */
  installment_charge: number;
  /** Not a column of the view: the refund confirmed on cancellation, and whether one is still pending. */
  refund_confirmed: number;
  refund_pending: boolean;
}

const rowsOf = (result: unknown) =>
  ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Record<string, unknown>[];

export async function reconciliationRows(db: Db): Promise<ReconciliationRow[]> {
  const result = await db.execute(sql`
    select r.*, coalesce(f.amount, 0) as refund_confirmed, coalesce(f.status = 'pending', false) as refund_pending
    from reconciliation r
    join bookings b on b.unique_code = r.unique_code
    left join refunds f on f.booking_id = b.id`);
  return rowsOf(result).map((r) => ({
    ...(r as unknown as ReconciliationRow),
    authorised_amount: Number(r.authorised_amount),
    captured_amount: Number(r.captured_amount),
    voided_amount: Number(r.voided_amount),
    refunded_amount: Number(r.refunded_amount),
    price_total: Number(r.price_total),
    installment_charge: Number(r.installment_charge),
    refund_confirmed: Number(r.refund_confirmed),
  }));
}

/**
 * What the view must show once a booking has settled (03 §17): a completed booking has one order
 * and its price captured; a failed one no live order and nothing kept; a cancelled one its refund
 * paid as confirmed. Bookings still settling (`confirming`, a refund pending) are left for later.
 * Answers the broken rows with why.
 */
export function brokenInvariants(rows: ReconciliationRow[]): Array<ReconciliationRow & { why: string }> {
  const broken: Array<ReconciliationRow & { why: string }> = [];
  const cents = (n: number) => Math.round(n * 100);
  for (const r of rows) {
    const why = (() => {
      switch (r.status) {
        case 'completed':
          if (r.supplier_order_status !== 'confirmed' || !r.supplier_order_ref)
            return 'completed without a confirmed order';
          if (cents(r.captured_amount) !== cents(r.price_total) + cents(r.installment_charge))
            return 'completed, captured ≠ price (with any installment charge)';
          if (r.voided_amount !== 0) return 'completed with a void';
          return null;
        case 'failed':
          if (r.supplier_order_status === 'confirmed') return 'failed with a live order';
          if (r.captured_amount !== 0 && cents(r.refunded_amount) !== cents(r.captured_amount))
            return 'failed, money kept';
          return null;
        case 'cancelled':
          if (r.refund_pending) return null;
          if (r.supplier_order_status !== 'cancelled') return 'cancelled, order not cancelled';
          if (cents(r.refunded_amount) !== cents(r.refund_confirmed)) return 'cancelled, refunded ≠ refund confirmed';
          return null;
        case 'pending':
          return r.captured_amount !== 0 ? 'pending with money captured' : null;
        default:
          return null;
      }
    })();
    if (why) broken.push({ ...r, why });
  }
  return broken;
}
