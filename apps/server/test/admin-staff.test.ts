import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { codeAt, STAFF_PASSWORD, staffClient } from './admin-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';

// Issue 40 (03 §20): "admin (all, and staff)": an admin invites, changes, disables and re-links staff.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const s = staffClient(() => t, 173);

let admin: { bearer: string; id: number };
let support: { bearer: string; id: number; secret: string };
beforeAll(async () => {
  admin = await s.signedIn('yonetim@yolcu.example', 'admin');
  support = await s.signedIn('masa@yolcu.example', 'support');
});

describe('staff management (admins only)', () => {
  it('refuses every other role, and a traveller', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/staff/'],
      ['POST', '/api/admin/staff/'],
      ['PUT', `/api/admin/staff/${admin.id}/`],
      ['POST', `/api/admin/staff/${admin.id}/setup-link/`],
    ] as const) {
      const res = await s.call(method, url, { bearer: support.bearer, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await s.call('GET', '/api/admin/staff/')).statusCode).toBe(401);
  });

  it('invites a member whose one-time link sets the account up, listed as invited then active', async () => {
    const res = await s.call('POST', '/api/admin/staff/', {
      bearer: admin.bearer,
      payload: { email: 'Finans@Yolcu.example', role: 'finance' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, link } = res.json();
    const listed = () =>
      s
        .call('GET', '/api/admin/staff/', { bearer: admin.bearer })
        .then((r) => r.json().results.find((m: { id: number }) => m.id === id));
    expect(await listed()).toMatchObject({ email: 'finans@yolcu.example', role: 'finance', state: 'invited' });
    const token = new URL(link).searchParams.get('token')!;
    const setup = await s.call('POST', '/api/admin/setup/', { payload: { token, password: STAFF_PASSWORD } });
    const { secret } = setup.json();
    expect(
      (await s.call('POST', '/api/admin/setup/confirm/', { payload: { token, code: codeAt(secret) } })).statusCode,
    ).toBe(200);
    expect(await listed()).toMatchObject({ state: 'active' });
    // The same address twice is refused.
    const again = await s.call('POST', '/api/admin/staff/', {
      bearer: admin.bearer,
      payload: { email: 'finans@yolcu.example', role: 'support' },
    });
    expect(again.statusCode).toBe(409);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.create'), eq(auditLog.targetId, String(id))));
    expect(entry).toMatchObject({ staffId: admin.id, staffEmail: 'yonetim@yolcu.example' });
    expect(JSON.stringify(entry)).not.toContain(token);
  });

  it("changes a role and disables an account at once, ending the member's sessions; never one's own", async () => {
    const promoted = await s.call('PUT', `/api/admin/staff/${support.id}/`, {
      bearer: admin.bearer,
      payload: { role: 'finance' },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ role: 'finance', state: 'active' });
    // Their session ended with the change.
    expect((await s.call('GET', '/api/admin/session/', { bearer: support.bearer })).statusCode).toBe(401);
    const disabled = await s.call('PUT', `/api/admin/staff/${support.id}/`, {
      bearer: admin.bearer,
      payload: { disabled: true },
    });
    expect(disabled.json()).toMatchObject({ state: 'disabled' });
    const signIn = await s.call('POST', '/api/admin/session/', {
      payload: { email: 'masa@yolcu.example', password: STAFF_PASSWORD, code: codeAt(support.secret, 1) },
    });
    expect(signIn.statusCode).toBe(400);
    const self = await s.call('PUT', `/api/admin/staff/${admin.id}/`, {
      bearer: admin.bearer,
      payload: { disabled: true },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().non_field_errors).toEqual(['You cannot change your own account here: ask another admin.']);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.update'), eq(auditLog.targetId, String(support.id))));
    expect(entry).toMatchObject({
      before: { role: 'support', state: 'active' },
      after: { role: 'finance', state: 'active' },
    });
  });

  it('gives a member a new set-up link: the old one dies, their sessions end', async () => {
    const member = await s.signedIn('yeni@yolcu.example', 'content');
    const res = await s.call('POST', `/api/admin/staff/${member.id}/setup-link/`, { bearer: admin.bearer });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().link).toMatch(/\/admin\/setup\?token=/);
    expect((await s.call('GET', '/api/admin/session/', { bearer: member.bearer })).statusCode).toBe(401);
    expect((await s.call('POST', '/api/admin/staff/999999/setup-link/', { bearer: admin.bearer })).statusCode).toBe(
      404,
    );
  });
});
