// The JSX runtime is named here too: tsx run from the repository root (the bench scripts) reads no
// tsconfig that sets it.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Hr, Link, Text } from '@react-email/components';
import type { Language } from '@yolcu/contract';
import { translate } from '../lib/i18n.js';
import { formatLira } from '../lib/money.js';
import { ActionButton, MailLayout, mailHtml, styles } from './layout.js';
import type { MailMessage } from './mailer.js';

/**
 * A price alert's mail (03 §15): which way the price moved, the search, old and new price, a link to
 * search again and the alert's stop link, also as List-Unsubscribe (RFC 2369) with one-click
 * List-Unsubscribe-Post (RFC 8058), so mail clients offer "Unsubscribe" and one click stops the alert.
 */
export async function priceAlertMail(
  lang: Language,
  m: { to: string; summary: string; before: number; now: number; searchLink: string; stopLink: string },
): Promise<MailMessage> {
  const t = (key: string) => translate(lang, key);
  const direction = t(m.now < m.before ? 'price_alert.mail_down' : 'price_alert.mail_up');
  const before = formatLira(lang, m.before);
  const now = formatLira(lang, m.now);
  const text = [
    direction,
    m.summary,
    `${before} → ${now}`,
    '',
    `${t('price_alert.mail_search')}: ${m.searchLink}`,
    '',
    `${t('price_alert.mail_stop')}: ${m.stopLink}`,
    '',
    t('mail.signature'),
  ].join('\n');
  const footer = (
    <>
      <Hr style={{ borderTop: '1px solid #e3e8ef', margin: '16px 0 0' }} />
      <Text style={styles.small}>
        <Link href={m.stopLink} style={{ color: '#5a6677', textDecoration: 'underline' }}>
          {t('price_alert.mail_stop')}
        </Link>
      </Text>
    </>
  );
  const html = await mailHtml(
    <MailLayout lang={lang} preview={`${direction} ${m.summary}`} footer={footer}>
      <Text style={styles.text}>{direction}</Text>
      <Text style={styles.strong}>{m.summary}</Text>
      <Text style={styles.big}>
        <s style={{ color: '#5a6677', fontWeight: 'normal' }}>{before}</s> → {now}
      </Text>
      <ActionButton href={m.searchLink} label={t('price_alert.mail_search')} />
    </MailLayout>,
  );
  return {
    to: m.to,
    subject: translate(lang, `price_alert.mail_subject|${m.summary}|${now}`),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${m.stopLink}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * The mail that asks a new alert's address to confirm it (issue 36): what would be watched, the
 * phone that would be texted (its last two digits only), and a link to a page that confirms with
 * a button. No List-Unsubscribe: it is one mail, and ignoring it is the way to say no.
 */
export async function priceAlertConfirmMail(
  lang: Language,
  m: { to: string; summary: string; phone: string | null; confirmLink: string },
): Promise<MailMessage> {
  const t = (key: string) => translate(lang, key);
  const phone = m.phone ? translate(lang, `price_alert.confirm_mail_phone|${m.phone.slice(-2)}`) : null;
  const button = t('price_alert.confirm_button');
  const text = [
    t('price_alert.confirm_mail_intro'),
    m.summary,
    ...(phone ? [phone] : []),
    '',
    t('price_alert.confirm_mail_action'),
    `${button}: ${m.confirmLink}`,
    '',
    t('price_alert.confirm_mail_ignore'),
    '',
    t('mail.signature'),
  ].join('\n');
  const html = await mailHtml(
    <MailLayout lang={lang} preview={`${t('price_alert.confirm_mail_subject')}: ${m.summary}`}>
      <Text style={styles.text}>{t('price_alert.confirm_mail_intro')}</Text>
      <Text style={styles.strong}>{m.summary}</Text>
      {phone ? <Text style={styles.text}>{phone}</Text> : null}
      <Text style={styles.text}>{t('price_alert.confirm_mail_action')}</Text>
      <ActionButton href={m.confirmLink} label={button} />
      <Text style={styles.muted}>{t('price_alert.confirm_mail_ignore')}</Text>
    </MailLayout>,
  );
  return { to: m.to, subject: t('price_alert.confirm_mail_subject'), text, html };
}
