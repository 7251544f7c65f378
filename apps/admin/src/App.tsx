import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffSchema } from '@yolcu/contract';
import { useEffect, useState } from 'react';
import { Navigate, NavLink, Outlet, Route, Routes, useNavigate } from 'react-router';
import { ApiError, api, request, setApiLanguage, setUnauthorisedHandler } from './lib/api';
import { I18nProvider, type Lang, useI18n } from './lib/i18n';
import { may, type Screen, type Staff, session } from './lib/session';
import { Alert, Button, Loading } from './lib/ui';
import { AuditPage } from './pages/Audit';
import { BookingPage } from './pages/Booking';
import { BookingsPage } from './pages/Bookings';
import { BroadcastsPage, CampaignsPage } from './pages/Campaigns';
import { StaffPage } from './pages/Staff';
import { ContentEditorPage, ContentPage } from './pages/Content';
import { ExceptionsPage } from './pages/Exceptions';
import { RequestsPage } from './pages/Requests';
import { SetupPage } from './pages/Setup';
import { SignInPage } from './pages/SignIn';

function makeClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: (n, e) => !(e instanceof ApiError) && n < 2, refetchOnWindowFocus: false },
    },
  });
}

export function App({ client, lang }: { client?: QueryClient; lang?: Lang }) {
  const [queryClient] = useState(() => client ?? makeClient());
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider initial={lang}>
        <Console />
      </I18nProvider>
    </QueryClientProvider>
  );
}

function Console() {
  const { lang } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  setApiLanguage(lang);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  useEffect(() => {
    setUnauthorisedHandler(() => {
      queryClient.clear();
      navigate('/sign-in?expired=1', { replace: true });
    });
  }, [navigate, queryClient]);
  return (
    <Routes>
      <Route
        path="setup"
        element={
          <PublicFrame>
            <SetupPage />
          </PublicFrame>
        }
      />
      <Route
        path="sign-in"
        element={
          <PublicFrame>
            <SignInPage />
          </PublicFrame>
        }
      />
      <Route element={<SignedIn />}>
        <Route index element={<Home />} />
        <Route
          path="bookings"
          element={
            <Only screen="bookings">
              <BookingsPage />
            </Only>
          }
        />
        <Route
          path="bookings/:code"
          element={
            <Only screen="bookings">
              <BookingPage />
            </Only>
          }
        />
        <Route
          path="requests"
          element={
            <Only screen="requests">
              <RequestsPage />
            </Only>
          }
        />
        <Route
          path="requests/:id"
          element={
            <Only screen="requests">
              <RequestsPage />
            </Only>
          }
        />
        <Route
          path="audit"
          element={
            <Only screen="audit">
              <AuditPage />
            </Only>
          }
        />
        <Route
          path="exceptions"
          element={
            <Only screen="exceptions">
              <ExceptionsPage />
            </Only>
          }
        />
        <Route
          path="content"
          element={
            <Only screen="content">
              <ContentPage />
            </Only>
          }
        />
        <Route
          path="content/:kind/:key"
          element={
            <Only screen="content">
              <ContentEditorPage />
            </Only>
          }
        />
        <Route
          path="campaigns"
          element={
            <Only screen="content">
              <CampaignsPage />
            </Only>
          }
        />
        <Route
          path="broadcasts"
          element={
            <Only screen="content">
              <BroadcastsPage />
            </Only>
          }
        />
        <Route
          path="staff"
          element={
            <Only screen="staff">
              <StaffPage />
            </Only>
          }
        />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

export function useStaff(): Staff | undefined {
  return useQuery({ queryKey: ['me'], queryFn: () => api(staffSchema, '/session/'), enabled: !!session.token() }).data;
}

function LanguageSwitch() {
  const { lang, setLang, t } = useI18n();
  return (
    <fieldset className="flex items-center gap-1 text-sm">
      <legend className="sr-only">{t('app.language')}</legend>
      {(['tr', 'en'] as const).map((l) => (
        <button
          key={l}
          type="button"
          aria-pressed={lang === l}
          aria-label={l === 'tr' ? 'Türkçe' : 'English'}
          lang={l}
          onClick={() => setLang(l)}
          className="rounded px-2 py-1 font-semibold uppercase text-muted aria-pressed:bg-brand-50 aria-pressed:text-brand-700"
        >
          {l}
        </button>
      ))}
    </fieldset>
  );
}

function Brand() {
  const { t } = useI18n();
  return <span className="whitespace-nowrap text-lg font-bold text-brand-700">{t('app.title')}</span>;
}

function PublicFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-screen">
      <header className="flex h-14 items-center justify-between border-b border-line bg-surface px-6">
        <Brand />
        <LanguageSwitch />
      </header>
      <main className="mx-auto max-w-2xl px-6 py-10">{children}</main>
    </div>
  );
}

