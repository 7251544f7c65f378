import type { Language } from '@yolcu/contract';
import { translate } from '../lib/i18n.js';
import { escapeHtml, type MailMessage } from './mailer.js';

export interface BookingMailSection {
  title?: string;
  lines: string[];
  /** Shown as a highlighted box (meeting instructions). */
  note?: boolean;
}

/**
 * The confirmation mails of both products in one layout: greeting, intro, the PNR large, the
 * sections, the total and a button to the booking; plain text and HTML say the same.
 */
export function bookingMail(
  lang: Language,
  m: {
    to: string;
    subject: string;
    firstName: string;
    intro: string;
    pnr: string;
    sections: BookingMailSection[];
    total: string;
    link: string;
    attachments?: MailMessage['attachments'];
  },
): MailMessage {
  const t = (key: string) => translate(lang, key);
  const hello = translate(lang, 'mail.hello|{name}').replace('{name}', () => m.firstName);
  const view = t('pay.mail_view');
  const text = [
    hello,
    m.intro,
    `PNR: ${m.pnr}`,
    '',
    ...m.sections.flatMap((s) => [...(s.title ? [s.title] : []), ...s.lines, '']),
    m.total,
    '',
    `${view}: ${m.link}`,
    '',
    t('mail.signature'),
  ].join('\n');
  const section = (s: BookingMailSection) => {
    const body = s.lines.map((l) => `<div>${escapeHtml(l)}</div>`).join('');
    const title = s.title ? `<h3 style="margin:16px 0 4px">${escapeHtml(s.title)}</h3>` : '';
    return s.note
      ? `${title}<div style="background:#fff8e1;padding:12px;border-radius:8px;margin:12px 0">${body}</div>`
      : `${title}${body}`;
  };
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#0f1a2a;line-height:1.5">
<p>${escapeHtml(hello)}</p><p>${escapeHtml(m.intro)}</p>
<p style="font-size:20px"><b>PNR: ${escapeHtml(m.pnr)}</b></p>
${m.sections.map(section).join('\n')}
<p><b>${escapeHtml(m.total)}</b></p>
<p><a href="${escapeHtml(m.link)}" style="display:inline-block;background:#0b5cad;color:#fff;padding:12px 18px;border-radius:10px;text-decoration:none">${escapeHtml(view)}</a></p>
<p style="color:#5a6677">${escapeHtml(t('mail.signature'))}</p></body></html>`;
  return { to: m.to, subject: m.subject, text, html, attachments: m.attachments };
}
