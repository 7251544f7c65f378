import { useMutation, useQuery } from '@tanstack/react-query';
import { adminExceptionListSchema, adminRefundRetryAnswerSchema, adminSettleRetryAnswerSchema } from '@yolcu/contract';
import type { z } from 'zod';
import { Link } from 'react-router';
import { useStaff } from '../App';
import { api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { may, type StaffRole } from '../lib/session';
import { Alert, Button, Loading, Table } from '../lib/ui';

type Item = z.infer<typeof adminExceptionListSchema>['results'][number];

/** The exception queue: what is stuck or in doubt, each with its action where the role may use it. */
export function ExceptionsPage() {
  const { t, dateTime } = useI18n();
  const staff = useStaff();
  const list = useQuery({
    queryKey: ['exceptions'],
    queryFn: ({ signal }) => api(adminExceptionListSchema, '/exceptions/', { signal }),
  });
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{t('exceptions.title')}</h1>
      {list.isPending && <Loading />}
      {list.isError && <Alert>{list.error.message || t('app.error')}</Alert>}
      {list.data &&
        (list.data.results.length === 0 ? (
          <p className="text-muted">{t('exceptions.empty')}</p>
        ) : (
          <Table
            caption={t('exceptions.title')}
            head={[
              t('exceptions.kind'),
              t('exceptions.booking'),
              t('exceptions.since'),
              t('exceptions.detail'),
              t('exceptions.action'),
            ]}
          >
            {list.data.results.map((e, i) => (
              <tr key={`${e.kind}-${e.unique_code ?? ''}-${i}`}>
                <td className="px-3 py-2 font-semibold whitespace-nowrap">{t(`exceptions.kind.${e.kind}`)}</td>
                <td className="px-3 py-2 font-mono">
                  {e.unique_code ? (
                    <Link to={`/bookings/${e.unique_code}`} className="text-brand-700 underline">
                      {e.unique_code}
                    </Link>
                  ) : (
                    '–'
                  )}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{dateTime(e.since)}</td>
                <td className="px-3 py-2 break-words">{e.detail ?? '–'}</td>
                <td className="px-3 py-2">
                  <ItemAction item={e} role={staff?.role} onDone={() => list.refetch()} />
                </td>
              </tr>
            ))}
          </Table>
        ))}
    </div>
  );
}

function ItemAction({ item, role, onDone }: { item: Item; role: StaffRole | undefined; onDone(): void }) {
  const { t, money } = useI18n();
  const code = item.unique_code ?? '';
  const base = `/bookings/${encodeURIComponent(code)}/`;
  const retry = useMutation({
    mutationFn: async (): Promise<string> => {
      if (item.action?.endsWith('refund/retry/')) {
        const a = await api(adminRefundRetryAnswerSchema, `${base}refund/retry/`, { method: 'POST' });
        return t('money.refund_answer', {
          amount: money(a.amount),
          status: t(`refund.${a.status}`),
          attempts: a.attempts,
        });
      }
      const a = await api(adminSettleRetryAnswerSchema, `${base}settle/retry/`, { method: 'POST' });
      return a.detail;
    },
    onSuccess: () => onDone(),
  });
  if (!item.action || !code) return <span className="text-muted">–</span>;
  if (item.action.endsWith('cancellation-quote/')) {
    if (!may(role, 'cancel')) return <span className="text-muted">–</span>;
    return (
      <Link to={`/bookings/${code}`} className="font-semibold text-brand-700 underline">
        {t('exceptions.open_booking')}
      </Link>
    );
  }
  if (!may(role, 'money')) return <span className="text-muted">–</span>;
  const label = item.action.endsWith('refund/retry/') ? 'money.retry_refund' : 'money.retry_settle';
  return (
    <div className="flex flex-col items-start gap-1">
      <Button variant="secondary" onClick={() => retry.mutate()} disabled={retry.isPending || retry.isSuccess}>
        {t(label)}
      </Button>
      {retry.data && <span className="text-xs text-success">{retry.data}</span>}
      {retry.isError && (
        <span role="alert" className="text-xs text-danger">
          {retry.error.message || t('app.error')}
        </span>
      )}
    </div>
  );
}
