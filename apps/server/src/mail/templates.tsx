// The JSX runtime is named here too: tsx run from the repository root (the bench scripts) reads no
// tsconfig that sets it.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Text } from '@react-email/components';
import type { Language } from '@yolcu/contract';
import { translate } from '../lib/i18n.js';
import { ActionButton, hello, MailLayout, mailHtml, styles } from './layout.js';
import type { MailMessage } from './mailer.js';

/** Every mail has a plain-text and an HTML part in the reader's language, links from PUBLIC_URL. */
async function compose(
  lang: Language,
  to: string,
  subjectKey: string,
  lines: string[],
  action: { label: string; url: string },
  /** A line that is a code to type, drawn large. */
  code?: string,
): Promise<MailMessage> {
  const t = (key: string) => translate(lang, key);
  const text = [...lines, '', `${action.label}: ${action.url}`, '', t('mail.signature')].join('\n');
  const html = await mailHtml(
    <MailLayout lang={lang} preview={lines[1] ?? lines[0] ?? ''}>
      {lines.map((line, i) => (
        <Text key={i} style={line === code ? styles.code : styles.text}>
          {line}
        </Text>
      ))}
      <ActionButton href={action.url} label={action.label} />
    </MailLayout>,
  );
  return { to, subject: t(subjectKey), text, html };
}

/** 03 §17: the booking was not made and the card's hold released; why, and a way back to search. */
export function bookingFailedMail(
  lang: Language,
  to: string,
  firstName: string,
  input: { reasonKey: string; cardLast4: string; searchUrl: string },
) {
  const t = (key: string) => translate(lang, key);
  return compose(
    lang,
    to,
    'settle.failed_subject',
    [
      hello(lang, firstName),
      t('settle.failed_intro'),
      t(input.reasonKey),
      translate(lang, `settle.failed_hold|${input.cardLast4}`),
    ],
    { label: t('settle.failed_button'), url: input.searchUrl },
  );
}

export function activationMail(lang: Language, to: string, firstName: string, code: string, publicUrl: string) {
  const t = (key: string) => translate(lang, key);
  const url = `${publicUrl}/auth/activate/?email=${encodeURIComponent(to)}&code=${code}`;
  return compose(
    lang,
    to,
    'mail.activation_subject',
    [hello(lang, firstName), t('mail.activation_text'), code, t('mail.activation_expiry')],
    { label: t('mail.activation_button'), url },
    code,
  );
}

export function resetMail(lang: Language, to: string, firstName: string, token: string, publicUrl: string) {
  const t = (key: string) => translate(lang, key);
  const url = `${publicUrl}/auth/reset-password/?token=${encodeURIComponent(token)}`;
  return compose(
    lang,
    to,
    'mail.reset_subject',
    [hello(lang, firstName), t('mail.reset_text'), t('mail.reset_expiry')],
    { label: t('mail.reset_button'), url },
  );
}

/** The 6-digit code that lets anyone but the signed-in owner cancel a booking (03 §13), the code large. */
export async function cancellationCodeMail(lang: Language, to: string, code: string, pnr: string) {
  const text = translate(lang, `cancel.code_text|${code}|${pnr}`);
  // The sentence is translated around a marker, so the code can be drawn large wherever it falls.
  const [before, after] = translate(lang, `cancel.code_text|{code}|${pnr}`).split('{code}');
  const html = await mailHtml(
    <MailLayout lang={lang} preview={text}>
      <Text style={styles.text}>
        {before}
        <b style={{ fontSize: '22px', letterSpacing: '3px' }}>{code}</b>
        {after}
      </Text>
    </MailLayout>,
  );
  return { to, subject: translate(lang, 'cancel.code_subject'), text, html } satisfies MailMessage;
}

/** A contact form message for the support desk, in Turkish (the desk's language). */
export async function contactMail(
  to: string,
  input: { name: string; email: string; phone: string; message: string },
): Promise<MailMessage> {
  const lines = [`${input.name} <${input.email}>`, input.phone, '', input.message];
  const html = await mailHtml(
    <MailLayout lang="tr" preview={input.message.slice(0, 90)}>
      <Text style={styles.text}>
        <b>{input.name}</b> &lt;{input.email}&gt;
        <br />
        {input.phone}
      </Text>
      <Text style={styles.text}>
        {input.message.split('\n').flatMap((line, i) => (i === 0 ? [line] : [<br key={i} />, line]))}
      </Text>
    </MailLayout>,
  );
  return {
    to,
    subject: `${translate('tr', 'contact.mail_subject')}: ${input.name}`,
    text: lines.join('\n'),
    html,
  };
}

/**
 * The link that confirms a new e-mail address (issue 36), sent to that new address: the account's
 * address changes only when its mailbox opens it, within 24 hours, once.
 */
export function emailChangeMail(lang: Language, to: string, firstName: string, token: string, publicUrl: string) {
  const t = (key: string) => translate(lang, key);
  const url = `${publicUrl}/auth/confirm-email/?token=${encodeURIComponent(token)}`;
  return compose(
    lang,
    to,
    'mail.email_change_subject',
    [hello(lang, firstName), t('mail.email_change_text'), t('mail.email_change_expiry')],
    { label: t('mail.email_change_button'), url },
  );
}

/**
 * The notice to the current address that a change to `newAddress` (masked) was asked (issue 36).
 * It carries no link: what confirms the change went to the new address only.
 */
export async function emailChangeNoticeMail(lang: Language, to: string, firstName: string, newAddress: string) {
  const t = (key: string) => translate(lang, key);
  const lines = [
    hello(lang, firstName),
    translate(lang, `mail.email_notice_text|${newAddress}`),
    t('mail.email_notice_action'),
  ];
  const html = await mailHtml(
    <MailLayout lang={lang} preview={lines[1]!}>
      {lines.map((line, i) => (
        <Text key={i} style={styles.text}>
          {line}
        </Text>
      ))}
    </MailLayout>,
  );
  const text = [...lines, '', t('mail.signature')].join('\n');
  return { to, subject: t('mail.email_notice_subject'), text, html } satisfies MailMessage;
}
