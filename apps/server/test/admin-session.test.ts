import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staff, staffSessions } from '../src/db/schema.js';
import { sha256 } from '../src/lib/secrets.js';
import { accountClient } from './account-helpers.js';
import { codeAt, STAFF_PASSWORD, staffClient } from './admin-helpers.js';
import { createTestApp, MemoryMailer, type TestApp } from './helpers.js';

// Issue 40: staff set-up by a one-time link, sign-in with password and TOTP, short sessions.
let t: TestApp;
const mailer = new MemoryMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(() => t.close());
const s = staffClient(() => t, 141);
const accounts = accountClient(() => t, mailer, 142);
const db = () => t.database.db;

describe('the set-up link', () => {
  it('sets a password and pairs an authenticator; the link then dies', async () => {
    const token = await s.added('Ece.Support@Yolcu.example', 'support');
    const [row] = await db().select().from(staff).where(eq(staff.email, 'ece.support@yolcu.example'));
    // Only the token's hash is kept.
    expect(row!.setupTokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const weak = await s.call('POST', '/api/admin/setup/', { payload: { token, password: 'short' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toHaveProperty('password');

    const first = await s.call('POST', '/api/admin/setup/', { payload: { token, password: STAFF_PASSWORD } });
    expect(first.statusCode).toBe(200);
    const { secret, otpauth_uri } = first.json();
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/Yolcu:ece\.support%40yolcu\.example\?/);
    expect(otpauth_uri).toContain(`secret=${secret}`);

    // Not yet confirmed: no sign-in.
    const early = await s.call('POST', '/api/admin/session/', {
      payload: { email: 'ece.support@yolcu.example', password: STAFF_PASSWORD, code: codeAt(secret) },
    });
    expect(early.statusCode).toBe(400);

    const wrong = await s.call('POST', '/api/admin/setup/confirm/', { payload: { token, code: '000000' } });
    expect(wrong.statusCode).toBe(400);
    const ok = await s.call('POST', '/api/admin/setup/confirm/', { payload: { token, code: codeAt(secret, -1) } });
    expect(ok.statusCode).toBe(200);

    for (const again of [
      s.call('POST', '/api/admin/setup/', { payload: { token, password: STAFF_PASSWORD } }),
      s.call('POST', '/api/admin/setup/confirm/', { payload: { token, code: codeAt(secret) } }),
    ]) {
      const res = await again;
      expect(res.statusCode).toBe(400);
      expect(res.json().token[0]).toMatch(/not valid or has expired/);
    }
    const actions = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(row!.id)));
    expect(actions.map((a) => a.action)).toEqual(['staff.create', 'staff.activate']);
  });

  it('an expired link is refused', async () => {
    const token = await s.added('late@yolcu.example', 'content');
    await db()
      .update(staff)
      .set({ setupExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(staff.email, 'late@yolcu.example'));
    const res = await s.call('POST', '/api/admin/setup/', { payload: { token, password: STAFF_PASSWORD } });
    expect(res.statusCode).toBe(400);
  });
});

describe('sign-in', () => {
  let secret: string;
  const email = 'finans@yolcu.example';
  beforeAll(async () => {
    ({ secret } = await s.setUp(email, 'finance'));
  });
  const signIn = (over: Record<string, string>, ip?: string) =>
    s.call('POST', '/api/admin/session/', { payload: { email, password: STAFF_PASSWORD, ...over }, ip });

  it('password and TOTP code give a short session; the same code twice is refused', async () => {
    const code = codeAt(secret);
    const res = await signIn({ code });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json();
    expect(session.staff).toMatchObject({ email, role: 'finance' });
    expect(new Date(session.expires_at).getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    const [kept] = await db()
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, sha256(session.token)));
    expect(kept).toBeDefined();

    const replay = await signIn({ code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().non_field_errors).toEqual(['The e-mail, password or code is not correct.']);
    // An older code than the one used is refused too.
    expect((await signIn({ code: codeAt(secret, -1) })).statusCode).toBe(400);

    const me = await s.call('GET', '/api/admin/session/', { bearer: session.token });
    expect(me.json()).toMatchObject({ email, role: 'finance' });
  });

  it('two sign-ins with one code at the same moment: one session', async () => {
    const code = codeAt(secret, 1);
    const both = await Promise.all([signIn({ code }), signIn({ code })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('a wrong password or code reads as an unknown address does', async () => {
    const answers = await Promise.all([
      signIn({ password: 'Wrong-Password-123', code: codeAt(secret) }),
      signIn({ code: '123456' }),
      s.call('POST', '/api/admin/session/', {
        payload: { email: 'nobody@yolcu.example', password: STAFF_PASSWORD, code: codeAt(secret) },
      }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ non_field_errors: ['The e-mail, password or code is not correct.'] });
    }
  });

  it('is rate limited per client address', async () => {
    const ip = '10.143.9.9';
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await signIn({ code: '111111' }, ip)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
    const limited = await signIn({ code: codeAt(secret, 1) }, ip);
    expect(limited.statusCode).toBe(429);
  });

  it('a disabled account and a lapsed session open nothing', async () => {
    const member = await s.signedIn('gecici@yolcu.example', 'support');
    expect((await s.call('GET', '/api/admin/session/', { bearer: member.bearer })).statusCode).toBe(200);
    // 31 minutes idle.
    await db()
      .update(staffSessions)
      .set({ lastUsedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(staffSessions.tokenHash, sha256(member.bearer)));
    const lapsed = await s.call('GET', '/api/admin/session/', { bearer: member.bearer });
    expect(lapsed.statusCode).toBe(401);
    expect(lapsed.json().detail).toMatch(/session has ended/);

    const other = await s.signedIn('kapali@yolcu.example', 'support');
    // 8 hours after sign-in, however busy.
    await db()
      .update(staffSessions)
      .set({ createdAt: new Date(Date.now() - 8 * 3_600_000 - 1000) })
      .where(eq(staffSessions.tokenHash, sha256(other.bearer)));
    expect((await s.call('GET', '/api/admin/session/', { bearer: other.bearer })).statusCode).toBe(401);

    const third = await s.signedIn('devre-disi@yolcu.example', 'admin');
    await db().update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, third.id));
    expect((await s.call('GET', '/api/admin/session/', { bearer: third.bearer })).statusCode).toBe(401);
  });

  it('sign-out ends the token, and only that one', async () => {
    const a = await s.signedIn('cikis@yolcu.example', 'support');
    const b = await s.signedIn('kalan@yolcu.example', 'support');
    expect((await s.call('DELETE', '/api/admin/session/', { bearer: a.bearer })).statusCode).toBe(204);
    expect((await s.call('GET', '/api/admin/session/', { bearer: a.bearer })).statusCode).toBe(401);
    expect((await s.call('GET', '/api/admin/session/', { bearer: b.bearer })).statusCode).toBe(200);
  });
});

describe('staff and travellers are apart', () => {
  it("a traveller's token never opens /api/admin, and a staff token is no traveller", async () => {
    const traveller = await accounts.signedUp('yolcu-ayri@example.com');
    const member = await s.signedIn('ayri@yolcu.example', 'admin');
    for (const headers of [{ token: traveller }, { bearer: traveller }, {}]) {
      const res = await s.call('GET', '/api/admin/bookings/?q=ayse@example.com', headers);
      expect(res.statusCode).toBe(401);
    }
    const asUser = await s.call('GET', '/api/user/', { bearer: member.bearer });
    expect(asUser.statusCode).toBe(401);
    const asToken = await s.call('GET', '/api/user/', { token: member.bearer });
    expect(asToken.statusCode).toBe(401);
    // The traveller's own token still works for the traveller.
    expect((await s.call('GET', '/api/user/', { token: traveller })).statusCode).toBe(200);
  });
});
