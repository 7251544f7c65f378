import type { StaffRole } from '@yolcu/contract';
import { TOTP } from 'otpauth';
import { expect } from 'vitest';
import { createStaff } from '../src/modules/admin/staff-accounts.js';
import type { TestApp } from './helpers.js';

export const STAFF_PASSWORD = 'Konsol-Parola-2026!';

/** The code an authenticator app shows `steps` periods from now (-1: the previous one). */
export const codeAt = (secret: string, steps = 0) =>
  TOTP.generate({ secret: TOTP_SECRET(secret), timestamp: Date.now() + steps * 30_000 });
const TOTP_SECRET = (base32: string) => new TOTP({ secret: base32 }).secret;

/**
 * Staff calls for the console's tests: each from its own client address within `subnet`, so that
 * the sign-in rate limit of one test never trips another; staff tokens go as `Bearer`.
 */
export function staffClient(getApp: () => TestApp, subnet: number) {
  let ip = 1;
  const call = (
    method: string,
    url: string,
    opts: { payload?: object; bearer?: string; token?: string; ip?: string } = {},
  ) =>
    getApp().app.inject({
      method: method as 'GET',
      url,
      payload: opts.payload,
      remoteAddress: opts.ip ?? `10.${subnet}.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
      headers: {
        'accept-language': 'en',
        ...(opts.bearer ? { authorization: `Bearer ${opts.bearer}` } : {}),
        ...(opts.token ? { authorization: `Token ${opts.token}` } : {}),
      },
    });

  /** `staff:add`'s work: the row and the set-up link's token. */
  async function added(email: string, role: StaffRole) {
    const { link } = await createStaff(getApp().database.db, email, role, getApp().app.config.publicUrl);
    const url = new URL(link);
    expect(url.pathname).toBe('/admin/setup');
    return url.searchParams.get('token')!;
  }

  /** Set-up through the API: password, then the first code (the previous period's, so that sign-in can use the current one). */
  async function setUp(email: string, role: StaffRole) {
    const token = await added(email, role);
    const first = await call('POST', '/api/admin/setup/', { payload: { token, password: STAFF_PASSWORD } });
    expect(first.statusCode, first.body).toBe(200);
    const { secret, otpauth_uri } = first.json();
    const confirmed = await call('POST', '/api/admin/setup/confirm/', { payload: { token, code: codeAt(secret, -1) } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { token, secret: secret as string, otpauthUri: otpauth_uri as string };
  }

  /** A signed-in member of staff: their bearer token and TOTP secret. */
  async function signedIn(email: string, role: StaffRole) {
    const { secret } = await setUp(email, role);
    const res = await call('POST', '/api/admin/session/', {
      payload: { email, password: STAFF_PASSWORD, code: codeAt(secret) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { bearer: res.json().token as string, secret, id: res.json().staff.id as number };
  }

  return { call, added, setUp, signedIn };
}
