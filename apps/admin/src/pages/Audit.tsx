import { useQuery } from '@tanstack/react-query';
import { adminAuditListSchema } from '@yolcu/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api, request } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { Alert, Button, Loading, Paging, Table } from '../lib/ui';

const PAGE_SIZE = 50;

function change(before: unknown, after: unknown): string {
  const show = (v: unknown) => (v == null ? '–' : JSON.stringify(v));
  return `${show(before)} → ${show(after)}`;
}

/** The audit log, newest first, 50 a page; the whole log as CSV. */
export function AuditPage() {
  const { t, dateTime } = useI18n();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({
    queryKey: ['audit', page],
    queryFn: ({ signal }) => api(adminAuditListSchema, `/audit/?page=${page}`, { signal }),
  });
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      // The bearer header cannot ride on a plain link: fetch the file, then hand it over as a Blob.
      const res = await request('/audit/export/', { method: 'GET' });
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = 'audit-log.csv';
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      setExportError(err instanceof Error && err.message ? err.message : t('app.error'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{t('audit.title')}</h1>
        <Button variant="secondary" onClick={exportCsv} disabled={exporting}>
          {t('audit.export')}
        </Button>
      </div>
      {exportError && <Alert>{exportError}</Alert>}
      {list.isPending && <Loading />}
      {list.isError && <Alert>{list.error.message || t('app.error')}</Alert>}
      {list.data &&
        (list.data.results.length === 0 ? (
          <p className="text-muted">{t('audit.none')}</p>
        ) : (
          <>
            <p className="text-sm text-muted">{t('audit.count', { count: list.data.count })}</p>
            <Table
              caption={t('audit.title')}
              head={[
                t('audit.col.at'),
                t('audit.col.staff'),
                t('audit.col.action'),
                t('audit.col.target'),
                t('audit.col.change'),
              ]}
            >
              {list.data.results.map((e) => (
                <tr key={e.id} className="align-top">
                  <td className="px-3 py-2 whitespace-nowrap">{dateTime(e.at)}</td>
                  <td className="px-3 py-2">{e.staff_email}</td>
                  <td className="px-3 py-2 font-mono text-xs">{e.action}</td>
                  <td className="px-3 py-2 font-mono text-xs">
                    {e.target_type} {e.target_id}
                  </td>
                  <td className="max-w-md px-3 py-2 font-mono text-xs break-all text-muted">
                    {change(e.before, e.after)}
                  </td>
                </tr>
              ))}
            </Table>
            <Paging
              page={page}
              count={list.data.count}
              size={PAGE_SIZE}
              onPage={(p) => setParams({ page: String(p) })}
            />
          </>
        ))}
    </div>
  );
}
