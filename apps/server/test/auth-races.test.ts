import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, mailOutbox, oneTimeCodes, users } from '../src/db/schema.js';
import type { SentMail } from '../src/mail/mailer.js';
import { TEST_PASSWORD } from './account-helpers.js';
import { createTestApp, MemoryMailer, secondInstance, type TestApp, waitForMail } from './helpers.js';

/**
 * Issue 11: one-time codes, registrations and profile changes hit in parallel, really at once
 * (Promise.all of injected requests, half of them through a second instance of the server on the
 * same database), and mail that leaves in the background whatever the SMTP server does.
 */

/** An SMTP server that answers late, or fails a number of times (a passing failure, retried). */
class SlowMailer extends MemoryMailer {
  delayMs = 0;
  failures = 0;
  protected override async transmit(message: SentMail) {
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
    if (this.failures > 0) {
      this.failures--;
      throw new Error('421 service not available, try later');
    }
    await super.transmit(message);
  }
}

let t: TestApp;
let t2: TestApp;
const mailer = new SlowMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer });
  // The same mail sink for both instances: the code of a registration that went through either is found.
  t2 = await secondInstance(t, { mailer });
});
afterAll(async () => {
  await t2?.close();
  await t?.close();
});

let ip = 0;
/** Every request from its own address (the auth rate limits are per address); odd ones through the second instance. */
const call = (method: string, url: string, payload?: object, token?: string) => {
  const n = ip++;
  return (n % 2 ? t2 : t).app.inject({
    method: method as 'POST',
    url,
    payload,
    remoteAddress: `10.111.${Math.floor(n / 250)}.${(n % 250) + 1}`,
    headers: { 'accept-language': 'en', ...(token ? { authorization: `Token ${token}` } : {}) },
  });
};
const person = (email: string) => ({
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  email,
  password: TEST_PASSWORD,
  comfirm_password: TEST_PASSWORD,
});
const codeOf = (to: string) =>
  /\b(\d{6})\b/.exec([...mailer.sent].reverse().find((m) => m.to === to)?.text ?? '')?.[1] ?? '';
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

async function registered(email: string) {
  expect((await call('POST', '/api/auth/register/', person(email))).statusCode).toBe(201);
  await waitForMail(t, () => codeOf(email) !== '');
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  return user!;
}
async function signedUp(email: string) {
  await registered(email);
  const res = await call('POST', '/api/auth/activate/', { email, code: codeOf(email) });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

describe('one-time codes are single atomic updates', () => {
  it('100 parallel wrong activation codes count exactly 5 tries; the right code is then locked too', async () => {
    const user = await registered('wrong100@example.com');
    const right = codeOf('wrong100@example.com');
    const wrong = right === '000000' ? '000001' : '000000';
    const res = await Promise.all(
      Array.from({ length: 100 }, () =>
        call('POST', '/api/auth/activate/', { email: 'wrong100@example.com', code: wrong }),
      ),
    );
    expect(
      count(
        res.map((r) => r.statusCode),
        400,
      ),
    ).toBe(100);
    const [row] = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id));
    expect(row!.failedTries).toBe(5);
    expect((await call('POST', '/api/auth/activate/', { email: 'wrong100@example.com', code: right })).statusCode).toBe(
      400,
    );
  });

  it('20 parallel activations with the right code issue exactly one token', async () => {
    const user = await registered('right20@example.com');
    const code = codeOf('right20@example.com');
    const res = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/api/auth/activate/', { email: 'right20@example.com', code })),
    );
    expect(
      count(
        res.map((r) => r.statusCode),
        200,
      ),
    ).toBe(1);
    expect(
      count(
        res.map((r) => r.statusCode),
        400,
      ),
    ).toBe(19);
    expect(await t.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id))).toHaveLength(1);
  });

  it('one reset link sent 20 times at once works exactly once', async () => {
    await signedUp('reset20@example.com');
    expect((await call('POST', '/api/auth/forget-password/', { email: 'reset20@example.com' })).statusCode).toBe(200);
    await waitForMail(t, () =>
      mailer.sent.some((m) => m.to === 'reset20@example.com' && m.text.includes('reset-password')),
    );
    const token = /reset-password\/\?token=([A-Za-z0-9_-]+)/.exec(mailer.sent.at(-1)!.text)![1]!;
    const body = (i: number) => ({
      token,
      new_password: `Kapadokya-Balon-${i}x`,
      comfirm_password: `Kapadokya-Balon-${i}x`,
    });
    const res = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call('POST', '/api/auth/reset-password/', body(i))),
    );
    const codes = res.map((r) => r.statusCode);
    expect(count(codes, 200)).toBe(1);
    expect(count(codes, 400)).toBe(19);
    // The password that works is the one of the request that won.
    const winner = codes.indexOf(200);
    const login = await call('POST', '/api/auth/login/', {
      username: 'reset20@example.com',
      password: body(winner).new_password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('after five wrong codes, an inactive account and an unknown address answer alike', async () => {
    await registered('locked@example.com');
    for (let i = 0; i < 5; i++)
      await call('POST', '/api/auth/activate/', { email: 'locked@example.com', code: '999999' });
    const existing = await call('POST', '/api/auth/activate/', { email: 'locked@example.com', code: '999999' });
    const unknown = await call('POST', '/api/auth/activate/', { email: 'nobody-at-all@example.com', code: '999999' });
    expect(existing.statusCode).toBe(unknown.statusCode);
    expect(existing.json()).toEqual(unknown.json());
  });
});