const NAV: Array<{ screen: Screen; to: string; label: string }> = [
  { screen: 'bookings', to: '/bookings', label: 'nav.bookings' },
  { screen: 'exceptions', to: '/exceptions', label: 'nav.exceptions' },
  { screen: 'requests', to: '/requests', label: 'nav.requests' },
  { screen: 'content', to: '/content', label: 'nav.content' },
  { screen: 'content', to: '/campaigns', label: 'nav.campaigns' },
  { screen: 'content', to: '/broadcasts', label: 'nav.broadcasts' },
  { screen: 'audit', to: '/audit', label: 'nav.audit' },
  { screen: 'staff', to: '/staff', label: 'nav.staff' },
];

function SignedIn() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: ['me'], queryFn: () => api(staffSchema, '/session/'), enabled: !!session.token() });
  if (!session.token()) return <Navigate to="/sign-in" replace />;
  if (me.isPending) return <Loading />;
  if (me.isError || !me.data) return <Alert>{t('app.error')}</Alert>;
  const staff = me.data;
  const signOut = async () => {
    try {
      await request('/session/', { method: 'DELETE' });
    } catch {
      // the session may have lapsed already: signing out still ends it here
    }
    session.clear();
    queryClient.clear();
    navigate('/sign-in', { replace: true });
  };
  return (
    <div className="min-h-screen">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-4 px-6">
          <Brand />
          <div className="ml-auto flex items-center gap-4">
            <span className="hidden text-sm text-muted lg:inline">
              {t('nav.signed_in_as', { email: staff.email, role: t(`role.${staff.role}`) })}
            </span>
            <LanguageSwitch />
            <Button variant="secondary" className="whitespace-nowrap" onClick={signOut}>
              {t('nav.sign_out')}
            </Button>
          </div>
        </div>
        <nav aria-label={t('app.title')} className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-5 pb-2">
          {NAV.filter((n) => may(staff.role, n.screen)).map((n) => (
            <NavLink
              key={n.to}
              to={n.to}
              className="whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold text-muted hover:text-ink aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
            >
              {t(n.label)}
            </NavLink>
          ))}
        </nav>
      </header>
      <main className="mx-auto max-w-7xl px-6 py-6">
        <Outlet />
      </main>
    </div>
  );
}

function Home() {
  const staff = useStaff();
  const { t } = useI18n();
  const first = NAV.find((n) => may(staff?.role, n.screen));
  if (first) return <Navigate to={first.to} replace />;
  return <Alert tone="info">{t('home.content')}</Alert>;
}

function Only({ screen, children }: { screen: Screen; children: React.ReactNode }) {
  const staff = useStaff();
  const { t } = useI18n();
  if (!may(staff?.role, screen)) return <Alert>{t('app.forbidden')}</Alert>;
  return <>{children}</>;
}

function NotFound() {
  const { t } = useI18n();
  return <Alert>{t('app.not_found')}</Alert>;
}
