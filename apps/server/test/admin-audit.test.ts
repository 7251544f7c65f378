import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { audited } from '../src/modules/admin/audit.js';
import { staffClient } from './admin-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';

// Issue 40 (03 §20): the audit log, append-only, read and exported by admins only.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const s = staffClient(() => t, 171);
const db = () => t.database.db;

let admin: { bearer: string; id: number };
let support: string;
let finance: string;
let content: string;
beforeAll(async () => {
  admin = await s.signedIn('yonetici@yolcu.example', 'admin');
  support = (await s.signedIn('destek@yolcu.example', 'support')).bearer;
  finance = (await s.signedIn('finans@yolcu.example', 'finance')).bearer;
  content = (await s.signedIn('icerik@yolcu.example', 'content')).bearer;
});

describe('the audit log', () => {
  it('records staff creation, activation and sign-in with who and when', async () => {
    const rows = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(admin.id)));
    expect(rows.map((r) => r.action)).toEqual(['staff.create', 'staff.activate', 'staff.sign_in']);
    expect(rows[0]).toMatchObject({ staffId: null, after: { email: 'yonetici@yolcu.example', role: 'admin' } });
    expect(rows[2]).toMatchObject({ staffId: admin.id, staffEmail: 'yonetici@yolcu.example', targetType: 'staff' });
    // No secret is ever in an entry.
    expect(JSON.stringify(await db().select().from(auditLog))).not.toMatch(/password|secret|token/i);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const [row] = await db().select().from(auditLog).limit(1);
    await expect(db().update(auditLog).set({ action: 'forged' }).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(db().delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(db().execute(sql`truncate audit_log`)).rejects.toThrow();
    const [still] = await db().select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(still).toEqual(row);
  });

  it('an entry is written with its transaction or not at all', async () => {
    const before = (await db().select().from(auditLog)).length;
    await expect(
      db().transaction(async (tx) => {
        await audited(
          tx,
          { id: admin.id, email: 'yonetici@yolcu.example' },
          'test.rolled_back',
          { type: 't', id: 1 },
          null,
          null,
        );
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect((await db().select().from(auditLog)).length).toBe(before);
  });

  it('admins list it newest first, filtered by action', async () => {
    const res = await s.call('GET', '/api/admin/audit/', { bearer: admin.bearer });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.count).toBeGreaterThanOrEqual(12);
    const times = list.results.map((r: { at: string }) => Date.parse(r.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const signIns = (await s.call('GET', '/api/admin/audit/?action=staff.sign_in', { bearer: admin.bearer })).json();
    expect(signIns.count).toBe(4);
    expect(signIns.results.every((r: { action: string }) => r.action === 'staff.sign_in')).toBe(true);
    const mine = (await s.call('GET', `/api/admin/audit/?staff_id=${admin.id}`, { bearer: admin.bearer })).json();
    expect(mine.results.every((r: { staff_id: number }) => r.staff_id === admin.id)).toBe(true);
  });

  it('admins export it as CSV, formulas defused', async () => {
    await db().transaction((tx) =>
      audited(
        tx,
        { id: admin.id, email: 'yonetici@yolcu.example' },
        'test.csv',
        { type: 'note', id: '=HYPERLINK("x")' },
        null,
        {
          text: 'a, "quoted"\nline',
        },
      ),
    );
    const res = await s.call('GET', '/api/admin/audit/export/', { bearer: admin.bearer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('attachment');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,at,staff_id,staff_email,action,target_type,target_id,before,after');
    const last = res.body.slice(res.body.indexOf('test.csv'));
    expect(last).toContain(`"'=HYPERLINK(""x"")"`);
    expect(last).toContain('"{""text"":""a, \\""quoted\\""\\nline""}"');
    // The export is itself an entry.
    const [exported] = await db().select().from(auditLog).where(eq(auditLog.action, 'audit.export'));
    expect(exported).toMatchObject({ staffId: admin.id, targetType: 'audit_log' });
  });

  it('support, finance and content may not read or export it', async () => {
    for (const bearer of [support, finance, content]) {
      for (const url of ['/api/admin/audit/', '/api/admin/audit/export/']) {
        const res = await s.call('GET', url, { bearer });
        expect(res.statusCode, url).toBe(403);
      }
    }
    expect((await s.call('GET', '/api/admin/audit/')).statusCode).toBe(401);
  });

  it('sign-out is audited too', async () => {
    const member = await s.signedIn('cikan@yolcu.example', 'content');
    expect((await s.call('DELETE', '/api/admin/session/', { bearer: member.bearer })).statusCode).toBe(204);
    const rows = await db().select().from(auditLog).where(eq(auditLog.staffId, member.id));
    expect(rows.map((r) => r.action)).toEqual(['staff.activate', 'staff.sign_in', 'staff.sign_out']);
  });
});

describe('the API document', () => {
  it('lists the console operations with the Staff scheme and their refusals', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.components.securitySchemes.Staff).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [path, method] of [
      ['/api/admin/session/', 'get'],
      ['/api/admin/bookings/', 'get'],
      ['/api/admin/bookings/{unique_code}/', 'get'],
      ['/api/admin/bookings/{unique_code}/resend-confirmation/', 'post'],
      ['/api/admin/requests/', 'get'],
      ['/api/admin/requests/{id}/reply/', 'post'],
      ['/api/admin/audit/', 'get'],
      ['/api/admin/audit/export/', 'get'],
    ] as const) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.security).toEqual([{ Staff: [] }]);
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
    }
    expect(doc.paths['/api/admin/session/'].post.responses).toHaveProperty('429');
    expect(doc.paths['/api/admin/session/'].post.security).toBeUndefined();
    expect(Object.keys(doc.paths['/api/admin/audit/export/'].get.responses['200'].content)).toEqual(['text/csv']);
  });
});