describe('parallel registrations and profile changes', () => {
  it('50 parallel registrations of one e-mail: one 201, 49 × 400 "already used", no 500', async () => {
    const res = await Promise.all(
      Array.from({ length: 50 }, () => call('POST', '/api/auth/register/', person('same50@example.com'))),
    );
    const codes = res.map((r) => r.statusCode);
    expect(count(codes, 201)).toBe(1);
    expect(count(codes, 400)).toBe(49);
    for (const r of res.filter((x) => x.statusCode === 400)) expect(r.json().email[0]).toMatch(/already/i);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'same50@example.com'))).toHaveLength(1);
  });

  it('two accounts taking the same name at once (as username, or one as username and one as e-mail): at most one wins, the other 400', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        Promise.all([signedUp(`pair${i}a@example.com`), signedUp(`pair${i}b@example.com`)]),
      ),
    );
    const profile = (email: string, username: string) => ({
      username,
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      email,
      phone_code: '90',
      phone: '5551234567',
    });
    const results = await Promise.all(
      pairs.flatMap(([a, b], i) => [
        // The same username for both.
        Promise.all([
          call('PUT', '/api/user/', profile(`pair${i}a@example.com`, `shared${i}`), a),
          call('PUT', '/api/user/', profile(`pair${i}b@example.com`, `shared${i}`), b),
        ]),
      ]),
    );
    for (const pair of results) {
      const codes = pair.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 400]);
      const loser = pair.find((r) => r.statusCode === 400)!.json();
      expect(loser.username ?? loser.email).toBeDefined();
    }
    const crossed = await Promise.all(
      pairs.map(([a, b], i) =>
        // One account's new username is the other's new e-mail: login would not know whom it means.
        // Issue 36: a new e-mail needs the password and only counts once its mailed link is opened.
        Promise.all([
          call('PUT', '/api/user/', profile(`pair${i}a@example.com`, `cross${i}@example.com`), a),
          call('PUT', '/api/user/', { ...profile(`cross${i}@example.com`, `shared${i}b`), password: TEST_PASSWORD }, b),
        ]),
      ),
    );
    for (const [i, [byName, byMail]] of crossed.entries()) {
      expect(byName.statusCode, byName.body).toBe(200);
      if (byMail.statusCode === 400) {
        // The username was first: the address was taken when asked.
        expect(byMail.json().email).toBeDefined();
        continue;
      }
      // The address was asked first (it reserves nothing); its link then finds it taken.
      expect(byMail.json().pending_email).toBe(`cross${i}@example.com`);
      await waitForMail(t, () => mailer.sent.some((m) => m.to === `cross${i}@example.com`));
      const link = mailer.sent.find((m) => m.to === `cross${i}@example.com`)!.text;
      const token = /confirm-email\/\?token=([A-Za-z0-9_-]+)/.exec(link)![1];
      const confirmed = await call('POST', '/api/auth/email/confirm/', { token });
      expect(confirmed.statusCode).toBe(400);
      expect(confirmed.json().email).toBeDefined();
    }
  });
});

