import { resetPasswordSchema } from '@yolcu/contract/accounts';
import { useTranslation } from '../../lib/translate';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast';
import { post } from '../../lib/api/client';
import { useApiForm } from '../../lib/use-api-form';
import { useDocumentTitle } from '../../lib/use-document-title';

interface ResetForm {
  token: string;
  new_password: string;
  comfirm_password: string;
}

/** /auth/reset-password/?token=…: a new password from the mailed one-hour link. */
export function ResetPasswordPage() {
  useDocumentTitle('a11y.title.reset_password');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { form, fieldError, showFailure } = useApiForm<ResetForm>(resetPasswordSchema as never, {
    defaultValues: { token: params.get('token') ?? '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await post<{ detail: string }>('/api/auth/reset-password/', values);
      toast.success(res.detail);
      navigate('/auth/login/', { replace: true });
    } catch (e) {
      showFailure(e);
    }
  });
  return (
    <div className="px-4 pt-6 pb-8">
      <h1 className="text-2xl font-bold">{t('auth.reset_title')}</h1>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4 rounded-2xl border border-line bg-surface p-4">
        {fieldError('token') && (
          <p className="text-sm text-danger" role="alert">
            {fieldError('token')}
          </p>
        )}
        <TextField
          id="reset-password"
          label={t('auth.new_password')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.password_hints')}
          error={fieldError('new_password')}
          {...form.register('new_password')}
        />
        <TextField
          id="reset-confirm"
          label={t('auth.confirm_password')}
          type="password"
          autoComplete="new-password"
          error={fieldError('comfirm_password')}
          {...form.register('comfirm_password')}
        />
        <Button type="submit" className="w-full" isDisabled={form.formState.isSubmitting}>
          {t('auth.save_password')}
        </Button>
      </form>
    </div>
  );
}
