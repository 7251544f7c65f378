/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Text } from '@react-email/components';
import type { Language } from '@yolcu/contract';
import { translate } from '../../lib/i18n.js';
import { hello, MailLayout, mailHtml, styles } from '../../mail/layout.js';
import type { MailMessage } from '../../mail/mailer.js';

const paragraphs = (text: string) => text.split('\n').flatMap((line, i) => (i === 0 ? [line] : [<br key={i} />, line]));

/**
 * The support desk's answer to a contact message (issue 40), in the language the message was
 * written in, with the message quoted below it so that the reader knows what it answers.
 */
export async function contactReplyMail(
  lang: Language,
  to: string,
  name: string,
  reply: string,
  original: string,
): Promise<MailMessage> {
  const t = (key: string) => translate(lang, key);
  const greeting = hello(lang, name);
  const quoted = original
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const text = [greeting, '', reply, '', t('mail.signature'), '', t('admin.reply_quote'), quoted].join('\n');
  const html = await mailHtml(
    <MailLayout lang={lang} preview={reply.slice(0, 90)}>
      <Text style={styles.text}>{greeting}</Text>
      <Text style={styles.text}>{paragraphs(reply)}</Text>
      <Text style={styles.text}>{t('mail.signature')}</Text>
      <Text style={styles.text}>
        {t('admin.reply_quote')}
        <br />
        <i>{paragraphs(original)}</i>
      </Text>
    </MailLayout>,
  );
  return { to, subject: t('admin.reply_subject'), text, html };
}
