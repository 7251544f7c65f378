import type { Language } from '@yolcu/contract';
import { translate } from '../lib/i18n.js';
import { escapeHtml, type MailMessage } from './mailer.js';

/** Every mail has a plain-text and an HTML part in the reader's language, links from PUBLIC_URL. */
function compose(
  lang: Language,
  to: string,
  subjectKey: string,
  lines: string[],
  action?: { label: string; url: string },
): MailMessage {
  const t = (key: string) => translate(lang, key);
  const text = [...lines, ...(action ? ['', `${action.label}: ${action.url}`] : []), '', t('mail.signature')].join(
    '\n',
  );
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#0f1a2a;line-height:1.5">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0b5cad;color:#fff;padding:12px 18px;border-radius:10px;text-decoration:none">${escapeHtml(action.label)}</a></p>` : ''}
<p style="color:#5a6677">${escapeHtml(t('mail.signature'))}</p></body></html>`;
  return { to, subject: t(subjectKey), text, html };
}

/**
 * "Hello {0},": translate() fills {0} from the token's own parameters (empty without them), so the
 * name goes in afterwards through a marker, taken literally whatever characters it holds.
 */
const hello = (lang: Language, firstName: string) =>
  translate(lang, 'mail.hello|{name}').replace('{name}', () => firstName);

export function activationMail(
  lang: Language,
  to: string,
  firstName: string,
  code: string,
  publicUrl: string,
): MailMessage {
  const t = (key: string) => translate(lang, key);
  const url = `${publicUrl}/auth/activate/?email=${encodeURIComponent(to)}&code=${code}`;
  return compose(
    lang,
    to,
    'mail.activation_subject',
    [hello(lang, firstName), t('mail.activation_text'), code, t('mail.activation_expiry')],
    {
      label: t('mail.activation_button'),
      url,
    },
  );
}

export function resetMail(
  lang: Language,
  to: string,
  firstName: string,
  token: string,
  publicUrl: string,
): MailMessage {
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
