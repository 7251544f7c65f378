import { useEffect } from 'react';
import { useTranslation } from '../lib/translate';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { toast } from '../components/ui/toast';
import { onSessionEnded, useSession } from '../lib/session';

/** Pages for signed-in users: a guest goes to login and comes back afterwards (01 §6). */
export function RequireUser() {
  const token = useSession((s) => s.token);
  const location = useLocation();
  if (!token)
    return <Navigate to={`/auth/login/?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <Outlet />;
}

/** Auth pages are not reachable when signed in (01 §6). */
export function GuestOnly() {
  const token = useSession((s) => s.token);
  if (token) return <Navigate to="/profile/" replace />;
  return <Outlet />;
}

/** When the server stops accepting the token, sign out cleanly with a message, never a broken screen. */
export function SessionWatcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(
    () =>
      onSessionEnded(() => {
        toast.info(t('auth.session_ended'));
        if (location.pathname.startsWith('/profile'))
          navigate(`/auth/login/?next=${encodeURIComponent(location.pathname)}`, { replace: true });
      }),
    [t, navigate, location.pathname],
  );
  return null;
}
