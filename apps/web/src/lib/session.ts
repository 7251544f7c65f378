import type { User } from '@yolcu/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import { del, get, tokenStore, unauthorizedListeners } from './api/client';
import { clearDeviceId } from './device-id';
import { queryClient } from './query-client';
import { useSettings } from './settings-store';
import { forgetUserTickets } from './ticket-store';

/** Signed in when a token is stored (01 §4); the store mirrors it so the UI re-renders on change. */
export const useSession = create<{ token: string | null }>()(() => ({ token: tokenStore.get() }));

export const userQuery = () => queryOptions({ queryKey: ['user'], queryFn: () => get<User>('/api/user/') });

/** The signed-in user, loaded once and reused (01 §4); nothing for a guest. */
export function useUser() {
  const token = useSession((s) => s.token);
  return useQuery({ ...userQuery(), enabled: Boolean(token) });
}

/** The name a greeting uses: first name, else username, else e-mail (01 §2, 02 §2). */
export const greetingName = (user: Pick<User, 'first_name' | 'username' | 'email'>) =>
  user.first_name || user.username || user.email;

/** Stores the token, loads the user and brings their saved settings to this device. */
export async function signIn(token: string): Promise<User> {
  tokenStore.set(token);
  useSession.setState({ token });
  const user = await queryClient.fetchQuery(userQuery());
  refreshPersonalViews();
  const { language, country, currency } = user.settings;
  const settings = useSettings.getState();
  // Settings saved with the account win; a language change takes effect on the next start.
  if (language !== settings.language) settings.saveLater({ language, country, currency });
  else settings.save({ language, country, currency });
  return user;
}

/** Clears the token, the device id and every cached user datum (01 §4), the tickets kept on the device too. */
function clearLocal() {
  forgetUserTickets();
  tokenStore.clear();
  clearDeviceId();
  useSession.setState({ token: null });
  queryClient.removeQueries({ queryKey: ['user'] });
  queryClient.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('user-') });
  refreshPersonalViews();
}

/** Notifications differ for a user and a guest (personal ones, read marks): reload them on every change. */
function refreshPersonalViews() {
  void queryClient.invalidateQueries({ queryKey: ['notification-info'] });
  void queryClient.invalidateQueries({ queryKey: ['notifications'] });
}

export async function signOut() {
  try {
    await del('/api/auth/logout/');
  } catch {
    // The token may already be dead; signing out locally is what matters.
  }
  clearLocal();
}

/** Replaces the stored token (password change answers a new one, 01 §7). */
export function replaceToken(token: string) {
  tokenStore.set(token);
  useSession.setState({ token });
}

/** A token the server no longer accepts signs the user out cleanly; the listener says so. */
export function onSessionEnded(notify: () => void) {
  const listener = () => {
    clearLocal();
    notify();
  };
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}
