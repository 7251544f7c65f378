import { useMutation } from '@tanstack/react-query';
import {
  adminCancelSchema,
  adminRefundRetryAnswerSchema,
  adminSettleRetryAnswerSchema,
  type CancellationQuote,
  type CancellationResult,
  cancellationQuoteSchema,
  cancellationResultSchema,
} from '@yolcu/contract';
import { useId, useState } from 'react';
import { api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { may, type StaffRole } from '../lib/session';
import { Alert, Button, Card, Facts } from '../lib/ui';
import { useSubmit } from '../lib/use-submit';

const path = (code: string, rest: string) => `/bookings/${encodeURIComponent(code)}/${rest}`;

/** Retry refund / retry settlement: finance and admin only, each shown only when it applies. */
export function MoneyActions({
  code,
  role,
  refundPending,
  confirming,
  onDone,
}: {
  code: string;
  role: StaffRole | undefined;
  refundPending: boolean;
  confirming: boolean;
  onDone(): void;
}) {
  const { t, money } = useI18n();
  const refund = useMutation({
    mutationFn: () => api(adminRefundRetryAnswerSchema, path(code, 'refund/retry/'), { method: 'POST' }),
    onSuccess: () => onDone(),
  });
  const settle = useMutation({
    mutationFn: () => api(adminSettleRetryAnswerSchema, path(code, 'settle/retry/'), { method: 'POST' }),
    onSuccess: () => onDone(),
  });
  if (!may(role, 'money')) return null;
  return (
    <>
      {refundPending && (
        <Button variant="secondary" onClick={() => refund.mutate()} disabled={refund.isPending}>
          {t('money.retry_refund')}
        </Button>
      )}
      {confirming && (
        <Button variant="secondary" onClick={() => settle.mutate()} disabled={settle.isPending}>
          {t('money.retry_settle')}
        </Button>
      )}
      {refund.data && (
        <Alert tone={refund.data.status === 'refunded' ? 'success' : 'info'}>
          {t('money.refund_answer', {
            amount: money(refund.data.amount),
            status: t(`refund.${refund.data.status}`),
            attempts: refund.data.attempts,
          })}
        </Alert>
      )}
      {refund.isError && <Alert>{refund.error.message || t('app.error')}</Alert>}
      {settle.data && <Alert tone="success">{settle.data.detail}</Alert>}
      {settle.isError && <Alert>{settle.error.message || t('app.error')}</Alert>}
    </>
  );
}

/** "Cancel for the traveller": the quote (what comes back, what is kept), a reason, then confirm. */
export function CancelPanel({
  code,
  refundState,
  cancelled,
  onDone,
}: {
  code: string;
  cancelled: boolean;
  /** The newest refund's state from the booking, once it is refetched. */
  refundState: string | null;
  onDone(): void;
}) {
  const { t, money, dateTime } = useI18n();
  const id = useId();
  const [quote, setQuote] = useState<CancellationQuote | null>(null);
  const [reason, setReason] = useState('');
  const [result, setResult] = useState<CancellationResult | null>(null);
  const fetchQuote = useMutation({
    mutationFn: () => api(cancellationQuoteSchema, path(code, 'cancellation-quote/')),
    onSuccess: (q) => setQuote(q),
  });
  const cancel = useSubmit(adminCancelSchema, (input) =>
    api(cancellationResultSchema, path(code, 'cancel/'), { method: 'POST', body: input }),
  );
  const confirm = async () => {
    const answer = await cancel.submit({ quote_id: quote?.id ?? '', reason });
    if (answer) {
      setResult(answer);
      setQuote(null);
      onDone();
    }
  };
  if (result) {
    return (
      <Alert tone="success">
        {t('cancel.done', {
          amount: money(result.refund_amount),
          status: refundState ? t(`refund.${refundState}`) : '–',
        })}
      </Alert>
    );
  }
  if (cancelled) return null;
  if (!quote) {
    return (
      <div className="flex flex-col items-end gap-2">
        <Button variant="secondary" onClick={() => fetchQuote.mutate()} disabled={fetchQuote.isPending}>
          {t('cancel.open')}
        </Button>
        {fetchQuote.isError && <Alert>{fetchQuote.error.message || t('app.error')}</Alert>}
      </div>
    );
  }
  const reasonErrors = cancel.errors.reason;
  return (
    <Card title={t('cancel.title')}>
      <div className="grid gap-5 md:grid-cols-2">
        <div className="flex flex-col gap-3">
          <Facts
            items={[
              [t('cancel.paid'), money(quote.paid_amount)],
              [
                t('cancel.refund'),
                <strong key="r" data-testid="quote-refund">
                  {money(quote.refund_amount)}
                </strong>,
              ],
              [t('cancel.kept'), money(quote.penalty_amount)],
              [t('cancel.to_card'), `•••• ${quote.card_last4}`],
              [t('cancel.expires'), dateTime(quote.expires_at)],
              ...(quote.coupon_returned ? [[t('cancel.coupon'), t('booking.yes')] as [string, string]] : []),
            ]}
          />
          {quote.kept.length > 0 && (
            <ul className="list-disc pl-5 text-sm" aria-label={t('cancel.kept')}>
              {quote.kept.map((k) => (
                <li key={k.reason}>{k.description}</li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor={id} className="text-sm font-semibold">
            {t('cancel.reason')}
          </label>
          <textarea
            id={id}
            rows={4}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={reasonErrors ? true : undefined}
            aria-describedby={reasonErrors ? `${id}-msg` : undefined}
            className="rounded-md border border-line bg-surface px-3 py-2 text-base outline-none focus:border-brand-500 aria-invalid:border-danger"
          />
          {reasonErrors && (
            <p id={`${id}-msg`} className="text-sm text-danger">
              {reasonErrors.map((e) => t(e)).join(' ')}
            </p>
          )}
          {cancel.errors.quote_id && <Alert>{cancel.errors.quote_id.map((e) => t(e)).join(' ')}</Alert>}
          {cancel.problem && <Alert>{t(cancel.problem)}</Alert>}
          <div className="flex gap-2">
            <Button onClick={confirm} disabled={cancel.pending}>
              {t('cancel.confirm')}
            </Button>
            <Button variant="quiet" onClick={() => setQuote(null)}>
              {t('cancel.back')}
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}
