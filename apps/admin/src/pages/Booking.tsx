import { useMutation, useQuery } from '@tanstack/react-query';
import { adminBookingDetailSchema, adminResendAnswerSchema } from '@yolcu/contract';
import { Link, useParams } from 'react-router';
import { useStaff } from '../App';
import { api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { may } from '../lib/session';
import { Alert, Button, Card, Facts, Loading, Table } from '../lib/ui';
import { CancelPanel, MoneyActions } from './BookingActions';

/** A booking as staff see it: facts, passengers, tickets, money, reconciliation and timeline. */
export function BookingPage() {
  const { code = '' } = useParams();
  const { t, dateTime, money } = useI18n();
  const staff = useStaff();
  const detail = useQuery({
    queryKey: ['booking', code],
    queryFn: ({ signal }) => api(adminBookingDetailSchema, `/bookings/${encodeURIComponent(code)}/`, { signal }),
  });
  const resend = useMutation({
    mutationFn: () =>
      api(adminResendAnswerSchema, `/bookings/${encodeURIComponent(code)}/resend-confirmation/`, { method: 'POST' }),
    onSuccess: () => detail.refetch(),
  });
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <Alert>{detail.error.message || t('app.error')}</Alert>;
  const { booking: b, passengers, tickets, payments, refunds, reconciliation: r, timeline } = detail.data;
  const yesNo = (v: boolean) => t(v ? 'booking.yes' : 'booking.no');
  const event = (name: string) => {
    const text = t(`event.${name}`);
    return text === `event.${name}` ? name : text;
  };
  return (
    <div className="flex flex-col gap-5">
      <Link to="/bookings" className="text-sm font-semibold text-brand-700 underline">
        ← {t('booking.back')}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{t('booking.title', { code: b.unique_code })}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <MoneyActions
            code={b.unique_code}
            role={staff?.role}
            refundPending={refunds.some((f) => f.status === 'pending')}
            confirming={b.status === 'confirming'}
            onDone={() => detail.refetch()}
          />
          {may(staff?.role, 'resend') && (
            <Button onClick={() => resend.mutate()} disabled={resend.isPending}>
              {t('booking.resend')}
            </Button>
          )}
        </div>
      </div>
      {may(staff?.role, 'cancel') && (b.status === 'completed' || b.status === 'cancelled') && (
        <CancelPanel
          key={b.unique_code}
          code={b.unique_code}
          refundState={refunds.at(-1)?.status ?? null}
          cancelled={b.status === 'cancelled'}
          onDone={() => detail.refetch()}
        />
      )}
      {resend.data && (
        <Alert tone="success">{t('booking.resent', { to: resend.data.to, detail: resend.data.detail })}</Alert>
      )}
      {resend.isError && <Alert>{resend.error.message || t('app.error')}</Alert>}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card title={t('booking.facts')}>
          <Facts
            items={[
              [t('booking.product'), b.product],
              [t('booking.status'), b.status],
              [t('booking.pnr'), b.pnr],
              [t('booking.email'), b.email],
              [t('booking.phone'), b.phone],
              [t('booking.language'), b.language],
              [t('booking.total'), money(b.total)],
              [t('booking.discount'), money(b.discount)],
              [t('booking.created'), dateTime(b.created_at)],
              [t('booking.completed'), dateTime(b.completed_at)],
              [t('booking.cancelled'), dateTime(b.cancelled_at)],
              [
                t('booking.supplier_order'),
                b.supplier_order_ref ? `${b.supplier_order_ref} (${b.supplier_order_status ?? '–'})` : null,
              ],
              [t('booking.signed_in_owner'), yesNo(b.signed_in_owner)],
              ...(b.failure_message ? [[t('booking.failure'), b.failure_message] as [string, string]] : []),
            ]}
          />
        </Card>
        <div className="flex flex-col gap-5">
          <Card title={t('booking.passengers')}>
            <Table head={['#', t('booking.pax_type'), t('booking.name')]}>
              {passengers.map((p) => (
                <tr key={p.position}>
                  <td className="px-3 py-2">{p.position}</td>
                  <td className="px-3 py-2">{p.pax_type}</td>
                  <td className="px-3 py-2">
                    {p.name} {p.surname}
                  </td>
                </tr>
              ))}
            </Table>
          </Card>
          {tickets.length > 0 && (
            <Card title={t('booking.tickets')}>
              <Table head={[t('booking.ticket_number'), t('booking.direction'), t('booking.voided')]}>
                {tickets.map((k) => (
                  <tr key={k.ticket_number}>
                    <td className="px-3 py-2 font-mono">{k.ticket_number}</td>
                    <td className="px-3 py-2">{k.direction}</td>
                    <td className="px-3 py-2">{yesNo(k.voided)}</td>
                  </tr>
                ))}
              </Table>
            </Card>
          )}
          <Card title={t('booking.reconciliation')}>
            {r ? (
              <Facts
                items={[
                  [t('booking.rec.status'), r.status],
                  [t('booking.rec.price_total'), money(r.price_total)],
                  [t('booking.rec.authorised'), money(r.authorised_amount)],
                  [t('booking.rec.captured'), money(r.captured_amount)],
                  [t('booking.rec.voided'), money(r.voided_amount)],
                  [t('booking.rec.refunded'), money(r.refunded_amount)],
                  [t('booking.rec.installment'), money(r.installment_charge)],
                ]}
              />
            ) : (
              <p className="text-sm text-muted">{t('booking.none')}</p>
            )}
          </Card>
        </div>
      </div>
      <Card title={t('booking.payments')}>
        {payments.length === 0 ? (
          <p className="text-sm text-muted">{t('booking.none')}</p>
        ) : (
          <Table
            head={[
              t('booking.status'),
              t('booking.amount'),
              t('booking.card'),
              t('booking.created'),
              t('booking.authorised'),
              t('booking.captured'),
            ]}
          >
            {payments.map((p) => (
              <tr key={p.id}>
                <td className="px-3 py-2">
                  {p.status}
                  {p.failure_message && <span className="block text-xs text-danger">{p.failure_message}</span>}
                </td>
                <td className="px-3 py-2">{money(p.amount)}</td>
                <td className="px-3 py-2 font-mono whitespace-nowrap">
                  {p.card_brand ?? ''} •••• {p.card_last4}
                </td>
                <td className="px-3 py-2">{dateTime(p.created_at)}</td>
                <td className="px-3 py-2">{dateTime(p.authorised_at)}</td>
                <td className="px-3 py-2">{dateTime(p.captured_at)}</td>
              </tr>
            ))}
          </Table>
        )}
        {refunds.length > 0 && (
          <div className="mt-4">
            <h3 className="mb-2 font-semibold">{t('booking.refunds')}</h3>
            <Table head={[t('booking.amount'), t('booking.status'), t('booking.created'), t('booking.refunded')]}>
              {refunds.map((f, i) => (
                <tr key={i}>
                  <td className="px-3 py-2">{money(f.amount)}</td>
                  <td className="px-3 py-2">{f.status}</td>
                  <td className="px-3 py-2">{dateTime(f.created_at)}</td>
                  <td className="px-3 py-2">{dateTime(f.refunded_at)}</td>
                </tr>
              ))}
            </Table>
          </div>
        )}
      </Card>
      <Card title={t('booking.timeline')}>
        <ol className="flex flex-col gap-3 border-l-2 border-brand-100 pl-5" aria-label={t('booking.timeline')}>
          {timeline.map((e, i) => (
            <li key={i} className="relative text-sm">
              <span className="absolute top-1.5 -left-[27px] h-3 w-3 rounded-full border-2 border-brand-500 bg-surface" />
              <span className="text-muted">{dateTime(e.at)}</span>
              <span className="ml-3 font-semibold">{event(e.event)}</span>
              {e.detail && <span className="ml-2 break-words text-muted">· {e.detail}</span>}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
