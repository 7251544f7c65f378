import { staffSetupAnswerSchema, staffSetupConfirmSchema, staffSetupSchema } from '@yolcu/contract';
import QRCode from 'qrcode';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { api, request } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { useSubmit } from '../lib/use-submit';
import { Alert, Button, Card, Field } from '../lib/ui';

type Secret = z.infer<typeof staffSetupAnswerSchema>;

/** `/admin/setup?token=…`: the password, then the authenticator app paired with its first code. */
export function SetupPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [secret, setSecret] = useState<Secret | null>(null);
  const [done, setDone] = useState(false);
  if (!token) return <Alert>{t('setup.missing_token')}</Alert>;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('setup.title')}</h1>
      {done ? (
        <Card>
          <div className="flex flex-col items-start gap-4">
            <Alert tone="success">{t('setup.done')}</Alert>
            <Link to="/sign-in" className="font-semibold text-brand-700 underline">
              {t('setup.to_sign_in')}
            </Link>
          </div>
        </Card>
      ) : secret ? (
        <PairStep token={token} secret={secret} onDone={() => setDone(true)} />
      ) : (
        <PasswordStep token={token} onSecret={setSecret} />
      )}
    </div>
  );
}

function PasswordStep({ token, onSecret }: { token: string; onSecret(secret: Secret): void }) {
  const { t } = useI18n();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const form = useSubmit(staffSetupSchema, (body) =>
    api(staffSetupAnswerSchema, '/setup/', { method: 'POST', body, auth: false }),
  );
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // The contract's rules first; the second copy matters only for a password that passes them.
    if (staffSetupSchema.safeParse({ token, password }).success && again !== password) {
      form.setErrors({ password_again: ['password.mismatch'] });
      return;
    }
    const answer = await form.submit({ token, password });
    if (answer) onSecret(answer);
  };
  return (
    <Card>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {form.problem && <Alert>{t(form.problem)}</Alert>}
        {form.errors.token && <Alert>{form.errors.token.map((m) => t(m)).join(' ')}</Alert>}
        <Field
          label={t('setup.password')}
          hint={t('setup.password_hint')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          errors={form.errors.password}
        />
        <Field
          label={t('setup.password_again')}
          type="password"
          autoComplete="new-password"
          value={again}
          onChange={(e) => setAgain(e.target.value)}
          errors={form.errors.password_again}
        />
        <Button type="submit" disabled={form.pending} className="self-start">
          {t('setup.continue')}
        </Button>
      </form>
    </Card>
  );
}

function PairStep({ token, secret, onDone }: { token: string; secret: Secret; onDone(): void }) {
  const { t } = useI18n();
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  useEffect(() => {
    let live = true;
    QRCode.toString(secret.otpauth_uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (live) setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [secret.otpauth_uri]);
  const form = useSubmit(staffSetupConfirmSchema, async (body) => {
    await request('/setup/confirm/', { method: 'POST', body, auth: false });
    return true;
  });
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (await form.submit({ token, code: code.trim() })) onDone();
  };
  return (
    <Card>
      <div className="flex flex-col gap-5">
        <div className="flex flex-col items-start gap-5 sm:flex-row">
          <div className="shrink-0 rounded-md border border-line bg-white p-2">
            {qr ? (
              <img src={qr} alt={t('setup.qr_alt')} width={184} height={184} />
            ) : (
              <div className="h-[184px] w-[184px]" />
            )}
          </div>
          <div className="flex min-w-0 flex-col gap-3 text-sm">
            <p className="font-semibold">{t('setup.scan')}</p>
            <div>
              <p className="text-muted">{t('setup.secret')}</p>
              <code
                data-testid="totp-secret"
                className="block break-all font-mono text-base font-semibold tracking-wider"
              >
                {secret.secret}
              </code>
            </div>
            <div>
              <p className="text-muted">{t('setup.uri')}</p>
              <code className="block break-all font-mono text-xs">{secret.otpauth_uri}</code>
            </div>
          </div>
        </div>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {form.problem && <Alert>{t(form.problem)}</Alert>}
          {form.errors.token && <Alert>{form.errors.token.map((m) => t(m)).join(' ')}</Alert>}
          <Field
            label={t('setup.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            errors={form.errors.code}
          />
          <Button type="submit" disabled={form.pending} className="self-start">
            {t('setup.confirm')}
          </Button>
        </form>
      </div>
    </Card>
  );
}
