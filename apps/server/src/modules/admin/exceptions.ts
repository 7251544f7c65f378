import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { adminExceptionSchema } from '@yolcu/contract';
import type { Db } from '../../db/client.js';
import { bookings, payments, refunds, supplierEvents } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { JOB_SCHEMA } from '../../jobs/engine.js';
import { SETTLE_QUEUE } from '../bookings/settlement/settlement.js';
import { audited } from './audit.js';
import type { StaffMember } from './staff-guard.js';

type Exception = z.infer<typeof adminExceptionSchema>;

/** Past these ages a state is no longer "under way" but waiting for a person (issue 40). */
export const STUCK_CONFIRMING_MINUTES = 10;
export const FRAUD_REVIEW_MINUTES = 5;
export const REFUND_PENDING_MINUTES = 60;
/** Each kind lists at most this many, oldest first: the queue is for reading, not an export. */
const PER_KIND = 100;

const ago = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;
const path = (code: string, tail: string) => `/api/admin/bookings/${code}/${tail}`;

/**
 * The exception queue (issue 40): bookings stuck or in doubt, each read from the state the product
 * keeps (no table of its own), with the console's action for it where there is one.
 */
export async function listExceptions(db: Db): Promise<Exception[]> {
  const [stuck, fraud, pendingRefunds, halfDone, events, failedJobs] = await Promise.all([
    db
      .select({ code: bookings.uniqueCode, since: bookings.createdAt })
      .from(bookings)
      .where(and(eq(bookings.status, 'confirming'), lt(bookings.createdAt, ago(STUCK_CONFIRMING_MINUTES))))
      .orderBy(bookings.createdAt)
      .limit(PER_KIND),
    // 3-D Secure passed but the bank holds the payment for its fraud review: the bank decides.
    db
      .select({ code: bookings.uniqueCode, since: payments.createdAt, reference: payments.reference })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(and(eq(payments.status, 'authenticated'), lt(payments.createdAt, ago(FRAUD_REVIEW_MINUTES))))
      .orderBy(payments.createdAt)
      .limit(PER_KIND),
    db
      .select({
        code: bookings.uniqueCode,
        since: refunds.createdAt,
        amount: refunds.amount,
        attempts: refunds.attempts,
      })
      .from(refunds)
      .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
      .where(and(eq(refunds.status, 'pending'), lt(refunds.createdAt, ago(REFUND_PENDING_MINUTES))))
      .orderBy(refunds.createdAt)
      .limit(PER_KIND),
    db
      .select({ code: bookings.uniqueCode, since: bookings.createdAt })
      .from(bookings)
      .where(and(eq(bookings.status, 'completed'), eq(bookings.supplierOrderStatus, 'cancelling')))
      .limit(PER_KIND),
    db
      .select({ code: bookings.uniqueCode, since: supplierEvents.receivedAt, type: supplierEvents.type })
      .from(supplierEvents)
      .leftJoin(bookings, eq(bookings.supplierOrderRef, supplierEvents.orderRef))
      .where(isNull(supplierEvents.processedAt))
      .orderBy(supplierEvents.receivedAt)
      .limit(PER_KIND),
    failedJobsOf(db),
  ]);
  return [
    ...stuck.map((r) => item('stuck_confirming', r.code, r.since, null, path(r.code, 'settle/retry/'))),
    ...fraud.map((r) => item('fraud_review', r.code, r.since, `payment ${r.reference}`, null)),
    ...pendingRefunds.map((r) =>
      item('refund_pending', r.code, r.since, `${r.amount} TRY, ${r.attempts} tries`, path(r.code, 'refund/retry/')),
    ),
    ...halfDone.map((r) => item('cancellation_half_done', r.code, r.since, null, path(r.code, 'cancellation-quote/'))),
    ...events.map((r) => item('supplier_event', r.code, r.since, r.type, null)),
    ...failedJobs,
  ];
}

function item(kind: Exception['kind'], code: string | null, since: Date, detail: string | null, action: string | null) {
  return { kind, unique_code: code, since: new Date(since).toISOString(), detail, action };
}

/** Jobs that spent their retries, kept failed in the job engine's table; a settlement's names its booking. */
async function failedJobsOf(db: Db): Promise<Exception[]> {
  const result = await db.execute(sql`
    select j.name, coalesce(j.completed_on, j.created_on) as since, b.unique_code as code
    from ${sql.raw(JOB_SCHEMA)}.job j
    left join bookings b on b.id = case when j.data ? 'bookingId' then (j.data->>'bookingId')::int end
    where j.state = 'failed'
    order by 2 desc
    limit ${PER_KIND}`);
  const list = ((result as { rows?: unknown[] }).rows ?? result) as Array<{
    name: string;
    since: string;
    code: string | null;
  }>;
  return list.map((r) =>
    item(
      'failed_job',
      r.code,
      new Date(r.since),
      r.name,
      r.name === SETTLE_QUEUE && r.code ? path(r.code, 'settle/retry/') : null,
    ),
  );
}

/** The settlement's step queued again through its own job (the Settlement's queue and handler). */
export async function retrySettlement(app: FastifyInstance, member: StaffMember, code: string) {
  const { db } = app.database;
  const [booking] = await db.select().from(bookings).where(eq(bookings.uniqueCode, code));
  if (!booking) throw AppError.notFound();
  if (booking.status !== 'confirming') throw AppError.conflict('admin.not_confirming');
  const job = await app.jobs.send(SETTLE_QUEUE, { bookingId: booking.id });
  await db.transaction((tx) =>
    audited(
      tx,
      member,
      'booking.settle_retry',
      { type: 'booking', id: booking.id },
      { status: booking.status, supplier_order_status: booking.supplierOrderStatus },
      { queued: job !== null, job_id: job },
    ),
  );
  return { detail: 'admin.settlement_queued', queued: job !== null };
}
