import { activateSchema } from '@yolcu/contract/accounts';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/translate';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast';
import { post } from '../../lib/api/client';
import { signIn } from '../../lib/session';
import { useApiForm } from '../../lib/use-api-form';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /auth/activate/?email=…&code=…: the mailed link fills both and activates at once. */
export function ActivatePage() {
  useDocumentTitle('a11y.title.activate');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { form, fieldError, showFailure } = useApiForm<{ email: string; code: string }>(activateSchema, {
    defaultValues: { email: params.get('email') ?? '', code: params.get('code') ?? '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const { token } = await post<{ token: string }>('/api/auth/activate/', values);
      await signIn(token);
      toast.success(t('auth.activated'));
      navigate('/', { replace: true });
    } catch (e) {
      showFailure(e);
    }
  });
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (!autoSubmitted.current && params.get('email') && params.get('code')) {
      autoSubmitted.current = true;
      void submit();
    }
  }, [params, submit]);

  async function resend() {
    const email = form.getValues('email');
    if (!email) return form.setError('email', { message: 'v.required' });
    try {
      const res = await post<{ detail: string }>('/api/auth/activate/resend/', { email });
      toast.success(res.detail);
    } catch (e) {
      showFailure(e);
    }
  }

  return (
    <div className="px-4 pt-6 pb-8">
      <h1 className="text-2xl font-bold">{t('auth.activate_title')}</h1>
      <p className="mt-1 text-muted">{t('auth.activate_text')}</p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4 rounded-2xl border border-line bg-surface p-4">
        <TextField
          id="activate-email"
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          error={fieldError('email')}
          {...form.register('email')}
        />
        <TextField
          id="activate-code"
          label={t('auth.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={fieldError('code')}
          {...form.register('code')}
        />
        <Button type="submit" className="w-full" isDisabled={form.formState.isSubmitting}>
          {t('auth.activate')}
        </Button>
        <button type="button" onClick={resend} className="min-h-11 w-full text-sm font-semibold text-brand-700">
          {t('auth.resend_code')}
        </button>
      </form>
    </div>
  );
}