describe('registration is one transaction', () => {
  it('a failure between the user and its code leaves no account behind, and the address stays free', async () => {
    const db = t.database.db;
    await db.execute(
      sql.raw(
        `create or replace function fail_code() returns trigger language plpgsql as $$ begin raise exception 'simulated crash'; end $$`,
      ),
    );
    await db.execute(
      sql.raw(`create trigger fail_code before insert on one_time_codes for each row execute function fail_code()`),
    );
    try {
      const res = await call('POST', '/api/auth/register/', person('halfway@example.com'));
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger fail_code on one_time_codes'));
    }
    expect(await db.select().from(users).where(eq(users.email, 'halfway@example.com'))).toHaveLength(0);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'halfway@example.com'))).toHaveLength(0);
    await registered('halfway@example.com');
    const [user] = await db.select().from(users).where(eq(users.email, 'halfway@example.com'));
    expect(
      await db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.userId, user!.id), eq(oneTimeCodes.purpose, 'activation'))),
    ).toHaveLength(1);
  });
});

describe('mail leaves through the outbox in the background', () => {
  it('a slow SMTP server holds no request, and forgot-password and resend take as long for an unknown address', async () => {
    await registered('slowmail@example.com');
    mailer.delayMs = 1_500;
    try {
      const timed = async (url: string, body: object) => {
        const start = performance.now();
        const res = await call('POST', url, body);
        expect(res.statusCode).toBeLessThan(300);
        return performance.now() - start;
      };
      const register = await timed('/api/auth/register/', person('slowreg@example.com'));
      const forgotKnown = await timed('/api/auth/forget-password/', { email: 'slowmail@example.com' });
      const forgotUnknown = await timed('/api/auth/forget-password/', { email: 'nobody-slow@example.com' });
      const resendKnown = await timed('/api/auth/activate/resend/', { email: 'slowmail@example.com' });
      const resendUnknown = await timed('/api/auth/activate/resend/', { email: 'nobody-slow@example.com' });
      // Registration hashes the password (tens of ms); nothing waits for the 1.5 s SMTP server.
      for (const ms of [register, forgotKnown, forgotUnknown, resendKnown, resendUnknown])
        expect(ms).toBeLessThan(1_000);
      expect(Math.abs(forgotKnown - forgotUnknown)).toBeLessThan(500);
      expect(Math.abs(resendKnown - resendUnknown)).toBeLessThan(500);
      // The mail still arrives.
      await waitForMail(t, () => mailer.sent.some((m) => m.to === 'slowreg@example.com'), 10_000);
      await waitForMail(t, () => mailer.sent.filter((m) => m.to === 'slowmail@example.com').length >= 3, 10_000);
    } finally {
      mailer.delayMs = 0;
    }
  });

  it('a failing SMTP server loses no mail: the row keeps the error and the background sender retries it', async () => {
    mailer.failures = 1;
    expect((await call('POST', '/api/auth/register/', person('retry@example.com'))).statusCode).toBe(201);
    await waitForMail(t);
    const [failed] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'retry@example.com'));
    expect(failed!.delivered).toBe(false);
    expect(failed!.error).toMatch(/421/);
    expect(mailer.sent.some((m) => m.to === 'retry@example.com')).toBe(false);

    const outbox = t.app.outbox;
    const [retryAfter, grace] = [outbox.retryAfterMs, outbox.graceMs];
    outbox.retryAfterMs = 50;
    outbox.graceMs = 0;
    try {
      await new Promise((r) => setTimeout(r, 100));
      await outbox.sweep();
    } finally {
      outbox.retryAfterMs = retryAfter;
      outbox.graceMs = grace;
    }
    const [retried] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'retry@example.com'));
    expect(retried!.delivered).toBe(true);
    expect(retried!.error).toBeNull();
    expect(mailer.sent.filter((m) => m.to === 'retry@example.com')).toHaveLength(1);
    // The mailed code is the one that works.
    expect(
      (await call('POST', '/api/auth/activate/', { email: 'retry@example.com', code: codeOf('retry@example.com') }))
        .statusCode,
    ).toBe(200);
  });
});
