import { type LoginRequest, loginSchema, type RegisterRequest, registerSchema } from '@yolcu/contract/accounts';
import { useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { NotFoundPage } from '../../components/ui/not-found-view';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast';
import { post } from '../../lib/api/client';
import { ApiError } from '../../lib/api/errors';
import { signIn } from '../../lib/session';
import { useApiForm } from '../../lib/use-api-form';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ForgotPasswordSheet } from './components/forgot-password-sheet';

/** Where to go after signing in: a same-site `next` the guard passed along, else home. */
export const safeNext = (next: string | null) => (next?.startsWith('/') && !next.startsWith('//') ? next : '/');

function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [forgot, setForgot] = useState(false);
  /** Set when the password was right but the account awaits its code: where to enter it. */
  const [activateAt, setActivateAt] = useState<string | null>(null);
  const { form, fieldError, showFailure } = useApiForm<LoginRequest>(loginSchema);
  const submit = form.handleSubmit(async (values) => {
    setActivateAt(null);
    try {
      const { token } = await post<{ token: string }>('/api/auth/login/', values);
      await signIn(token);
      toast.success(t('auth.login_success'));
      navigate(safeNext(params.get('next')), { replace: true });
    } catch (e) {
      // The server says so (03 §3) only after a right password, in the catalogue's words; the
      // activation page takes the e-mail along when the traveller logged in with it.
      if (e instanceof ApiError && e.status === 400 && e.message === t('auth.not_active')) {
        const email = values.username.includes('@') ? values.username.trim() : '';
        return setActivateAt(`/auth/activate/${email ? `?email=${encodeURIComponent(email)}` : ''}`);
      }
      showFailure(e);
    }
  });
  // The sheet is a sibling of the login form, not inside it: React bubbles a portal's submit
  // through the component tree, so a nested sheet's "Send" would submit the login as well.
  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          id="login-username"
          label={t('auth.username_or_email')}
          autoComplete="username"
          error={fieldError('username')}
          {...form.register('username')}
        />
        <TextField
          id="login-password"
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          error={fieldError('password')}
          {...form.register('password')}
        />
        {activateAt && (
          <div className="rounded-xl border border-accent bg-accent/10 p-3 text-sm" role="alert">
            <p>{t('auth.not_active')}</p>
            <Link to={activateAt} className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700">
              {t('auth.activate_title')} →
            </Link>
          </div>
        )}
        <Button type="submit" className="w-full" isDisabled={form.formState.isSubmitting}>
          {t('auth.login')}
        </Button>
        <button
          type="button"
          onClick={() => setForgot(true)}
          className="min-h-11 w-full text-sm font-semibold text-brand-700"
        >
          {t('auth.forgot_password')}
        </button>
      </form>
      <ForgotPasswordSheet isOpen={forgot} onOpenChange={setForgot} />
    </>
  );
}

function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, fieldError, showFailure } = useApiForm<RegisterRequest>(registerSchema);
  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await post<{ detail: string }>('/api/auth/register/', values);
      toast.success(res.detail);
      navigate(`/auth/activate/?email=${encodeURIComponent(values.email)}`, { replace: true });
    } catch (e) {
      showFailure(e);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="register-first"
          label={t('auth.first_name')}
          autoComplete="given-name"
          error={fieldError('first_name')}
          {...form.register('first_name')}
        />
        <TextField
          id="register-last"
          label={t('auth.last_name')}
          autoComplete="family-name"
          error={fieldError('last_name')}
          {...form.register('last_name')}
        />
      </div>
      <TextField
        id="register-email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={fieldError('email')}
        {...form.register('email')}
      />
      <TextField
        id="register-password"
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.password_hints')}
        error={fieldError('password')}
        {...form.register('password')}
      />
      <TextField
        id="register-confirm"
        label={t('auth.confirm_password')}
        type="password"
        autoComplete="new-password"
        error={fieldError('comfirm_password')}
        {...form.register('comfirm_password')}
      />
      <Button type="submit" className="w-full" isDisabled={form.formState.isSubmitting}>
        {t('auth.signup')}
      </Button>
    </form>
  );
}

/** One page, two modes switched by links (01 §2); unreachable when signed in (the router guards it). */
export function AuthPage() {
  const { t } = useTranslation();
  const { auth_type } = useParams();
  const [params] = useSearchParams();
  useDocumentTitle(
    auth_type === 'login'
      ? 'a11y.title.login'
      : auth_type === 'register'
        ? 'a11y.title.signup'
        : 'a11y.title.not_found',
  );
  if (auth_type !== 'login' && auth_type !== 'register') return <NotFoundPage />;
  const other = auth_type === 'login' ? 'register' : 'login';
  const keep = params.get('next') ? `?next=${encodeURIComponent(params.get('next')!)}` : '';
  return (
    <div className="px-4 pt-6 pb-8">
      <h1 className="text-2xl font-bold">{t(auth_type === 'login' ? 'auth.login_title' : 'auth.signup_title')}</h1>
      <p className="mt-1 text-muted">{t(auth_type === 'login' ? 'auth.login_subtitle' : 'auth.signup_subtitle')}</p>
      <div className="mt-6 rounded-2xl border border-line bg-surface p-4">
        {auth_type === 'login' ? <LoginForm /> : <RegisterForm />}
      </div>
      <p className="mt-6 text-center text-sm">
        {t(auth_type === 'login' ? 'auth.no_account' : 'auth.have_account')}{' '}
        <Link to={`/auth/${other}/${keep}`} className="font-semibold text-brand-700 underline">
          {t(other === 'login' ? 'auth.login' : 'auth.signup')}
        </Link>
      </p>
    </div>
  );
}
