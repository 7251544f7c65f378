import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminContentHistorySchema,
  adminContentListSchema,
  adminContentItemSchema,
  adminFaqWriteSchema,
  adminPageWriteSchema,
} from '@yolcu/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { api } from '../lib/api';
import { type Lang, useI18n } from '../lib/i18n';
import { Alert, Button, Card, Field, Loading, Table, TextArea } from '../lib/ui';
import { useSubmit } from '../lib/use-submit';

type Kind = 'faqs' | 'pages';
type Item = z.infer<typeof adminContentItemSchema>;
type Texts = Record<string, { tr: string; en: string }>;

/** Each kind's fields, in order; the HTML one is written in a textarea and previewed. */
const FIELDS: Record<Kind, Array<{ name: string; html?: boolean }>> = {
  faqs: [{ name: 'category' }, { name: 'question' }, { name: 'answer', html: true }],
  pages: [{ name: 'title' }, { name: 'content', html: true }],
};
const SCHEMAS = { faqs: adminFaqWriteSchema, pages: adminPageWriteSchema } as const;
const LANGS: Lang[] = ['tr', 'en'];

const isKind = (k: string | undefined): k is Kind => k === 'faqs' || k === 'pages';
const headline = (kind: Kind, texts: Texts, lang: Lang) => texts[kind === 'faqs' ? 'question' : 'title']?.[lang] ?? '';

function useContentList(kind: Kind) {
  return useQuery({
    queryKey: ['content', kind],
    queryFn: ({ signal }) => api(adminContentListSchema, `/content/${kind}/`, { signal }),
  });
}

/** FAQs and corporate pages as live now, each opening its editor. */
export function ContentPage() {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{t('content.title')}</h1>
      <ContentList kind="pages" />
      <ContentList kind="faqs" />
    </div>
  );
}

