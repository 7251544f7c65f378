import { todayInTurkey } from '@yolcu/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authTokens, couponCampaigns, coupons, users } from '../src/db/schema.js';
import { newSecret } from '../src/lib/secrets.js';
import { staffClient } from './admin-helpers.js';
import { bookingClient, plusDays } from './booking-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';

// Issue 40: coupon campaigns (a code for everyone within a usage limit, or coupons for chosen
// accounts) that the payment page accepts, and broadcast notifications; each audited.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const s = staffClient(() => t, 194);
const c = bookingClient(() => t, 195);
const db = () => t.database.db;
const lastAudit = async (action: string) =>
  (await db().select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];

/** A signed-in traveller, written directly (sign-up's mails and hashing are not under test here). */
async function traveller(email: string) {
  const [user] = await db()
    .insert(users)
    .values({ username: email, email, firstName: 'Ayşe', lastName: 'Yılmaz', passwordHash: '-', isActive: true })
    .returning();
  const { secret, hash } = newSecret();
  await db().insert(authTokens).values({ tokenHash: hash, userId: user!.id });
  return { id: user!.id, token: secret };
}
const redeem = (token: string, code: string) => c.call('POST', '/api/user/coupons/redeem/', { code }, { token });

let content: { bearer: string; id: number };
let support: string;
let finance: string;
beforeAll(async () => {
  content = await s.signedIn('content.campaigns@yolcu.example', 'content');
  support = (await s.signedIn('support.campaigns@yolcu.example', 'support')).bearer;
  finance = (await s.signedIn('finance.campaigns@yolcu.example', 'finance')).bearer;
});
const campaign = (bearer: string, payload: object) => s.call('POST', '/api/admin/campaigns/', { bearer, payload });

describe('a code for everyone', () => {
  it('is refused to support and finance, and needs a code or addresses, not both', async () => {
    const body = { value: 100, expires_on: plusDays(30), code: 'NOPE2026', usage_limit: 5 };
    expect((await campaign(support, body)).statusCode).toBe(403);
    expect((await campaign(finance, body)).statusCode).toBe(403);
    const neither = await campaign(content.bearer, { value: 100, expires_on: plusDays(30) });
    expect(neither.statusCode).toBe(400);
    const past = await campaign(content.bearer, { ...body, expires_on: plusDays(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().expires_on).toBeDefined();
  });

  it('is redeemed at most usage_limit times, however many redeem at once', async () => {
    const res = await campaign(content.bearer, {
      value: 150,
      expires_on: plusDays(30),
      code: 'bahar5',
      usage_limit: 5,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ code: 'BAHAR5', usage_limit: 5, value: 150, coupons_given: 0 });
    expect(await lastAudit('campaign.create')).toMatchObject({
      staffId: content.id,
      targetType: 'campaign',
      targetId: String(res.json().id),
      before: null,
      after: { code: 'BAHAR5', usage_limit: 5, value: 150 },
    });
    const people = await Promise.all(Array.from({ length: 20 }, (_, i) => traveller(`bahar${i}@example.com`)));
    const answers = await Promise.all(people.map((p) => redeem(p.token, 'bahar5')));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(15);
    const [row] = await db().select().from(couponCampaigns).where(eq(couponCampaigns.code, 'BAHAR5'));
    expect(row!.used).toBe(5);
    const given = await db().select().from(coupons).where(eq(coupons.value, 150));
    expect(given).toHaveLength(5);
  });

  it('is refused to an account that redeemed it already, and to a guest', async () => {
    await campaign(content.bearer, { value: 75, expires_on: plusDays(30), code: 'IKINCI', usage_limit: 10 });
    const p = await traveller('twice@example.com');
    expect((await redeem(p.token, 'IKINCI')).statusCode).toBe(201);
    const again = await redeem(p.token, 'ikinci');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toEqual(['You have already redeemed this code.']);
    const [row] = await db().select().from(couponCampaigns).where(eq(couponCampaigns.code, 'IKINCI'));
    expect(row!.used).toBe(1);
    expect((await c.call('POST', '/api/user/coupons/redeem/', { code: 'IKINCI' })).statusCode).toBe(401);
    expect((await redeem(p.token, 'NOSUCHCODE')).statusCode).toBe(400);
  });

  it('a traveller redeems it and pays a flight with the coupon', async () => {
    await campaign(content.bearer, { value: 200, expires_on: plusDays(30), code: 'UCUS200', usage_limit: 100 });
    const p = await traveller('ucus@example.com');
    const redeemed = await redeem(p.token, 'UCUS200');
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    const coupon = redeemed.json();
    expect(coupon).toMatchObject({ value: 200, used: false, expried_date: plusDays(30) });
    const list = (await c.call('GET', '/api/user/coupons/', undefined, { token: p.token })).json();
    expect(list.results.map((x: { id: number }) => x.id)).toContain(coupon.id);

    const { sessionUnique } = await c.searchAndSelect({
      from: 'IST',
      to: 'ADB',
      date: plusDays(20),
      fare: 'FLEX',
      token: p.token,
    });
    const data = await c.paymentData(sessionUnique, p.token);
    const body = c.payBody(sessionUnique, data.form_rules, { coupon: coupon.id, email: 'ucus@example.com' });
    const pay = (await c.call('POST', '/api/flight/gateway/payment/', body, { token: p.token })).json();
    expect(pay.status, JSON.stringify(pay)).toBe(true);
    const bank = await c.bankCode(pay.pay_url);
    const paid = Math.round((data.price.total - 200) * 100) / 100;
    expect(bank.page).toContain(new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'TRY' }).format(paid));
    expect((await c.submitCode(bank.path, bank.code)).body).toContain('data-status="completed"');
    const after = (await c.call('GET', '/api/user/coupons/', undefined, { token: p.token })).json();
    expect(after.results.find((x: { id: number }) => x.id === coupon.id).used).toBe(true);
  });
});

