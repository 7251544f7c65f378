// The JSX runtime is named here too: tsx run from the repository root (the bench scripts) reads no
// tsconfig that sets it.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Text } from '@react-email/components';
import type { Language } from '@yolcu/contract';
import { translate } from '../lib/i18n.js';
import { ActionButton, hello, LinesBlock, MailLayout, mailHtml, styles } from './layout.js';
import type { MailMessage } from './mailer.js';

export interface SupplierNoticeContent {
  to: string;
  firstName: string;
  /** What happened, in a few words: the subject's first half and the mail's first line. */
  title: string;
  pnr: string;
  /** The new times (a schedule change) or the trip that no longer runs (a cancellation). */
  lines: string[];
  /** The times before a schedule change. */
  before?: string[];
  /** What the traveller can do now, in the highlighted box. */
  note: string;
  /** The booking's detail page. */
  link: string;
}

/**
 * 03 §17: the airline or transfer company changed or cancelled a booked trip. The traveller is told
 * in the booking's language what changed and what to do, with a button to the booking's page.
 */
export async function supplierNoticeMail(lang: Language, m: SupplierNoticeContent): Promise<MailMessage> {
  const t = (key: string) => translate(lang, key);
  const newTitle = m.before ? t('supplier_events.mail_new_times') : undefined;
  const text = [
    hello(lang, m.firstName),
    `${m.title}.`,
    `PNR: ${m.pnr}`,
    '',
    ...(newTitle ? [newTitle] : []),
    ...m.lines,
    '',
    ...(m.before ? [t('supplier_events.mail_before'), ...m.before, ''] : []),
    m.note,
    '',
    `${t('supplier_events.mail_button')}: ${m.link}`,
    '',
    t('mail.signature'),
  ].join('\n');
  const html = await mailHtml(
    <MailLayout lang={lang} preview={m.title}>
      <Text style={styles.text}>{hello(lang, m.firstName)}</Text>
      <Text style={styles.text}>{`${m.title}.`}</Text>
      <Text style={styles.big}>PNR: {m.pnr}</Text>
      <LinesBlock title={newTitle} lines={m.lines} />
      {m.before ? <LinesBlock title={t('supplier_events.mail_before')} lines={m.before} /> : null}
      <LinesBlock lines={[m.note]} note />
      <ActionButton href={m.link} label={t('supplier_events.mail_button')} />
    </MailLayout>,
  );
  return {
    to: m.to,
    subject: translate(lang, `supplier_events.mail_subject|${m.title}|${m.pnr}`),
    text,
    html,
  };
}
