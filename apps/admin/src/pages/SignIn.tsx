import { useQueryClient } from '@tanstack/react-query';
import { staffSessionSchema, staffSignInSchema } from '@yolcu/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { session } from '../lib/session';
import { useSubmit } from '../lib/use-submit';
import { Alert, Button, Card, Field } from '../lib/ui';

/** E-mail, password and the authenticator's code; the session's token stays in this tab only. */
export function SignInPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [values, setValues] = useState({ email: '', password: '', code: '' });
  const form = useSubmit(staffSignInSchema, (body) =>
    api(staffSessionSchema, '/session/', { method: 'POST', body, auth: false }),
  );
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const answer = await form.submit({ ...values, code: values.code.trim() });
    if (!answer) return;
    session.set(answer.token);
    queryClient.setQueryData(['me'], answer.staff);
    navigate('/', { replace: true });
  };
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('signin.title')}</h1>
      {params.get('expired') && !form.problem && <Alert tone="info">{t('signin.expired')}</Alert>}
      <Card>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {form.problem && <Alert>{t(form.problem)}</Alert>}
          <Field
            label={t('signin.email')}
            type="email"
            autoComplete="username"
            value={values.email}
            onChange={set('email')}
            errors={form.errors.email}
          />
          <Field
            label={t('signin.password')}
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={set('password')}
            errors={form.errors.password}
          />
          <Field
            label={t('signin.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={values.code}
            onChange={set('code')}
            errors={form.errors.code}
          />
          <Button type="submit" disabled={form.pending} className="self-start">
            {t('signin.submit')}
          </Button>
        </form>
      </Card>
    </div>
  );
}
