import type { ContactRequest, CorporatePage, Language } from '@yolcu/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { branches, contactMessages, corporatePages, faqs } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { translate } from '../../lib/i18n.js';
import { sanitizeHtml } from '../../lib/sanitize-html.js';
import type { Mailer } from '../../mail/mailer.js';
import { contactMail } from '../../mail/templates.js';

const pick = <T>(lang: Language, tr: T, en: T) => (lang === 'tr' ? tr : en);

export async function listFaqs(db: Db, lang: Language) {
  const rows = await db.select().from(faqs).orderBy(asc(faqs.position));
  return rows.map((f) => ({
    id: f.id,
    category: pick(lang, f.categoryTr, f.categoryEn),
    question: pick(lang, f.questionTr, f.questionEn),
    answer: pick(lang, f.answerTr, f.answerEn),
  }));
}

function toPage(lang: Language, p: typeof corporatePages.$inferSelect): CorporatePage {
  return {
    id: p.id,
    title: pick(lang, p.titleTr, p.titleEn),
    // Stored sanitised; sanitised again on the way out in case a row was edited by hand (03 §5).
    content: sanitizeHtml(pick(lang, p.contentTr, p.contentEn)),
    page_type_code: p.pageTypeCode as CorporatePage['page_type_code'],
  };
}

export async function listCorporatePages(db: Db, lang: Language) {
  const rows = await db.select().from(corporatePages).orderBy(asc(corporatePages.position));
  return rows.map((p) => toPage(lang, p));
}

export async function getCorporatePage(db: Db, lang: Language, id: number) {
  const [row] = await db.select().from(corporatePages).where(eq(corporatePages.id, id));
  if (!row) throw AppError.notFound();
  return toPage(lang, row);
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