describe('coupons for chosen accounts', () => {
  it('gives each known account a coupon of its own and names the unknown addresses', async () => {
    const p = await traveller('secilen@example.com');
    const res = await campaign(content.bearer, {
      value: 50,
      expires_on: plusDays(10),
      emails: ['Secilen@Example.com', 'kimse@example.com'],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ code: null, coupons_given: 1, unknown_emails: ['kimse@example.com'] });
    const list = (await c.call('GET', '/api/user/coupons/', undefined, { token: p.token })).json();
    expect(list.results).toEqual([expect.objectContaining({ value: 50, used: false, expried_date: plusDays(10) })]);
    expect(await lastAudit('campaign.create')).toMatchObject({ after: { coupons_given: 1, user_ids: [p.id] } });
    expect(plusDays(10) >= todayInTurkey()).toBe(true);
  });
});

describe('broadcast notifications', () => {
  it('content sends one every reader sees at once, guests included; audited; support refused', async () => {
    const payload = {
      title: { tr: 'Bayram kampanyası', en: 'Holiday offer' },
      content: { tr: 'Tüm uçuşlarda indirim.', en: 'Discounts on every flight.' },
    };
    expect((await s.call('POST', '/api/admin/broadcasts/', { bearer: support, payload })).statusCode).toBe(403);
    const res = await s.call('POST', '/api/admin/broadcasts/', { bearer: content.bearer, payload });
    expect(res.statusCode, res.body).toBe(201);
    const guest = await t.app.inject({
      method: 'GET',
      url: '/api/notification/list/',
      headers: { 'accept-language': 'en', 'x-device-id': 'konsol-test-device-1' },
    });
    expect(guest.json().results).toContainEqual(
      expect.objectContaining({ id: res.json().id, title: 'Holiday offer', readed: false }),
    );
    const p = await traveller('bildirim@example.com');
    const mine = (await c.call('GET', '/api/notification/list/', undefined, { token: p.token, lang: 'tr' })).json();
    expect(mine.results).toContainEqual(expect.objectContaining({ id: res.json().id, title: 'Bayram kampanyası' }));
    expect(await lastAudit('notification.broadcast')).toMatchObject({
      staffId: content.id,
      targetType: 'notification',
      targetId: String(res.json().id),
      after: payload,
    });
  });
});
