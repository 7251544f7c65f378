import { useQuery } from '@tanstack/react-query';
import { adminBookingListSchema, adminBookingSearchQuery } from '@yolcu/contract';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError, api, fieldErrors } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { Alert, Button, Field, Loading, Table } from '../lib/ui';

/** One search box: booking code, PNR, e-mail, phone or a card's last four (the server reads its shape). */
export function BookingsPage() {
  const { t, dateTime, money } = useI18n();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const [errors, setErrors] = useState<string[] | undefined>();
  const results = useQuery({
    queryKey: ['bookings', q],
    queryFn: ({ signal }) => api(adminBookingListSchema, `/bookings/?${new URLSearchParams({ q })}`, { signal }),
    enabled: !!q,
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = adminBookingSearchQuery.safeParse({ q: text });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error).q);
      return;
    }
    setErrors(undefined);
    setParams({ q: parsed.data.q });
  };
  const serverErrors = results.error instanceof ApiError ? results.error.fields.q : undefined;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{t('bookings.title')}</h1>
      <form noValidate role="search" onSubmit={onSubmit} className="flex max-w-3xl items-start gap-3">
        <div className="flex-1">
          <Field
            label={t('bookings.search')}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            errors={errors ?? serverErrors}
          />
        </div>
        <Button type="submit" className="mt-6">
          {t('bookings.search_button')}
        </Button>
      </form>
      {q && results.isPending && <Loading />}
      {results.isError && !serverErrors && <Alert>{results.error.message || t('app.error')}</Alert>}
      {results.data &&
        (results.data.results.length === 0 ? (
          <p className="text-muted">{t('bookings.none')}</p>
        ) : (
          <>
            <p className="text-sm text-muted">{t('bookings.count', { count: results.data.results.length })}</p>
            <Table
              caption={t('bookings.title')}
              head={[
                t('bookings.col.code'),
                t('bookings.col.pnr'),
                t('bookings.col.product'),
                t('bookings.col.status'),
                t('bookings.col.lead'),
                t('bookings.col.email'),
                t('bookings.col.phone'),
                t('bookings.col.card'),
                t('bookings.col.total'),
                t('bookings.col.created'),
              ]}
            >
              {results.data.results.map((b) => (
                <tr key={b.unique_code} className="hover:bg-canvas">
                  <td className="px-3 py-2 font-mono">
                    <Link
                      to={`/bookings/${b.unique_code}`}
                      title={b.unique_code}
                      className="block max-w-[12ch] truncate font-semibold text-brand-700 underline"
                    >
                      {b.unique_code}
                    </Link>
                  </td>
                  <td className="px-3 py-2 font-mono">{b.pnr ?? '–'}</td>
                  <td className="px-3 py-2">{b.product}</td>
                  <td className="px-3 py-2">{b.status}</td>
                  <td className="px-3 py-2">{b.lead ?? '–'}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{b.email}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{b.phone}</td>
                  <td className="px-3 py-2 font-mono whitespace-nowrap">
                    {b.card_last4 ? `•••• ${b.card_last4}` : '–'}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap text-right">{money(b.total)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{dateTime(b.created_at)}</td>
                </tr>
              ))}
            </Table>
          </>
        ))}
    </div>
  );
}
