import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient, TEST_PASSWORD } from './account-helpers.js';
import { createTestApp, MemoryMailer, type TestApp, waitForMail } from './helpers.js';

// Issue 36, finding 6 / 03 §3: a reset link works once, and only until a newer link, a reset or a
// password change replaces it; a new password ends every other sign-in.
let t: TestApp;
const mailer = new MemoryMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(() => t.close());
const { call, signedUp } = accountClient(() => t, mailer, 36);

const INVALID = ['This password reset link is invalid or has expired. Ask for a new one.'];
const resetBody = (token: string, password: string) => ({ token, new_password: password, comfirm_password: password });
const login = (email: string, password: string) => call('POST', '/api/auth/login/', { username: email, password });

/** Asks a reset link for `email` and answers the token of the mail it sends. */
async function resetLink(email: string): Promise<string> {
  const before = mailer.sent.filter((m) => m.to === email).length;
  expect((await call('POST', '/api/auth/forget-password/', { email })).statusCode).toBe(200);
  await waitForMail(t, () => mailer.sent.filter((m) => m.to === email).length > before);
  const mail = mailer.sent.filter((m) => m.to === email).at(-1)!;
  return /reset-password\/\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
}

describe('reset links', () => {
  it('a new link ends the earlier one', async () => {
    await signedUp('twolinks@example.com');
    const first = await resetLink('twolinks@example.com');
    const second = await resetLink('twolinks@example.com');
    const old = await call('POST', '/api/auth/reset-password/', resetBody(first, 'Pamukkale-Travertin-1'));
    expect(old.statusCode).toBe(400);
    expect(old.json().token).toEqual(INVALID);
    expect(
      (await call('POST', '/api/auth/reset-password/', resetBody(second, 'Pamukkale-Travertin-1'))).statusCode,
    ).toBe(200);
    expect((await login('twolinks@example.com', 'Pamukkale-Travertin-1')).statusCode).toBe(200);
  });

  it('a password changed from the profile ends the outstanding link', async () => {
    const token = await signedUp('changed@example.com');
    const link = await resetLink('changed@example.com');
    const change = {
      old_password: TEST_PASSWORD,
      new_password: 'Sumela-Manastir-5',
      comfirm_password: 'Sumela-Manastir-5',
    };
    expect((await call('PUT', '/api/auth/password/', change, token)).statusCode).toBe(200);
    const res = await call('POST', '/api/auth/reset-password/', resetBody(link, 'Efes-Antik-Kent-8'));
    expect(res.statusCode).toBe(400);
    expect(res.json().token).toEqual(INVALID);
    expect((await login('changed@example.com', 'Efes-Antik-Kent-8')).statusCode).toBe(400);
    expect((await login('changed@example.com', 'Sumela-Manastir-5')).statusCode).toBe(200);
  });

  it('one link used 20 times at once, with 20 passwords: exactly one is set, and every sign-in ends', async () => {
    const token = await signedUp('parallel36@example.com');
    const link = await resetLink('parallel36@example.com');
    const passwords = Array.from({ length: 20 }, (_, i) => `Kapadokya-Vadisi-${i}`);
    const answers = await Promise.all(
      passwords.map((p) => call('POST', '/api/auth/reset-password/', resetBody(link, p))),
    );
    const won = answers.flatMap((a, i) => (a.statusCode === 200 ? [passwords[i]!] : []));
    expect(won).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(400);
      expect(a.json().token).toEqual(INVALID);
    }
    const signIns = await Promise.all(passwords.map((p) => login('parallel36@example.com', p)));
    expect(signIns.filter((s) => s.statusCode === 200)).toHaveLength(1);
    expect((await login('parallel36@example.com', won[0]!)).statusCode).toBe(200);
    expect((await call('GET', '/api/user/', undefined, token)).statusCode).toBe(401);
  });
});

describe('password change (03 §3)', () => {
  it('answers a new token and ends every other sign-in; two changes at once with the same old password: one wins', async () => {
    const phone = await signedUp('sessions36@example.com');
    const laptop = (await login('sessions36@example.com', TEST_PASSWORD)).json().token as string;
    const change = (to: string) => ({ old_password: TEST_PASSWORD, new_password: to, comfirm_password: to });
    const [a, b] = await Promise.all([
      call('PUT', '/api/auth/password/', change('Nemrut-Dagi-11'), phone),
      call('PUT', '/api/auth/password/', change('Ishak-Pasa-22'), laptop),
    ]);
    const answers = [a, b].map((r) => r.statusCode).sort();
    expect(answers).toEqual([200, 400]);
    const loser = [a, b].find((r) => r.statusCode === 400)!;
    expect(loser.json().old_password).toEqual(['Your current password is not correct.']);
    const winner = [a, b].find((r) => r.statusCode === 200)!;
    const fresh = winner.json().token as string;
    for (const old of [phone, laptop]) expect((await call('GET', '/api/user/', undefined, old)).statusCode).toBe(401);
    expect((await call('GET', '/api/user/', undefined, fresh)).statusCode).toBe(200);
  });
});
