import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { priceAlerts, searchOptions, smsOutbox } from '../src/db/schema.js';
import { accountClient } from './account-helpers.js';
import { confirmByMail } from './alert-helpers.js';
import { bookingClient, plusDays, sellOut } from './booking-helpers.js';
import { createTestApp, MemoryMailer, outboxTo, secondInstance, type TestApp, waitForMail } from './helpers.js';

let t: TestApp;
const mailer = new MemoryMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(() => t.close());
const c = bookingClient(() => t, 91);
const accounts = accountClient(() => t, mailer, 92);

/** A flight search's option id, without selecting anything. */
async function flightOption(from: string, to: string, date: string) {
  const started = await c.call('POST', '/api/flight/gateway/search/', {
    fly_type: 'OW',
    departure_airport: await c.airportId(from),
    arrival_airport: await c.airportId(to),
    departure_date: date,
    adult: 1,
  });
  expect(started.statusCode).toBe(200);
  const session = started.json().session_unique;
  const view = (await c.call('GET', `/api/flight/gateway/search/?session_unique=${session}`)).json();
  return { option: started.json().form_data.option as number, view };
}
const alert = (product: string, body: object, token?: string, lang = 'en') =>
  c.call('POST', `/api/${product}/info/price-alert/`, body, { token, lang });

