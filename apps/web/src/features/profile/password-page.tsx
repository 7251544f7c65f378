import { passwordChangeSchema } from '@yolcu/contract/accounts';
import { useTranslation } from '../../lib/translate';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast';
import { put } from '../../lib/api/client';
import { replaceToken } from '../../lib/session';
import { useApiForm } from '../../lib/use-api-form';
import { ProfileNav } from './components/profile-nav';
import { useDocumentTitle } from '../../lib/use-document-title';

interface PasswordForm {
  old_password: string;
  new_password: string;
  comfirm_password: string;
}

/** Change password (01 §5): the answer is a new token, which replaces the stored one. */
export function PasswordPage() {
  useDocumentTitle('a11y.title.password');
  const { t } = useTranslation();
  const { form, fieldError, showFailure } = useApiForm<PasswordForm>(passwordChangeSchema as never);
  const submit = form.handleSubmit(async (values) => {
    try {
      const { token } = await put<{ token: string }>('/api/auth/password/', values);
      replaceToken(token);
      form.reset({ old_password: '', new_password: '', comfirm_password: '' });
      toast.success(t('profile.password_updated'));
    } catch (e) {
      showFailure(e);
    }
  });
  return (
    <div className="px-4 pt-4 pb-8">
      <h1 className="mb-3 text-2xl font-bold">{t('profile.password')}</h1>
      <ProfileNav />
      <form onSubmit={submit} noValidate className="mt-4 space-y-4 rounded-2xl border border-line bg-surface p-4">
        <TextField
          id="pw-old"
          label={t('profile.old_password')}
          type="password"
          autoComplete="current-password"
          error={fieldError('old_password')}
          {...form.register('old_password')}
        />
        <TextField
          id="pw-new"
          label={t('auth.new_password')}
          type="password"
          autoComplete="new-password"
          error={fieldError('new_password')}
          {...form.register('new_password')}
        />
        <TextField
          id="pw-confirm"
          label={t('auth.confirm_password')}
          type="password"
          autoComplete="new-password"
          error={fieldError('comfirm_password')}
          {...form.register('comfirm_password')}
        />
        <ul className="list-disc space-y-0.5 ps-5 text-sm text-muted">
          <li>{t('profile.hint_similar')}</li>
          <li>{t('profile.hint_length')}</li>
          <li>{t('profile.hint_common')}</li>
          <li>{t('profile.hint_numeric')}</li>
        </ul>
        <Button type="submit" className="w-full" isDisabled={form.formState.isSubmitting}>
          {t('common.save')}
        </Button>
      </form>
    </div>
  );
}
