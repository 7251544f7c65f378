import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentRevisions, corporatePages, faqs } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { sanitizeHtml } from '../../lib/sanitize-html.js';
import { type ContentKind, faqTexts, liveRevisions, pageTexts } from '../content/content.service.js';
import { audited } from './audit.js';
import type { StaffMember } from './staff-guard.js';

type Texts = Record<string, { tr: string; en: string }>;
/** The fields of each kind that hold HTML: sanitised here, when stored (and again when served, 03 §5). */
const HTML_FIELDS: Record<ContentKind, string[]> = { faq: ['answer'], page: ['content'] };

/** The loaded row of a key (FAQ or page): a revision is written only for an item that exists. */
async function itemOf(db: Db, kind: ContentKind, key: string) {
  if (kind === 'faq') {
    const [row] = await db.select().from(faqs).where(eq(faqs.key, key));
    return row && { loaded: faqTexts(row) };
  }
  const [row] = await db.select().from(corporatePages).where(eq(corporatePages.key, key));
  return row && { loaded: pageTexts(row) };
}

/** Every FAQ or page as live now, in display order, with the revision that wrote it. */
export async function listContent(db: Db, kind: ContentKind) {
  const [rows, newest] = await Promise.all([
    kind === 'faq'
      ? db
          .select()
          .from(faqs)
          .orderBy(asc(faqs.position))
          .then((r) => r.map((f) => ({ key: f.key, loaded: faqTexts(f) })))
      : db
          .select()
          .from(corporatePages)
          .orderBy(asc(corporatePages.position))
          .then((r) => r.map((p) => ({ key: p.key, loaded: pageTexts(p) }))),
    db
      .selectDistinctOn([contentRevisions.key])
      .from(contentRevisions)
      .where(eq(contentRevisions.kind, kind))
      .orderBy(contentRevisions.key, desc(contentRevisions.id)),
  ]);
  const byKey = new Map(newest.map((r) => [r.key, r]));
  return rows.map(({ key, loaded }) => {
    const r = byKey.get(key);
    return {
      key,
      texts: r?.content ?? loaded,
      revision_id: r?.id ?? null,
      updated_at: r?.createdAt.toISOString() ?? null,
    };
  });
}

/**
 * A new revision of an FAQ or page (issue 40): its HTML sanitised, written with its audit entry
 * (the texts before and after) in one transaction. It is live at once: the public routes read the
 * newest revision per request.
 */
export async function writeContent(db: Db, member: StaffMember, kind: ContentKind, key: string, input: Texts) {
  const item = await itemOf(db, kind, key);
  if (!item) throw AppError.notFound();
  const texts: Texts = {};
  for (const [field, both] of Object.entries(input))
    texts[field] = HTML_FIELDS[kind].includes(field)
      ? { tr: sanitizeHtml(both.tr), en: sanitizeHtml(both.en) }
      : { tr: both.tr, en: both.en };
  return db.transaction(async (tx) => {
    const before = (await liveRevisions(tx, kind, key)).get(key) ?? item.loaded;
    const [row] = await tx
      .insert(contentRevisions)
      .values({ kind, key, content: texts, staffId: member.id })
      .returning();
    await audited(tx, member, `content.${kind}`, { type: kind, id: key }, before, { ...texts, revision_id: row!.id });
    return { key, texts, revision_id: row!.id, updated_at: row!.createdAt.toISOString() };
  });
}

/** A key's revisions, newest (live) first. */
export async function contentHistory(db: Db, kind: ContentKind, key: string) {
  if (!(await itemOf(db, kind, key))) throw AppError.notFound();
  const rows = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.key, key)))
    .orderBy(desc(contentRevisions.id))
    .limit(200);
  return {
    results: rows.map((r) => ({
      id: r.id,
      staff_id: r.staffId,
      created_at: r.createdAt.toISOString(),
      texts: r.content,
    })),
  };
}
