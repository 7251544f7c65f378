import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, contactMessages } from '../src/db/schema.js';
import { staffClient } from './admin-helpers.js';
import { createTestApp, MemoryMailer, type TestApp, waitForMail } from './helpers.js';

// Issue 40: the requests inbox. Contact messages with a status, answered by mail, linked to bookings.
let t: TestApp;
const mailer = new MemoryMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(() => t.close());
const s = staffClient(() => t, 161);
const db = () => t.database.db;

let support: string;
let content: string;
let finance: string;
let supportId: number;
let messageId: number;
let otherId: number;
beforeAll(async () => {
  const sent = await s.call('POST', '/api/contact/', {
    payload: {
      name: 'Zeynep Kaya',
      email: 'Zeynep.Kaya@example.com',
      phone: '05321112233',
      message: 'Biletimdeki isim yanlış yazılmış.\nDüzeltebilir misiniz?',
    },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const other = await s.call('POST', '/api/contact/', {
    payload: {
      name: 'Mark Lee',
      email: 'mark@example.com',
      phone: '+441234567890',
      message: 'Do you sell rail tickets too?',
    },
  });
  expect(other.statusCode).toBe(201);
  const rows = await db().select().from(contactMessages).orderBy(contactMessages.id);
  messageId = rows.find((r) => r.email === 'Zeynep.Kaya@example.com')!.id;
  otherId = rows.find((r) => r.email === 'mark@example.com')!.id;
  // A failed booking of the same address (settled: no order, nothing captured).
  await db().insert(bookings).values({
    product: 'flight',
    uniqueCode: 'requests-test-booking-code-0001',
    shareCode: 'requests-test-share-code-00001',
    sessionUnique: 'requests-test-session',
    status: 'failed',
    email: 'zeynep.kaya@example.com',
    phoneCode: '90',
    phone: '5321112233',
    language: 'tr',
    snapshot: {},
    total: 1000,
  });
  await waitForMail(t);
  const member = await s.signedIn('destek@yolcu.example', 'support');
  support = member.bearer;
  supportId = member.id;
  content = (await s.signedIn('icerik@yolcu.example', 'content')).bearer;
  finance = (await s.signedIn('finans@yolcu.example', 'finance')).bearer;
});

describe('the inbox', () => {
  it('lists new messages with the bookings of their address', async () => {
    const res = await s.call('GET', '/api/admin/requests/?status=new', { bearer: support });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toMatchObject({ count: 2, next: null, previous: null });
    const zeynep = list.results.find((r: { id: number }) => r.id === messageId);
    expect(zeynep).toMatchObject({ status: 'new', name: 'Zeynep Kaya', answered_at: null, language: 'en' });
    expect(zeynep.bookings).toEqual([{ unique_code: 'requests-test-booking-code-0001', pnr: null, status: 'failed' }]);
    expect(list.results.find((r: { id: number }) => r.id === otherId).bookings).toEqual([]);
  });

  it('a reply goes out by mail in the message language, marks it answered, and is audited', async () => {
    const before = mailer.sent.length;
    const res = await s.call('POST', `/api/admin/requests/${messageId}/reply/`, {
      bearer: support,
      payload: { message: 'Merhaba, isminizi düzelttik.\nİyi yolculuklar.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: messageId, status: 'answered' });
    expect(res.json().answered_at).not.toBeNull();
    await waitForMail(t, () => mailer.sent.length > before);
    const mail = mailer.sent.find((m) => m.to === 'Zeynep.Kaya@example.com');
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Your message to Yolcu');
    expect(mail!.text).toContain('isminizi düzelttik');
    expect(mail!.text).toContain('> Biletimdeki isim yanlış yazılmış.');
    expect(mail!.html).toContain('isminizi düzelttik');

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'request.reply'), eq(auditLog.targetId, String(messageId))));
    expect(entry).toMatchObject({
      staffId: supportId,
      staffEmail: 'destek@yolcu.example',
      targetType: 'contact_message',
      before: { status: 'new' },
      after: { status: 'answered', mail_to: 'Zeynep.Kaya@example.com' },
    });

    const remaining = (await s.call('GET', '/api/admin/requests/?status=new', { bearer: support })).json();
    expect(remaining.results.map((r: { id: number }) => r.id)).toEqual([otherId]);
  });

  it('a message is closed and reopened, each change audited', async () => {
    const closed = await s.call('PUT', `/api/admin/requests/${otherId}/`, {
      bearer: support,
      payload: { status: 'closed' },
    });
    expect(closed.json()).toMatchObject({ status: 'closed' });
    const listed = (await s.call('GET', '/api/admin/requests/?status=closed', { bearer: support })).json();
    expect(listed.results.map((r: { id: number }) => r.id)).toEqual([otherId]);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'request.status'), eq(auditLog.targetId, String(otherId))));
    expect(entries).toEqual([expect.objectContaining({ before: { status: 'new' }, after: { status: 'closed' } })]);
  });

  it('an unknown message is a 404; a bad status or empty reply a 400', async () => {
    expect((await s.call('GET', '/api/admin/requests/999999/', { bearer: support })).statusCode).toBe(404);
    const reply404 = await s.call('POST', '/api/admin/requests/999999/reply/', {
      bearer: support,
      payload: { message: 'Hi' },
    });
    expect(reply404.statusCode).toBe(404);
    const bad = await s.call('PUT', `/api/admin/requests/${otherId}/`, {
      bearer: support,
      payload: { status: 'deleted' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('status');
    const empty = await s.call('POST', `/api/admin/requests/${otherId}/reply/`, {
      bearer: support,
      payload: { message: ' ' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('content and finance may not read or answer messages', async () => {
    const sentBefore = mailer.sent.length;
    for (const bearer of [content, finance]) {
      expect((await s.call('GET', '/api/admin/requests/', { bearer })).statusCode).toBe(403);
      expect((await s.call('GET', `/api/admin/requests/${otherId}/`, { bearer })).statusCode).toBe(403);
      const reply = await s.call('POST', `/api/admin/requests/${otherId}/reply/`, {
        bearer,
        payload: { message: 'Hello there' },
      });
      expect(reply.statusCode).toBe(403);
    }
    await waitForMail(t);
    expect(mailer.sent.length).toBe(sentBefore);
  });
});
