import { emailConfirmedSchema } from '@yolcu/contract/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { post } from '../../lib/api/client';
import { ApiError } from '../../lib/api/errors';
import { useTranslation } from '../../lib/translate';
import { useDocumentTitle } from '../../lib/use-document-title';

type Outcome = { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/**
 * /auth/confirm-email/?token=…: the link mailed to a new address (issue 36). Opening it confirms the
 * address at once, signed in or not (the link may be opened on another device), and says so.
 */
export function ConfirmEmailPage() {
  useDocumentTitle('a11y.title.confirm_email');
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    post<unknown>('/api/auth/email/confirm/', { token: params.get('token') ?? '' })
      .then((answer) => {
        setOutcome({ kind: 'done', message: emailConfirmedSchema.parse(answer).detail });
        // A signed-in user's profile shows the new address from now on.
        void qc.invalidateQueries({ queryKey: ['user'] });
      })
      .catch((e: unknown) =>
        setOutcome({
          kind: 'failed',
          message: e instanceof ApiError && e.message ? e.message : t('profile.email_confirm_failed'),
        }),
      );
  }, [params, qc, t]);

  return (
    <div className="px-4 pt-6 pb-8">
      <h1 className="text-2xl font-bold">{t('profile.email_confirm_title')}</h1>
      <div className="mt-6 rounded-2xl border border-line bg-surface p-4">
        {outcome.kind === 'working' ? (
          <p role="status">{t('profile.email_confirming')}</p>
        ) : (
          <p
            role={outcome.kind === 'failed' ? 'alert' : 'status'}
            className={outcome.kind === 'failed' ? 'text-danger' : ''}
          >
            {outcome.message}
          </p>
        )}
        {outcome.kind !== 'working' && (
          <Link to="/profile/" className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700">
            {t('profile.to_profile')}
          </Link>
        )}
      </div>
    </div>
  );
}
