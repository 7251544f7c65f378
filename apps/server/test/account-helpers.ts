import { expect } from 'vitest';
import { type MemoryMailer, type TestApp, waitForMail } from './helpers.js';

export const TEST_PASSWORD = 'Deniz-Feneri-42';

/**
 * Calls and sign-up for account tests. Each call comes from its own client address (within
 * `subnet`), so the auth rate limits of one test never trip another.
 */
export function accountClient(getApp: () => TestApp, mailer: MemoryMailer, subnet: number) {
  let ip = 1;
  const call = (method: string, url: string, payload?: object, token?: string, lang = 'en') =>
    getApp().app.inject({
      method: method as 'GET',
      url,
      payload,
      remoteAddress: `10.${subnet}.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
      headers: { 'accept-language': lang, ...(token ? { authorization: `Token ${token}` } : {}) },
    });
  /** The code of the last mail to `to`, once the background sender has delivered what was queued. */
  const lastCode = async (to: string) => {
    await waitForMail(getApp());
    const mail = [...mailer.sent].reverse().find((m) => m.to === to);
    return /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
  };
  const person = (email: string, first = 'Ayşe', last = 'Yılmaz') => ({
    first_name: first,
    last_name: last,
    email,
    password: TEST_PASSWORD,
    comfirm_password: TEST_PASSWORD,
  });
  /** Register → mailed code → activate: a signed-in user's token. */
  const signedUp = async (email: string, first = 'Ayşe', last = 'Yılmaz'): Promise<string> => {
    const registered = await call('POST', '/api/auth/register/', person(email, first, last));
    expect(registered.statusCode, registered.body).toBe(201);
    const res = await call('POST', '/api/auth/activate/', { email, code: await lastCode(email) });
    expect(res.statusCode).toBe(200);
    return res.json().token;
  };
  return { call, lastCode, person, signedUp };
}
