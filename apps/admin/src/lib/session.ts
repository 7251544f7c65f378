import type { z } from 'zod';
import type { staffSchema } from '@yolcu/contract';

export type Staff = z.infer<typeof staffSchema>;
export type StaffRole = Staff['role'];

/** Short sessions: the token lives in this tab's sessionStorage only, never in a cookie. */
const TOKEN_KEY = 'yolcu-admin-token';

export const session = {
  token(): string | null {
    try {
      return sessionStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string) {
    sessionStorage.setItem(TOKEN_KEY, token);
  },
  clear() {
    sessionStorage.removeItem(TOKEN_KEY);
  },
};

/** What each screen needs, as the server's `staffOnly(...)` grants it (admin passes everything). */
export const SCREEN_ROLES = {
  bookings: ['support', 'finance', 'admin'],
  resend: ['support', 'admin'],
  requests: ['support', 'admin'],
  audit: ['admin'],
  cancel: ['support', 'finance', 'admin'],
  money: ['finance', 'admin'],
  exceptions: ['support', 'finance', 'admin'],
  content: ['content', 'admin'],
  staff: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Screen = keyof typeof SCREEN_ROLES;

export function may(role: StaffRole | undefined, screen: Screen): boolean {
  return !!role && (SCREEN_ROLES[screen] as readonly StaffRole[]).includes(role);
}