describe('creating a price alert', () => {
  let option: number;
  let cheapest: number;
  beforeAll(async () => {
    const found = await flightOption('IST', 'ERZ', plusDays(45));
    option = found.option;
    cheapest = Math.min(...found.view.search.map((r: { price: { total: number } }) => r.price.total));
  });

  it('a guest creates one at the lowest price of the search, to be confirmed by mail', async () => {
    const res = await alert('flight', { option, notify_email: 'Watcher@Example.com', notify_phone: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      option,
      notify_email: 'watcher@example.com',
      notify_phone: null,
      active: true,
      old_price: cheapest,
      new_price: cheapest,
      confirmed: false,
    });
    await confirmByMail(t, 'watcher@example.com');
  });

  it('the same search and contact again is refused', async () => {
    const res = await alert('flight', { option, notify_email: 'watcher@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['You have already created a price alert for this search.'] });
  });

  it.each([
    [
      'no contact at all',
      { notify_email: '', notify_phone: '' },
      'non_field_errors',
      'Please fill in at least one field',
    ],
    ['a bad e-mail', { notify_email: 'watcher@' }, 'notify_email', 'Please enter a valid email.'],
    [
      'a phone that is not a Turkish mobile',
      { notify_phone: '53212' },
      'notify_phone',
      'Please enter a valid phone number.',
    ],
    ['an unknown option', { option: 99_999_999, notify_email: 'a@example.com' }, 'option', 'Invalid value.'],
  ])('refuses %s', async (_name, body, field, message) => {
    const res = await alert('flight', { option, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([message]);
  });

  it('takes a phone written with +90 and spaces', async () => {
    const res = await alert('flight', { option, notify_email: 'phone@example.com', notify_phone: '+90 532 123 45 67' });
    expect(res.json().notify_phone).toBe('5321234567');
  });

  it("a signed-in user's alert is theirs, listed with its search; others see none", async () => {
    const token = await accounts.signedUp('alerts@example.com', 'Sibel', 'Aksoy');
    expect((await alert('flight', { option, notify_email: 'alerts@example.com' }, token)).statusCode).toBe(201);
    const list = (await c.call('GET', '/api/user/flight/price_alerts/', undefined, { token })).json();
    expect(list.results).toHaveLength(1);
    expect(list.results[0]).toMatchObject({
      active: true,
      option,
      option_detail: {
        departure_airport: { code: 'IST' },
        arrival_airport: { code: 'ERZ' },
        departure_date: plusDays(45),
        return_date: null,
      },
    });
    const other = await accounts.signedUp('other-alerts@example.com', 'Can', 'Ekin');
    expect((await c.call('GET', '/api/user/flight/price_alerts/', undefined, { token: other })).json().results).toEqual(
      [],
    );
    expect((await c.call('GET', '/api/user/flight/price_alerts/')).statusCode).toBe(401);
  });

  it('a transfer alert describes its locations, date and pick-up time', async () => {
    const places = (await c.call('GET', '/api/transfer/location/?keyword=kemer')).json().results;
    const airport = (await c.call('GET', '/api/transfer/location/?keyword=AYT')).json().results;
    const started = await c.call('POST', '/api/transfer/gateway/search/', {
      departure_location_id: airport[0].id,
      arrival_location_id: places[0].id,
      departure_date: plusDays(30),
      departure_pickup_time: '12:00',
      passenger_count: 2,
      baggage_count: 2,
    });
    const token = await accounts.signedUp('transfer-alerts@example.com', 'Ece', 'Tan');
    const res = await alert(
      'transfer',
      { option: started.json().form_data.option, notify_email: 'transfer-alerts@example.com' },
      token,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().new_price).toBeGreaterThan(0);
    const list = (await c.call('GET', '/api/user/transfer/price_alerts/', undefined, { token })).json();
    expect(list.results[0].option_detail).toMatchObject({
      departure_date: plusDays(30),
      departure_pickup_time: '12:00',
      arrival_location: { name: places[0].name },
    });
    // A flight option is not a transfer option.
    expect((await alert('transfer', { option: 1, notify_email: 'x@example.com' })).statusCode).toBe(400);
  });
});

describe('the re-pricing job', () => {
  it('tells the user, the mailbox and the phone when the lowest price moves, and checks once per round', async () => {
    const date = plusDays(50);
    const { option, view } = await flightOption('IST', 'KSY', date);
    const token = await accounts.signedUp('mover@example.com', 'Aylin', 'Kurt');
    const created = (
      await alert('flight', { option, notify_email: 'mover@example.com', notify_phone: '05321112233' }, token)
    ).json();

    // Travellers buy every seat of the cheapest flight: it is no longer offered, the lowest price rises.
    const cheapest = [...view.search].sort(
      (a: { price: { total: number } }, b: { price: { total: number } }) => a.price.total - b.price.total,
    )[0];
    await sellOut(t, cheapest.transfers);
    // The server's own rounds run too (every minute, and one at start): one may have checked the
    // alert since it was made. A round of the next interval checks it whatever they did, and its
    // stamp keeps them off it from then on. The move is recorded once, by whichever round saw it.
    const now = Date.now() + 3_600_000;
    await t.app.priceAlertJob.round(now);
    const [row] = await t.database.db.select().from(priceAlerts).where(eq(priceAlerts.id, created.id));
    expect(row!.oldPrice).toBe(created.new_price);
    expect(row!.newPrice).toBeGreaterThan(created.new_price);
    expect(row!.checkedAt!.getTime()).toBe(now);

    const list = (await c.call('GET', '/api/user/flight/price_alerts/', undefined, { token })).json();
    expect(list.results[0]).toMatchObject({ old_price: created.new_price, new_price: row!.newPrice });
    const notes = (await c.call('GET', '/api/notification/list/', undefined, { token })).json();
    expect(notes.results[0].title).toBe('A price you watch has changed');
    // Mail leaves as a job once the round has queued it.
    const isAlertMail = (m: { to: string; subject: string }) =>
      m.to === 'mover@example.com' && m.subject.startsWith('Price alert');
    await waitForMail(t, () => mailer.sent.some(isAlertMail));
    const mail = mailer.sent.find(isAlertMail);
    expect(mail?.text).toContain(`/flight/search-gate/${option}`);
    expect(mail?.text).toMatch(/gone up/);
    const sms = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+905321112233'));
    expect(sms).toHaveLength(1);

    // The same round again checks nothing; the next round checks it once more.
    expect((await t.app.priceAlertJob.round(now)).checked).toBe(0);
    await t.app.priceAlertJob.round(now + 3_600_000);
    const [again] = await t.database.db.select().from(priceAlerts).where(eq(priceAlerts.id, created.id));
    expect(again!.checks).toBe(row!.checks + 1);
    // One price-alert mail in the outbox (the account's activation mail is there too).
    const alertMails = await outboxTo(t.database.db, 'mover@example.com');
    expect(alertMails.filter((m) => m.subject.startsWith('Price alert'))).toHaveLength(1);
  });

  it('an alert whose date has passed becomes inactive, and its search answers 400', async () => {
    const { option } = await flightOption('IST', 'TZX', plusDays(3));
    const created = (await alert('flight', { option, notify_email: 'late@example.com' })).json();
    await confirmByMail(t, 'late@example.com');
    await t.database.db.execute(
      sql`update search_options set params = jsonb_set(params, '{departure_date}', '"2020-01-10"') where id = ${option}`,
    );
    // An option never changes once written, so a running server keeps it in memory; the days that
    // pass are played by rewriting the row, which a freshly started instance reads.
    const later = await secondInstance(t);
    await later.app.priceAlertJob.round(Date.now() + 7_200_000);
    const [row] = await t.database.db.select().from(priceAlerts).where(eq(priceAlerts.id, created.id));
    expect(row!.active).toBe(false);
    const rerun = await bookingClient(() => later, 94).call('POST', '/api/flight/gateway/search/', { option });
    expect(rerun.statusCode).toBe(400);
    expect(rerun.json().departure_date).toEqual(['Departure date cannot be earlier than today']);
    const [opt] = await t.database.db.select().from(searchOptions).where(eq(searchOptions.id, option));
    expect(opt!.params.departure_date).toBe('2020-01-10');
    await later.close();
  });

  it('two server instances on one database share a round: each alert is checked once', async () => {
    const t2 = await secondInstance(t);
    const date = plusDays(60);
    const options = await Promise.all(
      ['AYT', 'ADB', 'ESB', 'DLM', 'BJV', 'GZT'].map((to) => flightOption('IST', to, date)),
    );
    for (const [i, o] of options.entries()) {
      expect((await alert('flight', { option: o.option, notify_email: `round${i}@example.com` })).statusCode).toBe(201);
      await confirmByMail(t, `round${i}@example.com`);
    }
    // A round takes the active alerts their addresses have confirmed (issue 36).
    const due = and(eq(priceAlerts.active, true), isNotNull(priceAlerts.confirmedAt));
    const before = new Map((await t.database.db.select().from(priceAlerts).where(due)).map((r) => [r.id, r.checks]));
    const later = Date.now() + 30 * 3_600_000;
    const [a, b] = await Promise.all([t.app.priceAlertJob.round(later), t2.app.priceAlertJob.round(later)]);
    const after = await t.database.db.select().from(priceAlerts).where(due);
    expect(after.length).toBeGreaterThanOrEqual(6);
    expect(a.checked + b.checked).toBe(after.length);
    // Every alert was checked exactly once by this round, by one instance or the other.
    for (const r of after) expect(r.checks).toBe((before.get(r.id) ?? 0) + 1);
    await t2.close();
  });
});

describe('PRICE_ALERT_INTERVAL', () => {
  it('a bad value stops the start with a message naming it', () => {
    expect(() => loadConfig({ PRICE_ALERT_INTERVAL: 'soon' })).toThrow(/PRICE_ALERT_INTERVAL/);
    expect(() => loadConfig({ PRICE_ALERT_INTERVAL: '0' })).toThrow(/PRICE_ALERT_INTERVAL/);
    expect(loadConfig({ PRICE_ALERT_INTERVAL: '5' }).priceAlertIntervalSeconds).toBe(5);
  });

  it('the server re-prices on its own every interval', async () => {
    const fast = await createTestApp({ env: { PRICE_ALERT_INTERVAL: '1' } });
    const fc = bookingClient(() => fast, 93);
    const started = await fc.call('POST', '/api/flight/gateway/search/', {
      fly_type: 'OW',
      departure_airport: await fc.airportId('IST'),
      arrival_airport: await fc.airportId('VAN'),
      departure_date: plusDays(44),
      adult: 1,
    });
    const created = (
      await fc.call('POST', '/api/flight/info/price-alert/', {
        option: started.json().form_data.option,
        notify_email: 'timer@example.com',
      })
    ).json();
    await confirmByMail(fast, 'timer@example.com');
    await new Promise((r) => setTimeout(r, 2_500));
    const [row] = await fast.database.db.select().from(priceAlerts).where(eq(priceAlerts.id, created.id));
    expect(row!.checks).toBeGreaterThanOrEqual(1);
    await fast.close();
  });
});