function ContentList({ kind }: { kind: Kind }) {
  const { t, lang, dateTime } = useI18n();
  const list = useContentList(kind);
  return (
    <Card title={t(`content.${kind}`)}>
      {list.isPending && <Loading />}
      {list.isError && <Alert>{list.error.message || t('app.error')}</Alert>}
      {list.data && (
        <Table
          caption={t(`content.${kind}`)}
          head={[t('content.key'), t(`content.headline.${kind}`), t('content.updated')]}
        >
          {list.data.results.map((item) => (
            <tr key={item.key}>
              <td className="px-3 py-2 font-mono whitespace-nowrap">
                <Link to={`/content/${kind}/${item.key}`} className="text-brand-700 underline">
                  {item.key}
                </Link>
              </td>
              <td className="px-3 py-2">{headline(kind, item.texts, lang)}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {item.updated_at ? dateTime(item.updated_at) : t('content.loaded')}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}

/** One FAQ or page: Turkish and English side by side, the sanitised preview, Save, and its history. */
export function ContentEditorPage() {
  const { kind, key = '' } = useParams();
  const { t } = useI18n();
  if (!isKind(kind)) return <Alert>{t('app.not_found')}</Alert>;
  return <Editor key={`${kind}/${key}`} kind={kind} itemKey={key} />;
}

function Editor({ kind, itemKey }: { kind: Kind; itemKey: string }) {
  const { t } = useI18n();
  const list = useContentList(kind);
  const item = list.data?.results.find((i) => i.key === itemKey);
  if (list.isPending) return <Loading />;
  if (list.isError) return <Alert>{list.error.message || t('app.error')}</Alert>;
  if (!item) return <Alert>{t('app.not_found')}</Alert>;
  return <EditorForm kind={kind} item={item} />;
}

function EditorForm({ kind, item }: { kind: Kind; item: Item }) {
  const { t, dateTime } = useI18n();
  const queryClient = useQueryClient();
  const base = `/content/${kind}/${encodeURIComponent(item.key)}/`;
  const blank = Object.fromEntries(FIELDS[kind].map((f) => [f.name, { tr: '', en: '' }])) as Texts;
  const [texts, setTexts] = useState<Texts>({ ...blank, ...item.texts });
  const [live, setLive] = useState<Item>(item);
  const [saved, setSaved] = useState(false);
  const history = useQuery({
    queryKey: ['content-history', kind, item.key],
    queryFn: ({ signal }) => api(adminContentHistorySchema, `${base}history/`, { signal }),
  });
  const save = useSubmit(SCHEMAS[kind] as z.ZodType<Texts>, (input) =>
    api(adminContentItemSchema, base, { method: 'PUT', body: input }),
  );
  const onSave = async () => {
    setSaved(false);
    const answer = await save.submit(texts);
    if (answer) {
      setLive(answer);
      setTexts({ ...blank, ...answer.texts });
      setSaved(true);
      queryClient.invalidateQueries({ queryKey: ['content', kind] });
      history.refetch();
    }
  };
  const set = (name: string, lang: Lang, value: string) =>
    setTexts((prev) => ({ ...prev, [name]: { ...(prev[name] ?? { tr: '', en: '' }), [lang]: value } }));
  return (
    <div className="flex flex-col gap-5">
      <Link to="/content" className="text-sm font-semibold text-brand-700 underline">
        ← {t('content.back')}
      </Link>
      <h1 className="text-2xl font-bold">{t(`content.edit.${kind}`, { key: item.key })}</h1>
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(e) => {
          e.preventDefault();
          onSave();
        }}
      >
        {FIELDS[kind].map((f) => (
          <fieldset key={f.name} className="rounded-lg border border-line bg-surface p-4">
            <legend className="px-1 text-sm font-semibold">{t(`content.field.${f.name}`)}</legend>
            <div className="grid gap-4 md:grid-cols-2">
              {LANGS.map((lang) => {
                const label = `${t(`content.field.${f.name}`)} (${t(`content.lang.${lang}`)})`;
                const errors = save.errors[`${f.name}.${lang}`];
                const value = texts[f.name]?.[lang] ?? '';
                return (
                  <div key={lang} lang={lang}>
                    {f.html ? (
                      <TextArea
                        label={label}
                        rows={10}
                        className="font-mono text-sm"
                        value={value}
                        errors={errors}
                        onChange={(e) => set(f.name, lang, e.target.value)}
                      />
                    ) : (
                      <Field
                        label={label}
                        value={value}
                        errors={errors}
                        onChange={(e) => set(f.name, lang, e.target.value)}
                      />
                    )}
                  </div>
                );
              })}
            </div>
            {save.errors[f.name] && (
              <p className="mt-2 text-sm text-danger">{save.errors[f.name]!.map((e) => t(e)).join(' ')}</p>
            )}
          </fieldset>
        ))}
        {save.problem && <Alert>{t(save.problem)}</Alert>}
        {saved && <Alert tone="success">{t('content.saved')}</Alert>}
        <div>
          <Button type="submit" disabled={save.pending}>
            {t('content.save')}
          </Button>
        </div>
      </form>
      {FIELDS[kind]
        .filter((f) => f.html)
        .map((f) => (
          <Card key={f.name} title={t('content.preview')}>
            <p className="mb-3 text-xs text-muted">{t('content.preview_hint')}</p>
            <div className="grid gap-4 md:grid-cols-2">
              {LANGS.map((lang) => (
                <section key={lang} lang={lang} aria-label={`${t('content.preview')} (${t(`content.lang.${lang}`)})`}>
                  <h3 className="mb-2 text-sm font-semibold text-muted">{t(`content.lang.${lang}`)}</h3>
                  <div
                    className="prose-sm max-w-none break-words rounded-md border border-line p-3 text-sm [&_h2]:mt-3 [&_h2]:mb-1 [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_li]:ml-5 [&_li]:list-disc [&_p]:mb-2"
                    // The server's answer: sanitised with sanitize-html when stored and again when served.
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server
                    dangerouslySetInnerHTML={{ __html: live.texts[f.name]?.[lang] ?? '' }}
                  />
                </section>
              ))}
            </div>
          </Card>
        ))}
      <Card title={t('content.history')}>
        {history.isPending && <Loading />}
        {history.isError && <Alert>{history.error.message || t('app.error')}</Alert>}
        {history.data &&
          (history.data.results.length === 0 ? (
            <p className="text-sm text-muted">{t('content.no_history')}</p>
          ) : (
            <Table head={[t('content.revision'), t('content.when'), t('content.staff'), t(`content.headline.${kind}`)]}>
              {history.data.results.map((r, i) => (
                <tr key={r.id}>
                  <td className="px-3 py-2">
                    #{r.id}
                    {i === 0 && <span className="ml-2 text-xs font-semibold text-success">{t('content.live')}</span>}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{dateTime(r.created_at)}</td>
                  <td className="px-3 py-2">{r.staff_id ?? '–'}</td>
                  <td className="px-3 py-2">
                    {headline(kind, r.texts, 'tr')} / {headline(kind, r.texts, 'en')}
                  </td>
                </tr>
              ))}
            </Table>
          ))}
      </Card>
    </div>
  );
}
