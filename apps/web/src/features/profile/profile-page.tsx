import { type ProfileRequest, profileSchema, type User } from '@yolcu/contract/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Popup } from '../../components/ui/popup';
import { Skeleton } from '../../components/ui/skeleton';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast';
import { post, put } from '../../lib/api/client';
import { useCountries } from '../../lib/api/queries';
import { signOut, useUser } from '../../lib/session';
import { phoneCodes } from '../../lib/phone-codes';
import { useApiForm } from '../../lib/use-api-form';
import { ProfileLinks } from './components/profile-links';
import { ProfileNav } from './components/profile-nav';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Profile (01 §2, §5, §8): edit personal data; delete the account by typing the username. */
export function ProfilePage() {
  useDocumentTitle('a11y.title.profile');
  const { t } = useTranslation();
  const user = useUser();
  const countries = useCountries().data ?? [];
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { form, fieldError, showFailure } = useApiForm<ProfileRequest>(profileSchema as never);
  const [deleting, setDeleting] = useState(false);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState('');

  // Reset once the country codes are there too, so the phone code select shows the saved code.
  useEffect(() => {
    if (user.data && countries.length > 0)
      form.reset({
        username: user.data.username,
        first_name: user.data.first_name,
        last_name: user.data.last_name,
        email: user.data.email,
        phone_code: user.data.phone_code || '90',
        phone: user.data.phone,
        password: '',
      });
  }, [user.data, countries.length, form]);

  // Issue 36: a new e-mail address needs the current password, and changes only once the link
  // mailed to it is opened; until then the account keeps its address and shows the pending one.
  const typedEmail = form.watch('email') ?? '';
  const changesEmail = Boolean(user.data) && typedEmail.trim().toLowerCase() !== user.data?.email;
  const pendingEmail = user.data?.pending_email;

  const submit = form.handleSubmit(async ({ password, ...values }) => {
    try {
      const updated = await put<User>('/api/user/', changesEmail ? { ...values, password } : values);
      qc.setQueryData(['user'], updated);
      if (changesEmail && updated.pending_email)
        toast.success(t('profile.email_pending', { email: updated.pending_email }));
      else toast.success(t('profile.updated'));
    } catch (e) {
      showFailure(e, 'profile.update_failed');
    }
  });

  async function deleteAccount() {
    if (typed !== user.data?.username) return setTypedError(t('profile.delete_mismatch'));
    try {
      await post('/api/user/delete/');
      await signOut();
      toast.success(t('profile.deleted'));
      navigate('/', { replace: true });
    } catch (e) {
      showFailure(e);
    }
  }

  return (
    <div className="px-4 pt-4 pb-8">
      <h1 className="mb-3 text-2xl font-bold">{t('profile.title')}</h1>
      <ProfileNav />
      <ProfileLinks />
      {user.isPending || countries.length === 0 ? (
        <Skeleton className="mt-4 h-96 w-full" />
      ) : (
        <form onSubmit={submit} noValidate className="mt-4 space-y-4 rounded-2xl border border-line bg-surface p-4">
          <TextField
            id="profile-username"
            label={t('profile.username')}
            autoComplete="username"
            error={fieldError('username')}
            {...form.register('username')}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              id="profile-first"
              label={t('auth.first_name')}
              autoComplete="given-name"
              error={fieldError('first_name')}
              {...form.register('first_name')}
            />
            <TextField
              id="profile-last"
              label={t('auth.last_name')}
              autoComplete="family-name"
              error={fieldError('last_name')}
              {...form.register('last_name')}
            />
          </div>
          <TextField
            id="profile-email"
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            error={fieldError('email')}
            {...form.register('email')}
          />
          {pendingEmail && !changesEmail && (
            <p role="status" className="rounded-xl bg-brand-50 p-3 text-sm">
              {t('profile.email_pending', { email: pendingEmail })}
            </p>
          )}
          {changesEmail && (
            <TextField
              id="profile-password"
              label={t('profile.current_password')}
              type="password"
              autoComplete="current-password"
              hint={t('profile.current_password_hint')}
              error={fieldError('password')}
              {...form.register('password')}
            />
          )}
          <div className="grid grid-cols-[6rem_1fr] gap-3">
            <div className="space-y-1.5">
              <label htmlFor="profile-phone-code" className="block text-sm font-medium">
                {t('profile.phone_code')}
              </label>
              <select
                id="profile-phone-code"
                className="h-12 w-full rounded-xl border border-line bg-white px-2 text-[16px]"
                {...form.register('phone_code')}
              >
                {phoneCodes(countries).map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.label}
                  </option>
                ))}
              </select>
            </div>
            <TextField
              id="profile-phone"
              label={t('profile.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="532 123 45 67"
              error={fieldError('phone')}
              {...form.register('phone')}
            />
          </div>
          <Button type="submit" className="w-full" isDisabled={form.formState.isSubmitting}>
            {t('common.save')}
          </Button>
        </form>
      )}
      <section className="mt-8 rounded-2xl border border-danger/30 bg-surface p-4">
        <h2 className="font-semibold text-danger">{t('profile.delete_title')}</h2>
        <p className="mt-1 text-sm text-muted">{t('profile.delete_warning')}</p>
        <Button variant="secondary" className="mt-3 w-full text-danger" onPress={() => setDeleting(true)}>
          {t('profile.delete_button')}
        </Button>
      </section>
      <Popup
        isOpen={deleting}
        onOpenChange={setDeleting}
        title={t('profile.delete_title')}
        actions={
          <>
            <Button variant="secondary" onPress={() => setDeleting(false)}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" onPress={deleteAccount}>
              {t('profile.delete_confirm')}
            </Button>
          </>
        }
      >
        <p>{t('profile.delete_type_username', { username: user.data?.username ?? '' })}</p>
        <input
          aria-label={t('profile.username')}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setTypedError('');
          }}
          className="mt-3 h-12 w-full rounded-xl border border-line px-3 text-[16px] text-ink"
        />
        {typedError && (
          <p className="mt-2 text-sm text-danger" role="alert">
            {typedError}
          </p>
        )}
      </Popup>
    </div>
  );
}
