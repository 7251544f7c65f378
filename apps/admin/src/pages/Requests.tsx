import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminReplySchema,
  adminRequestListSchema,
  adminRequestSchema,
  CONTACT_STATUSES,
  type contactStatusSchema,
} from '@yolcu/contract';
import { type FormEvent, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { useSubmit } from '../lib/use-submit';
import { Alert, Button, Card, Facts, Loading, Paging } from '../lib/ui';

type Status = z.infer<typeof contactStatusSchema>;
type Request = z.infer<typeof adminRequestSchema>;
const PAGE_SIZE = 50;

/** The requests inbox: messages by status on the left, the one opened on the right. */
export function RequestsPage() {
  const { t, dateTime } = useI18n();
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const status = (CONTACT_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as Status)
    : 'new';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({
    queryKey: ['requests', status, page],
    queryFn: ({ signal }) =>
      api(adminRequestListSchema, `/requests/?${new URLSearchParams({ status, page: String(page) })}`, { signal }),
  });
  const query = `?${new URLSearchParams({ status, page: String(page) })}`;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{t('requests.title')}</h1>
      <div className="grid items-start gap-5 md:grid-cols-[minmax(280px,380px)_minmax(0,1fr)]">
        <div className="flex flex-col gap-3">
          <div
            role="group"
            aria-label={t('requests.status')}
            className="flex gap-1 rounded-lg bg-surface p-1 ring-1 ring-line"
          >
            {CONTACT_STATUSES.map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={s === status}
                onClick={() => setParams({ status: s })}
                className="flex-1 rounded-md px-3 py-2 text-sm font-semibold text-muted aria-pressed:bg-brand-600 aria-pressed:text-white"
              >
                {t(`requests.status.${s}`)}
              </button>
            ))}
          </div>
          {list.isPending && <Loading />}
          {list.isError && <Alert>{list.error.message || t('app.error')}</Alert>}
          {list.data &&
            (list.data.results.length === 0 ? (
              <p className="py-4 text-muted">{t('requests.none')}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-line overflow-hidden rounded-lg border border-line bg-surface">
                {list.data.results.map((m) => (
                  <li key={m.id}>
                    <Link
                      to={`/requests/${m.id}${query}`}
                      aria-current={String(m.id) === id ? 'true' : undefined}
                      className="block px-4 py-3 hover:bg-canvas aria-[current=true]:bg-brand-50"
                    >
                      <span className="flex justify-between gap-3 text-sm">
                        <span className="truncate font-semibold">{m.name}</span>
                        <span className="shrink-0 text-muted">{dateTime(m.created_at)}</span>
                      </span>
                      <span className="block truncate text-sm text-muted">{m.message}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            ))}
          {list.data && (
            <Paging
              page={page}
              count={list.data.count}
              size={PAGE_SIZE}
              onPage={(p) => setParams({ status, page: String(p) })}
            />
          )}
        </div>
        {id ? <RequestView key={id} id={id} /> : <p className="py-4 text-muted">{t('requests.pick')}</p>}
      </div>
    </div>
  );
}

function RequestView({ id }: { id: string }) {
  const { t, dateTime } = useI18n();
  const queryClient = useQueryClient();
  const one = useQuery({
    queryKey: ['request', id],
    queryFn: ({ signal }) => api(adminRequestSchema, `/requests/${encodeURIComponent(id)}/`, { signal }),
  });
  const saved = (m: Request) => {
    queryClient.setQueryData(['request', id], m);
    queryClient.invalidateQueries({ queryKey: ['requests'] });
  };
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState(false);
  const reply = useSubmit(adminReplySchema, (body) =>
    api(adminRequestSchema, `/requests/${encodeURIComponent(id)}/reply/`, { method: 'POST', body }),
  );
  const setStatus = useMutation({
    mutationFn: (status: Status) =>
      api(adminRequestSchema, `/requests/${encodeURIComponent(id)}/`, { method: 'PUT', body: { status } }),
    onSuccess: saved,
  });
  if (one.isPending) return <Loading />;
  if (one.isError) return <Alert>{one.error.message || t('app.error')}</Alert>;
  const m = one.data;
  const onReply = async (e: FormEvent) => {
    e.preventDefault();
    setSent(false);
    const answer = await reply.submit({ message });
    if (!answer) return;
    saved(answer);
    setMessage('');
    setSent(true);
  };
  return (
    <div className="flex flex-col gap-5">
      <Card
        title={m.name}
        actions={
          m.status === 'closed' ? (
            <Button variant="secondary" disabled={setStatus.isPending} onClick={() => setStatus.mutate('new')}>
              {t('requests.reopen')}
            </Button>
          ) : (
            <Button variant="secondary" disabled={setStatus.isPending} onClick={() => setStatus.mutate('closed')}>
              {t('requests.close')}
            </Button>
          )
        }
      >
        <Facts
          items={[
            [t('requests.from'), `${m.email} · ${m.phone}`],
            [t('requests.received'), dateTime(m.created_at)],
            [t('requests.status'), t(`requests.status.${m.status}`)],
            [t('requests.answered_at'), dateTime(m.answered_at)],
            [t('booking.language'), m.language],
          ]}
        />
        <blockquote className="mt-4 rounded-md border-l-4 border-brand-100 bg-canvas px-4 py-3 text-sm whitespace-pre-wrap">
          {m.message}
        </blockquote>
        {setStatus.isError && <Alert>{setStatus.error.message || t('app.error')}</Alert>}
      </Card>
      <Card title={t('requests.bookings')}>
        {m.bookings.length === 0 ? (
          <p className="text-sm text-muted">{t('requests.no_bookings')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {m.bookings.map((b) => (
              <li key={b.unique_code}>
                <Link
                  to={`/bookings/${b.unique_code}`}
                  className="inline-block rounded-md border border-line px-3 py-1.5 font-mono text-sm text-brand-700 hover:bg-brand-50"
                >
                  {b.unique_code} · {b.pnr ?? '–'} · {b.status}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card>
        <form noValidate onSubmit={onReply} className="flex flex-col gap-3">
          {sent && <Alert tone="success">{t('requests.sent')}</Alert>}
          {reply.problem && <Alert>{t(reply.problem)}</Alert>}
          <label htmlFor="reply" className="text-sm font-semibold">
            {t('requests.reply')}
          </label>
          <textarea
            id="reply"
            rows={6}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            aria-invalid={reply.errors.message ? true : undefined}
            aria-describedby={reply.errors.message ? 'reply-msg' : undefined}
            className="rounded-md border border-line bg-surface px-3 py-2 text-base outline-none focus:border-brand-500 aria-invalid:border-danger"
          />
          {reply.errors.message && (
            <p id="reply-msg" className="text-sm text-danger">
              {reply.errors.message.map((e) => t(e)).join(' ')}
            </p>
          )}
          <Button type="submit" disabled={reply.pending} className="self-start">
            {t('requests.send')}
          </Button>
        </form>
      </Card>
    </div>
  );
}
