import {
  adminBroadcastAnswerSchema,
  adminBroadcastSchema,
  adminCampaignAnswerSchema,
  adminCampaignSchema,
} from '@yolcu/contract';
import { useState } from 'react';
import type { z } from 'zod';
import { api } from '../lib/api';
import { type Lang, useI18n } from '../lib/i18n';
import { Alert, Button, Card, Field, TextArea } from '../lib/ui';
import { useSubmit } from '../lib/use-submit';

type Mode = 'code' | 'emails';
const LANGS: Lang[] = ['tr', 'en'];

/** Messages of a field and of its parts (`emails.2` → line 3). */
function under(errors: Record<string, string[]>, name: string, line: (n: number) => string): string[] | undefined {
  const out: string[] = [];
  for (const [key, list] of Object.entries(errors)) {
    if (key === name) out.push(...list);
    else if (key.startsWith(`${name}.`)) {
      const n = Number(key.slice(name.length + 1));
      out.push(...list.map((m) => (Number.isInteger(n) ? `${line(n + 1)}: ${m}` : m)));
    }
  }
  return out.length ? out : undefined;
}

const numberOrUndefined = (v: string) => (v.trim() === '' ? undefined : Number(v));

/** A coupon campaign: a code for everyone, or coupons for chosen accounts. */
export function CampaignsPage() {
  const { t, money } = useI18n();
  const [mode, setMode] = useState<Mode>('code');
  const [form, setForm] = useState({ value: '', expires_on: '', code: '', usage_limit: '', emails: '' });
  const [answer, setAnswer] = useState<z.infer<typeof adminCampaignAnswerSchema> | null>(null);
  const campaign = useSubmit(adminCampaignSchema, (input) =>
    api(adminCampaignAnswerSchema, '/campaigns/', { method: 'POST', body: input }),
  );
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [name]: e.target.value }));
  const submit = async () => {
    setAnswer(null);
    const input =
      mode === 'code'
        ? {
            value: numberOrUndefined(form.value),
            expires_on: form.expires_on,
            code: form.code,
            usage_limit: numberOrUndefined(form.usage_limit),
          }
        : {
            value: numberOrUndefined(form.value),
            expires_on: form.expires_on,
            emails: form.emails
              .split('\n')
              .map((l) => l.trim())
              .filter(Boolean),
          };
    const result = await campaign.submit(input);
    if (result) setAnswer(result);
  };
  const line = (n: number) => t('campaign.line', { n });
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{t('campaign.title')}</h1>
      <Card>
        <form
          noValidate
          className="flex max-w-2xl flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <fieldset className="flex flex-wrap gap-4 text-sm">
            <legend className="mb-2 text-sm font-semibold">{t('campaign.mode')}</legend>
            {(['code', 'emails'] as const).map((m) => (
              <label key={m} className="flex items-center gap-2">
                <input type="radio" name="mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
                {t(`campaign.mode.${m}`)}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('campaign.value')}
              inputMode="decimal"
              value={form.value}
              onChange={set('value')}
              errors={campaign.errors.value}
            />
            <Field
              label={t('campaign.expires_on')}
              type="date"
              value={form.expires_on}
              onChange={set('expires_on')}
              errors={campaign.errors.expires_on}
            />
          </div>
          {mode === 'code' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label={t('campaign.code')}
                hint={t('campaign.code_hint')}
                value={form.code}
                onChange={set('code')}
                errors={campaign.errors.code}
              />
              <Field
                label={t('campaign.usage_limit')}
                inputMode="numeric"
                value={form.usage_limit}
                onChange={set('usage_limit')}
                errors={campaign.errors.usage_limit}
              />
            </div>
          ) : (
            <>
              <TextArea
                label={t('campaign.emails')}
                rows={6}
                value={form.emails}
                onChange={set('emails')}
                errors={under(campaign.errors, 'emails', line)}
              />
              {campaign.errors.code && <Alert>{campaign.errors.code.map((e) => t(e)).join(' ')}</Alert>}
            </>
          )}
          {campaign.problem && <Alert>{t(campaign.problem)}</Alert>}
          <div>
            <Button type="submit" disabled={campaign.pending}>
              {t('campaign.create')}
            </Button>
          </div>
        </form>
      </Card>
      {answer && (
        <Alert tone={answer.unknown_emails.length ? 'info' : 'success'}>
          <p>
            {answer.code
              ? t('campaign.made_code', {
                  code: answer.code,
                  value: money(answer.value),
                  limit: answer.usage_limit ?? '–',
                  expires: answer.expires_on,
                })
              : t('campaign.made_coupons', {
                  count: answer.coupons_given,
                  value: money(answer.value),
                  expires: answer.expires_on,
                })}
          </p>
          {answer.unknown_emails.length > 0 && (
            <div className="mt-2">
              <p className="font-semibold">{t('campaign.unknown')}</p>
              <ul className="list-disc pl-5">
                {answer.unknown_emails.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            </div>
          )}
        </Alert>
      )}
    </div>
  );
}

/** A broadcast notification every reader sees, in both languages. */
export function BroadcastsPage() {
  const { t, dateTime } = useI18n();
  const empty = { title: { tr: '', en: '' }, content: { tr: '', en: '' } };
  const [form, setForm] = useState(empty);
  const [sent, setSent] = useState<string | null>(null);
  const send = useSubmit(adminBroadcastSchema, (input) =>
    api(adminBroadcastAnswerSchema, '/broadcasts/', { method: 'POST', body: input }),
  );
  const set = (field: 'title' | 'content', lang: Lang, value: string) =>
    setForm((f) => ({ ...f, [field]: { ...f[field], [lang]: value } }));
  const submit = async () => {
    setSent(null);
    const answer = await send.submit(form);
    if (answer) {
      setSent(dateTime(answer.created_at));
      setForm(empty);
    }
  };
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{t('broadcast.title')}</h1>
      <Card>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <p className="text-sm text-muted">{t('broadcast.hint')}</p>
          <div className="grid gap-4 md:grid-cols-2">
            {LANGS.map((lang) => (
              <div key={lang} lang={lang} className="flex flex-col gap-4">
                <Field
                  label={`${t('broadcast.field_title')} (${t(`content.lang.${lang}`)})`}
                  value={form.title[lang]}
                  onChange={(e) => set('title', lang, e.target.value)}
                  errors={send.errors[`title.${lang}`]}
                />
                <TextArea
                  label={`${t('broadcast.field_text')} (${t(`content.lang.${lang}`)})`}
                  rows={5}
                  value={form.content[lang]}
                  onChange={(e) => set('content', lang, e.target.value)}
                  errors={send.errors[`content.${lang}`]}
                />
              </div>
            ))}
          </div>
          {send.problem && <Alert>{t(send.problem)}</Alert>}
          {sent && <Alert tone="success">{t('broadcast.sent', { at: sent })}</Alert>}
          <div>
            <Button type="submit" disabled={send.pending}>
              {t('broadcast.send')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
