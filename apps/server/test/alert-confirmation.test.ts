import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceAlerts, smsOutbox } from '../src/db/schema.js';
import { accountClient } from './account-helpers.js';
import { confirmationPath } from './alert-helpers.js';
import { bookingClient, plusDays, sellOut } from './booking-helpers.js';
import { createTestApp, MemoryMailer, outboxTo, type TestApp, waitForMail } from './helpers.js';

/**
 * Issue 36, item 5: a guest's price alert mails and texts nobody until its address confirms it
 * through the mailed link; a stranger's waiting alert blocks nobody; creations are counted per
 * contact and per client address.
 */
let t: TestApp;
const mailer = new MemoryMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(() => t.close());
const c = bookingClient(() => t, 71);
const accounts = accountClient(() => t, mailer, 72);

async function flightOption(to: string, days: number) {
  const started = await c.call('POST', '/api/flight/gateway/search/', {
    fly_type: 'OW',
    departure_airport: await c.airportId('IST'),
    arrival_airport: await c.airportId(to),
    departure_date: plusDays(days),
    adult: 1,
  });
  expect(started.statusCode).toBe(200);
  const view = (
    await c.call('GET', `/api/flight/gateway/search/?session_unique=${started.json().session_unique}`)
  ).json();
  return { option: started.json().form_data.option as number, view };
}
const create = (body: object, opts: { token?: string; lang?: string } = {}) =>
  c.call('POST', '/api/flight/info/price-alert/', body, opts);
const rowOf = async (id: number) => (await t.database.db.select().from(priceAlerts).where(eq(priceAlerts.id, id)))[0];
const post = (url: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    payload: '',
  });

