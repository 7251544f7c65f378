import type { ContactRequest, CorporatePage, Language } from '@yolcu/contract';
import { asc, desc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { branches, contactMessages, contentRevisions, corporatePages, faqs } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { translate } from '../../lib/i18n.js';
import { sanitizeHtml } from '../../lib/sanitize-html.js';
import type { Mailer } from '../../mail/mailer.js';
import { contactMail } from '../../mail/templates.js';

const pick = <T>(lang: Language, tr: T, en: T) => (lang === 'tr' ? tr : en);

type Texts = Record<string, { tr: string; en: string }>;
export type ContentKind = 'faq' | 'page';

/**
 * The newest revision written from the console of each key of a kind (issue 40): it is live, over
 * the text loaded from data/content/. Read per request, so a change shows at once on every instance.
 */
export async function liveRevisions(db: Db, kind: ContentKind, key?: string): Promise<Map<string, Texts>> {
  const rows = await db
    .selectDistinctOn([contentRevisions.key], { key: contentRevisions.key, content: contentRevisions.content })
    .from(contentRevisions)
    .where(
      key === undefined
        ? eq(contentRevisions.kind, kind)
        : sql`${contentRevisions.kind} = ${kind} and ${contentRevisions.key} = ${key}`,
    )
    .orderBy(contentRevisions.key, desc(contentRevisions.id));
  return new Map(rows.map((r) => [r.key, r.content]));
}

/** The newest revision's id: the cache key of the content routes, so that a write elsewhere shows here at once. */
export async function contentVersion(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(contentRevisions.id) }).from(contentRevisions);
  return row?.id ?? 0;
}

/** An FAQ's texts: the newest revision's, or the loaded ones. */
export function faqTexts(f: typeof faqs.$inferSelect, revision?: Texts): Texts {
  return (
    revision ?? {
      category: { tr: f.categoryTr, en: f.categoryEn },
      question: { tr: f.questionTr, en: f.questionEn },
      answer: { tr: f.answerTr, en: f.answerEn },
    }
  );
}

/** A corporate page's texts: the newest revision's, or the loaded ones. */
export function pageTexts(p: typeof corporatePages.$inferSelect, revision?: Texts): Texts {
  return revision ?? { title: { tr: p.titleTr, en: p.titleEn }, content: { tr: p.contentTr, en: p.contentEn } };
}

export async function listFaqs(db: Db, lang: Language) {
  const [rows, revisions] = await Promise.all([
    db.select().from(faqs).orderBy(asc(faqs.position)),
    liveRevisions(db, 'faq'),
  ]);
  return rows.map((f) => {
    const x = faqTexts(f, revisions.get(f.key));
    return {
      id: f.id,
      category: x.category![lang],
      question: x.question![lang],
      // Stored sanitised; sanitised again on the way out in case a row was edited by hand (03 §5).
      answer: sanitizeHtml(x.answer![lang]),
    };
  });
}

function toPage(lang: Language, p: typeof corporatePages.$inferSelect, revision?: Texts): CorporatePage {
  const x = pageTexts(p, revision);
  return {
    id: p.id,
    title: x.title![lang],
    // Stored sanitised; sanitised again on the way out in case a row was edited by hand (03 §5).
    content: sanitizeHtml(x.content![lang]),
    page_type_code: p.pageTypeCode as CorporatePage['page_type_code'],
  };
}

export async function listCorporatePages(db: Db, lang: Language) {
  const [rows, revisions] = await Promise.all([
    db.select().from(corporatePages).orderBy(asc(corporatePages.position)),
    liveRevisions(db, 'page'),
  ]);
  return rows.map((p) => toPage(lang, p, revisions.get(p.key)));
}

export async function getCorporatePage(db: Db, lang: Language, id: number) {
  const [row] = await db.select().from(corporatePages).where(eq(corporatePages.id, id));
  if (!row) throw AppError.notFound();
  return toPage(lang, row, (await liveRevisions(db, 'page', row.key)).get(row.key));
}

export async function listBranches(db: Db, lang: Language) {
  const rows = await db.select().from(branches).orderBy(asc(branches.position));
  return rows.map((b) => ({
    name: pick(lang, b.nameTr, b.nameEn),
    address: b.address,
    phone: b.phone,
    email: b.email,
  }));
}

/** Keeps the message, then mails it to the support address; a mail failure never loses the message. */
export async function submitContact(
  db: Db,
  mailer: Mailer,
  lang: Language,
  input: ContactRequest,
  supportEmail: string,
) {
  await db.insert(contactMessages).values({ ...input, language: lang });
  await mailer.send(await contactMail(supportEmail, input));
  return { detail: translate(lang, 'contact.success') };
}
