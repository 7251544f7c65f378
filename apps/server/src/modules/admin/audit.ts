import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

/** Who acted: a member of staff, or the command line (`staff:add`, id null). */
export interface Actor {
  id: number | null;
  email: string;
}
export interface AuditTarget {
  type: string;
  id: string | number;
}
type State = Record<string, unknown> | null;

/**
 * Writes the audit entry of an action (03 §20) in the caller's transaction, so that the entry and
 * the change it tells of are committed together or not at all. `before` and `after` hold what
 * the action changed, never a secret (password, token, TOTP secret).
 */
export async function audited(
  tx: Pick<Db, 'insert'>,
  actor: Actor,
  action: string,
  target: AuditTarget,
  before: State,
  after: State,
) {
  await tx.insert(auditLog).values({
    staffId: actor.id,
    staffEmail: actor.email,
    action,
    targetType: target.type,
    targetId: String(target.id),
    before,
    after,
  });
}

export const AUDIT_PAGE = 50;
/** The export's bound: a year of a busy desk fits, and one call never reads an unbounded table. */
export const AUDIT_EXPORT_MAX = 100_000;

export interface AuditFilter {
  action?: string;
  staffId?: number;
}
const whereOf = (f: AuditFilter) =>
  and(f.action ? eq(auditLog.action, f.action) : undefined, f.staffId ? eq(auditLog.staffId, f.staffId) : undefined);

const entryOf = (r: typeof auditLog.$inferSelect) => ({
  id: r.id,
  at: r.at.toISOString(),
  staff_id: r.staffId,
  staff_email: r.staffEmail,
  action: r.action,
  target_type: r.targetType,
  target_id: r.targetId,
  before: r.before ?? null,
  after: r.after ?? null,
});

/** Newest first, one page. */
export async function listAudit(db: Db, filter: AuditFilter, page: number, perPage = AUDIT_PAGE) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return { count: total!.n, results: rows.map(entryOf) };
}

const CSV_COLUMNS = [
  'id',
  'at',
  'staff_id',
  'staff_email',
  'action',
  'target_type',
  'target_id',
  'before',
  'after',
] as const;

/**
 * RFC 4180 text, oldest first. A field that a spreadsheet would run as a formula (=, +, -, @ first)
 * is written with a leading apostrophe (OWASP's CSV injection advice).
 */
export async function auditCsv(db: Db, actor: Actor, filter: AuditFilter): Promise<string> {
  // The export takes the log out of the console: it is itself an entry, written with the read.
  const rows = await db.transaction(async (tx) => {
    const read = await tx
      .select()
      .from(auditLog)
      .where(whereOf(filter))
      .orderBy(auditLog.at, auditLog.id)
      .limit(AUDIT_EXPORT_MAX);
    await audited(tx, actor, 'audit.export', { type: 'audit_log', id: '*' }, null, {
      filter: { action: filter.action ?? null, staff_id: filter.staffId ?? null },
      rows: read.length,
    });
    return read;
  });
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) {
    const e = entryOf(row);
    lines.push(
      CSV_COLUMNS.map((c) => {
        const v = e[c];
        return csvField(v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
      }).join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
