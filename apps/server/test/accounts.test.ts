import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../src/db/schema.js';
import { accountClient } from './account-helpers.js';
import { createTestApp, MemoryMailer, type TestApp, waitForMail } from './helpers.js';

let t: TestApp;
const mailer = new MemoryMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(() => t.close());

const { call, lastCode, person, signedUp } = accountClient(() => t, mailer, 9);

describe('registration and activation (03 §3)', () => {
  it('registers, mails a code and a link in two parts, and activation signs in', async () => {
    const res = await call('POST', '/api/auth/register/', person('ayse@example.com'));
    expect(res.statusCode).toBe(201);
    expect(res.json().detail).toBe("You're signed up. We've sent an activation code to your e-mail address.");
    await waitForMail(t);
    const mail = mailer.sent.at(-1)!;
    expect(mail.to).toBe('ayse@example.com');
    expect(mail.html).toContain('/auth/activate/?email=ayse%40example.com&amp;code=');
    expect(mail.text).toMatch(/\b\d{6}\b/);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'ayse@example.com'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.isActive).toBe(false);

    const login = await call('POST', '/api/auth/login/', { username: 'ayse@example.com', password: 'Deniz-Feneri-42' });
    expect(login.json().non_field_errors[0]).toMatch(/not activated/);
    const activated = await call('POST', '/api/auth/activate/', {
      email: 'ayse@example.com',
      code: await lastCode('ayse@example.com'),
    });
    expect(activated.json().token.length).toBeGreaterThanOrEqual(40);
  });

  it('refuses a taken e-mail and the four weak-password rules, with field messages', async () => {
    expect((await call('POST', '/api/auth/register/', person('ayse@example.com'))).json()).toHaveProperty('email');
    const weak = async (password: string) =>
      (
        await call('POST', '/api/auth/register/', {
          ...person('weak@example.com'),
          password,
          comfirm_password: password,
        })
      ).json().password;
    expect(await weak('short')).toEqual(['Your password must contain at least 8 characters.']);
    expect(await weak('12345678901')).toEqual(["Your password can't be entirely numeric."]);
    expect(await weak('galatasaray')).toEqual(['This password is too common.']);
    expect(await weak('ayseyilmaz2024')).toEqual([
      "Your password can't be too similar to your other personal information.",
    ]);
    const mismatch = await call('POST', '/api/auth/register/', {
      ...person('weak@example.com'),
      comfirm_password: 'other-Pass-99',
    });
    expect(mismatch.json().comfirm_password).toEqual(['The passwords do not match.']);
  });

  it('answers wrong codes alike for unknown e-mails, and locks after 5 wrong tries', async () => {
    await call('POST', '/api/auth/register/', person('lock@example.com'));
    const wrong = await call('POST', '/api/auth/activate/', { email: 'nobody@example.com', code: '000000' });
    expect(wrong.json().code).toEqual([
      'This code is not right or no longer valid. Check the e-mail or ask for a new code.',
    ]);
    let last = '';
    for (let i = 0; i < 5; i++)
      last = (await call('POST', '/api/auth/activate/', { email: 'lock@example.com', code: '000001' })).json().code[0];
    expect(last).toBe(wrong.json().code[0]);
    const right = await call('POST', '/api/auth/activate/', {
      email: 'lock@example.com',
      code: await lastCode('lock@example.com'),
    });
    expect(right.statusCode).toBe(400);
    expect((await call('POST', '/api/auth/activate/resend/', { email: 'lock@example.com' })).statusCode).toBe(200);
    expect(
      (
        await call('POST', '/api/auth/activate/', {
          email: 'lock@example.com',
          code: await lastCode('lock@example.com'),
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/auth/activate/resend/', { email: 'ghost@example.com' })).statusCode).toBe(200);
  });
});

describe('tokens (03 §3)', () => {
  it('logs in by username or e-mail with the same message for unknown users and wrong passwords', async () => {
    await signedUp('mehmet@example.com');
    expect(
      (await call('POST', '/api/auth/login/', { username: 'MEHMET@example.com', password: 'Deniz-Feneri-42' }))
        .statusCode,
    ).toBe(200);
    const bad = (
      await call('POST', '/api/auth/login/', { username: 'mehmet@example.com', password: 'wrong-password' })
    ).json();
    const ghost = (
      await call('POST', '/api/auth/login/', { username: 'ghost@example.com', password: 'wrong-password' })
    ).json();
    expect(bad).toEqual(ghost);
  });

  it('stores only hashes; logout revokes the token; a password change revokes every other token', async () => {
    const first = await signedUp('zeynep@example.com');
    const stored = await t.database.db.select().from(authTokens);
    expect(stored.some((r) => r.tokenHash === first)).toBe(false);
    const second = (
      await call('POST', '/api/auth/login/', { username: 'zeynep@example.com', password: 'Deniz-Feneri-42' })
    ).json().token;
    const changed = await call(
      'PUT',
      '/api/auth/password/',
      { old_password: 'Deniz-Feneri-42', new_password: 'Kapadokya-Balon-7', comfirm_password: 'Kapadokya-Balon-7' },
      first,
    );
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().token;
    for (const old of [first, second]) {
      const res = await call('GET', '/api/user/', undefined, old);
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe('Your session has ended. Please log in again.');
    }
    expect((await call('GET', '/api/user/', undefined, fresh)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/auth/logout/', undefined, fresh)).statusCode).toBe(204);
    expect((await call('GET', '/api/user/', undefined, fresh)).statusCode).toBe(401);
  });

  it('a token idle for 30 days stops working', async () => {
    const token = await signedUp('idle@example.com');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'idle@example.com'));
    await t.database.db
      .update(authTokens)
      .set({ lastUsedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(authTokens.userId, user!.id));
    expect((await call('GET', '/api/user/', undefined, token)).statusCode).toBe(401);
  });

  it('guests get 401 with a message on account routes', async () => {
    const res = await call('GET', '/api/user/');
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Please log in to continue.');
  });
});

describe('forgotten password (03 §3)', () => {
  it('answers the same for known and unknown e-mails; the one-hour link works once and revokes tokens', async () => {
    const token = await signedUp('reset@example.com');
    const sentBefore = mailer.sent.length;
    const known = await call('POST', '/api/auth/forget-password/', { email: 'reset@example.com' });
    const unknown = await call('POST', '/api/auth/forget-password/', { email: 'nobody@example.com' });
    expect(known.json()).toEqual(unknown.json());
    await waitForMail(t);
    expect(mailer.sent.length).toBe(sentBefore + 1);
    const link = /reset-password\/\?token=([A-Za-z0-9_-]+)/.exec(mailer.sent.at(-1)!.text)![1]!;
    const body = { token: link, new_password: 'Ölüdeniz-Paraşüt-3', comfirm_password: 'Ölüdeniz-Paraşüt-3' };
    expect((await call('POST', '/api/auth/reset-password/', body)).statusCode).toBe(200);
    expect((await call('POST', '/api/auth/reset-password/', body)).json().token).toEqual([
      'This password reset link is invalid or has expired. Ask for a new one.',
    ]);
    expect((await call('GET', '/api/user/', undefined, token)).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/auth/login/', { username: 'reset@example.com', password: 'Ölüdeniz-Paraşüt-3' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('rate limits (03 §3)', () => {
  it('hammering the login from one address ends in 429 with a message', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        remoteAddress: '10.66.0.1',
        headers: { 'accept-language': 'tr' },
        payload: { username: 'someone', password: 'whatever-1' },
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().detail).toMatch(/Çok fazla deneme/);
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});
