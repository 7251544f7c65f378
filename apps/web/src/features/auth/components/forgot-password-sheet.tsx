import { emailOnlySchema } from '@yolcu/contract/accounts';
import { useTranslation } from '../../../lib/translate';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { post } from '../../../lib/api/client';
import { useApiForm } from '../../../lib/use-api-form';

/** Forgot Password sheet (01 §2): never says whether the e-mail has an account (03 §3). */
export function ForgotPasswordSheet({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  const { form, fieldError, showFailure } = useApiForm<{ email: string }>(emailOnlySchema);
  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await post<{ detail: string }>('/api/auth/forget-password/', values);
      toast.success(res.detail);
      onOpenChange(false);
    } catch (e) {
      showFailure(e);
    }
  });
  return (
    <Sheet isOpen={isOpen} onOpenChange={onOpenChange} title={t('auth.forgot_password')} size="half">
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-muted">{t('auth.forgot_text')}</p>
        <TextField
          id="forgot-email"
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          error={fieldError('email')}
          {...form.register('email')}
        />
        <Button type="submit" className="w-full" isDisabled={form.formState.isSubmitting}>
          {t('auth.send_link')}
        </Button>
      </form>
    </Sheet>
  );
}
