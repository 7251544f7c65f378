// The JSX runtime is named here too: tsx run from the repository root (the bench scripts) reads no
// tsconfig that sets it.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Text } from '@react-email/components';
import type { Language } from '@yolcu/contract';
import { translate } from '../lib/i18n.js';
import { onThreadOrHere } from '../lib/job-thread.js';
import { ActionButton, hello, LinesBlock, MailLayout, mailMarkup, styles } from './layout.js';
import { MailThread } from './mail-thread.js';
import type { MailMessage } from './mailer.js';

export interface BookingMailSection {
  title?: string;
  lines: string[];
  /** Shown as a highlighted box (meeting instructions). */
  note?: boolean;
}

export interface BookingMailContent {
  to: string;
  subject: string;
  firstName: string;
  intro: string;
  pnr: string;
  sections: BookingMailSection[];
  total: string;
  link: string;
  attachments?: MailMessage['attachments'];
}

function BookingMail({ lang, m }: { lang: Language; m: BookingMailContent }) {
  return (
    <MailLayout lang={lang} preview={m.intro}>
      <Text style={styles.text}>{hello(lang, m.firstName)}</Text>
      <Text style={styles.text}>{m.intro}</Text>
      <Text style={styles.big}>PNR: {m.pnr}</Text>
      {m.sections.map((s, i) => (
        <LinesBlock key={i} {...s} />
      ))}
      <Text style={styles.strong}>{m.total}</Text>
      <ActionButton href={m.link} label={translate(lang, 'pay.mail_view')} />
    </MailLayout>
  );
}

/**
 * The confirmation mails of both products in one layout: greeting, intro, the PNR large, the
 * sections, the total and a button to the booking; plain text and HTML say the same.
 */
export async function bookingMail(lang: Language, m: BookingMailContent): Promise<MailMessage> {
  const t = (key: string) => translate(lang, key);
  const text = [
    hello(lang, m.firstName),
    m.intro,
    `PNR: ${m.pnr}`,
    '',
    ...m.sections.flatMap((s) => [...(s.title ? [s.title] : []), ...s.lines, '']),
    m.total,
    '',
    `${t('pay.mail_view')}: ${m.link}`,
    '',
    t('mail.signature'),
  ].join('\n');
  return {
    to: m.to,
    subject: m.subject,
    text,
    html: await drawnHtml({ lang, content: { ...m, attachments: undefined } }),
    attachments: m.attachments,
  };
}

export interface BookingMailJob {
  lang: Language;
  content: BookingMailContent;
}

/** The confirmation's HTML, drawn on this thread. */
export function bookingMailHtml(lang: Language, m: BookingMailContent): string {
  return mailMarkup(<BookingMail lang={lang} m={m} />);
}

const thread = new MailThread();

/** Starts the mail thread ahead of the first booking, so its code is loaded by then. */
export const warmMailThread = () => thread.warm();

/** The HTML drawn on the mail thread; here when that thread cannot run or fails. */
const drawnHtml = (job: BookingMailJob) =>
  onThreadOrHere(
    thread,
    () => thread.render(job),
    () => bookingMailHtml(job.lang, job.content),
  );