describe("a guest's alert", () => {
  it('waits for its address: nothing is mailed or texted on a price move until the link is confirmed', async () => {
    const { option, view } = await flightOption('ERZ', 47);
    const res = await create({ option, notify_email: 'Careful@Example.com', notify_phone: '0532 444 55 66' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ notify_email: 'careful@example.com', active: true, confirmed: false });
    const id = res.json().id as number;

    // The address gets one mail: what would be watched, the phone's last digits, the link.
    await waitForMail(t, () => mailer.sent.some((m) => m.to === 'careful@example.com'));
    const ask = mailer.sent.filter((m) => m.to === 'careful@example.com');
    expect(ask).toHaveLength(1);
    expect(ask[0]!.subject).toBe('Confirm your price alert');
    expect(ask[0]!.text).toContain('ending in 66');
    expect(ask[0]!.text).toMatch(/IST/);
    expect(ask[0]!.html).toContain('/price-alert/confirm/');

    // The price moves; the round leaves the waiting alert alone.
    const cheapest = [...view.search].sort((a, b) => a.price.total - b.price.total)[0];
    await sellOut(t, cheapest.transfers);
    await t.app.priceAlertJob.round(Date.now() + 7_200_000);
    expect((await rowOf(id))!.checks).toBe(0);
    expect(await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+905324445566'))).toHaveLength(0);

    // Opening the link (a mail scanner does) only shows the search and a button.
    const path = await confirmationPath(t, 'careful@example.com');
    const page = await t.app.inject({ method: 'GET', url: path, headers: { 'accept-language': 'tr' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="en">'); // the alert's language, not the visitor's
    expect(page.body).toContain('Confirm your price alert');
    expect(page.body).toContain('<form method="post">');
    expect((await rowOf(id))!.confirmedAt).toBeNull();

    const done = await post(path);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Price alert confirmed');
    expect((await rowOf(id))!.confirmedAt).not.toBeNull();
    // The link is used up.
    const again = await post(path);
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('This link is no longer valid');

    // Confirmed, the next round tells the mailbox and the phone.
    await t.app.priceAlertJob.round(Date.now() + 4 * 7_200_000);
    await waitForMail(t, () =>
      mailer.sent.some((m) => m.to === 'careful@example.com' && /^Price alert/.test(m.subject)),
    );
    expect(await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+905324445566'))).toHaveLength(1);
  });

  it('needs an e-mail address: a phone alone is refused with a message beside the e-mail field', async () => {
    const { option } = await flightOption('TZX', 47);
    const res = await create({ option, notify_phone: '0532 000 11 22' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      notify_email: ['Please enter your e-mail address: we send a link there to confirm the alert.'],
    });
    const tr = await create({ option, notify_phone: '0532 000 11 22' }, { lang: 'tr' });
    expect(tr.json().notify_email).toEqual([
      'Lütfen e-posta adresinizi girin: alarmı onaylamanız için bu adrese bir bağlantı gönderiyoruz.',
    ]);
  });

  it('lapses after 48 hours: its link then confirms nothing', async () => {
    const { option } = await flightOption('VAN', 47);
    const res = await create({ option, notify_email: 'slow@example.com' });
    await t.database.db.execute(
      sql`update price_alerts set created_at = now() - interval '49 hours' where id = ${res.json().id}`,
    );
    const path = await confirmationPath(t, 'slow@example.com');
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await post(path)).statusCode).toBe(404);
    expect((await rowOf(res.json().id))!.confirmedAt).toBeNull();
  });

  it('two clicks at once confirm it once; the other is told the link is used', async () => {
    const { option } = await flightOption('KSY', 47);
    const res = await create({ option, notify_email: 'double@example.com' });
    const path = await confirmationPath(t, 'double@example.com');
    const answers = await Promise.all([post(path), post(path), post(path)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404]);
    expect((await rowOf(res.json().id))!.confirmedAt).not.toBeNull();
  });
});

describe("a signed-in user's alert", () => {
  it('for their own address, or a phone alone, starts at once; for another address it waits like a guest', async () => {
    const token = await accounts.signedUp('own-alerts@example.com', 'Derya', 'Kaya');
    const { option } = await flightOption('AYT', 48);
    const own = await create({ option, notify_email: 'Own-Alerts@example.com' }, { token });
    expect(own.json()).toMatchObject({ confirmed: true });
    const phone = await create({ option, notify_phone: '0532 999 88 77' }, { token });
    expect(phone.statusCode).toBe(201);
    expect(phone.json()).toMatchObject({ notify_email: null, confirmed: true });
    const other = await create({ option, notify_email: 'partner@example.com' }, { token });
    expect(other.json()).toMatchObject({ confirmed: false });

    expect(
      (await outboxTo(t.database.db, 'own-alerts@example.com')).filter((m) => m.text.includes('/price-alert/')),
    ).toEqual([]);
    expect(await outboxTo(t.database.db, 'partner@example.com')).toHaveLength(1);
    const list = (await c.call('GET', '/api/user/flight/price_alerts/', undefined, { token })).json().results;
    expect(list.map((a: { confirmed: boolean }) => a.confirmed).sort()).toEqual([false, true, true]);
  });

  it("is not blocked by a stranger's waiting alert for the same address; the stranger's link then says it exists", async () => {
    const { option } = await flightOption('ADB', 48);
    const stranger = await create({ option, notify_email: 'owner@example.com' });
    expect(stranger.json().confirmed).toBe(false);
    const token = await accounts.signedUp('owner@example.com', 'Okan', 'Demir');
    const mine = await create({ option, notify_email: 'owner@example.com' }, { token });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().confirmed).toBe(true);

    const path = await confirmationPath(t, 'owner@example.com');
    const late = await post(path);
    expect(late.statusCode).toBe(200);
    expect(late.body).toContain('You already have this price alert');
    expect(await rowOf(stranger.json().id)).toBeUndefined();
    // A confirmed alert holds its search and contact: a new request for them is refused as before.
    const twice = await create({ option, notify_email: 'owner@example.com' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().non_field_errors).toEqual(['You have already created a price alert for this search.']);
  });

  it('two waiting twins confirmed at once: one starts, the other is told it exists', async () => {
    const { option } = await flightOption('ESB', 48);
    await create({ option, notify_email: 'twins@example.com' });
    const first = await confirmationPath(t, 'twins@example.com');
    await create({ option, notify_email: 'twins@example.com' });
    const second = await confirmationPath(t, 'twins@example.com');
    const [a, b] = await Promise.all([post(first), post(second)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.body, b.body].filter((body) => body.includes('Price alert confirmed'))).toHaveLength(1);
    expect([a.body, b.body].filter((body) => body.includes('You already have this price alert'))).toHaveLength(1);
    const rows = await t.database.db.select().from(priceAlerts).where(eq(priceAlerts.optionId, option));
    expect(rows.map((r) => r.confirmedAt !== null)).toEqual([true]);
  });
});

describe('how many alerts may be asked for', () => {
  const at = (ip: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/flight/info/price-alert/',
      remoteAddress: ip,
      headers: { 'accept-language': 'en' },
      payload: body,
    });

  it('5 a day for one e-mail address, even when 10 ask at once from 10 addresses', async () => {
    const { option } = await flightOption('GZT', 49);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => at(`10.73.1.${i + 1}`, { option, notify_email: 'victim@example.com' })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(201), ...Array(5).fill(429)]);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toEqual({
      detail: 'Too many price alerts for this e-mail address or phone number today. Please try again tomorrow.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    await waitForMail(t);
    expect(mailer.sent.filter((m) => m.to === 'victim@example.com')).toHaveLength(5);
  });

  it('5 a day for one phone number, whatever the e-mail beside it', async () => {
    const { option } = await flightOption('DLM', 49);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        at(`10.73.2.${i + 1}`, { option, notify_email: `pump${i}@example.com`, notify_phone: '0532 777 66 55' }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(5);
  });

  it('20 an hour from one client address, answered 429 in the API shape', async () => {
    const { option } = await flightOption('BJV', 49);
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await at('10.73.3.1', { option, notify_email: `many${i}@example.com` }));
    expect(answers.slice(0, 20).every((a) => a.statusCode === 201)).toBe(true);
    expect(answers[20]!.statusCode).toBe(429);
    expect(answers[20]!.json()).toEqual({ detail: 'Too many attempts. Please wait a few minutes and try again.' });
  });

  it("a signed-in user's alerts for their own address are not counted against it", async () => {
    const token = await accounts.signedUp('frequent@example.com', 'Ela', 'Koç');
    const destinations = ['AYT', 'ADB', 'ESB', 'DLM', 'BJV', 'GZT'];
    for (const to of destinations) {
      const { option } = await flightOption(to, 50);
      const res = await create({ option, notify_email: 'frequent@example.com' }, { token });
      expect(res.statusCode, to).toBe(201);
    }
  });
});
