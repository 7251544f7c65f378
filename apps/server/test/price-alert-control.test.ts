import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceAlerts } from '../src/db/schema.js';
import { accountClient } from './account-helpers.js';
import { confirmByMail } from './alert-helpers.js';
import { bookingClient, plusDays, sellOut } from './booking-helpers.js';
import { createTestApp, MemoryMailer, type TestApp, waitForMail } from './helpers.js';

// Issue 20 / 03 §15: alerts the traveller controls: delete, stop from the mail, a target price.
let t: TestApp;
const mailer = new MemoryMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(() => t.close());
const c = bookingClient(() => t, 97);
const accounts = accountClient(() => t, mailer, 98);

async function flightOption(to: string, days: number) {
  const started = await c.call('POST', '/api/flight/gateway/search/', {
    fly_type: 'OW',
    departure_airport: await c.airportId('IST'),
    arrival_airport: await c.airportId(to),
    departure_date: plusDays(days),
    adult: 2,
  });
  const view = (
    await c.call('GET', `/api/flight/gateway/search/?session_unique=${started.json().session_unique}`)
  ).json();
  return { option: started.json().form_data.option as number, view };
}
const create = (product: string, body: object, token?: string) =>
  c.call('POST', `/api/${product}/info/price-alert/`, body, { token });

/** Every seat of the search's cheapest flight sells: its lowest price goes up. */
async function sellCheapest(view: { search: Array<{ price: { total: number }; transfers: never[] }> }) {
  const cheapest = [...view.search].sort((a, b) => a.price.total - b.price.total)[0]!;
  await sellOut(t, cheapest.transfers);
}

describe('deleting an alert', () => {
  it('the owner deletes it (204) and it is gone; another user cannot (404)', async () => {
    const owner = await accounts.signedUp('alert-owner@example.com', 'Seda', 'Tan');
    const other = await accounts.signedUp('alert-other@example.com', 'Kerem', 'Ak');
    const { option, view } = await flightOption('TZX', 40);
    const made = (await create('flight', { option, notify_email: 'alert-owner@example.com' }, owner)).json();
    const list = (await c.call('GET', '/api/user/flight/price_alerts/', undefined, { token: owner })).json();
    // My Price Alerts shows who travels and what the search costs now.
    expect(list.results[0]).toMatchObject({
      id: made.id,
      new_price: Math.min(...view.search.map((r: { price: { total: number } }) => r.price.total)),
    });
    expect(list.results[0].option_detail).toMatchObject({ adult: 2, child: 0, infant: 0, senior: 0 });

    const refused = await c.call('DELETE', `/api/user/flight/price_alerts/${made.id}/`, undefined, { token: other });
    expect(refused.statusCode).toBe(404);
    expect(await t.database.db.select().from(priceAlerts).where(eq(priceAlerts.id, made.id))).toHaveLength(1);
    expect((await c.call('DELETE', `/api/user/flight/price_alerts/${made.id}/`)).statusCode).toBe(401);
    const gone = await c.call('DELETE', `/api/user/flight/price_alerts/${made.id}/`, undefined, { token: owner });
    expect(gone.statusCode).toBe(204);
    expect(await t.database.db.select().from(priceAlerts).where(eq(priceAlerts.id, made.id))).toHaveLength(0);
    expect(
      (await c.call('DELETE', `/api/user/flight/price_alerts/${made.id}/`, undefined, { token: owner })).statusCode,
    ).toBe(404);
  });
});

describe("an alert mail's stop link", () => {
  it("stops a guest's alert, from the page and by one click, and carries List-Unsubscribe", async () => {
    const { option, view } = await flightOption('GZT', 41);
    const made = (await create('flight', { option, notify_email: 'guest-watch@example.com' })).json();
    await confirmByMail(t, 'guest-watch@example.com');
    await sellCheapest(view);
    // A round of its own: the app's own timer may already have checked the alert in the current one.
    await t.app.priceAlertJob.round(Date.now() + 7_200_000);
    // The mail leaves through the background outbox: wait for it.
    // The first mail to the address asked it to confirm; the alert's own mail carries the stop link.
    const isAlertMail = (m: { to: string; text: string }) =>
      m.to === 'guest-watch@example.com' && m.text.includes('/price-alert/stop/');
    await waitForMail(t, () => mailer.sent.some(isAlertMail));
    const mail = mailer.sent.find(isAlertMail)!;
    const stop = /https?:\/\/\S+\/price-alert\/stop\/[A-Za-z0-9_-]+/.exec(mail.text)![0];
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${stop}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.html).toContain(stop);
    const path = new URL(stop).pathname;

    // Opening the link (a mail scanner does too) only asks.
    const page = await c.call('GET', path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop this price alert?');
    expect((await t.database.db.select().from(priceAlerts).where(eq(priceAlerts.id, made.id)))[0]!.active).toBe(true);

    // The mail client's one-click POST stops it.
    const click = await c.call('POST', path, { 'List-Unsubscribe': 'One-Click' }, { form: true });
    expect(click.statusCode).toBe(200);
    expect(click.body).toContain('Price alert stopped');
    expect((await t.database.db.select().from(priceAlerts).where(eq(priceAlerts.id, made.id)))[0]!.active).toBe(false);
    expect((await c.call('GET', path)).body).toContain('Price alert stopped');
    expect((await c.call('GET', '/price-alert/stop/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')).statusCode).toBe(404);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('stops the alert when the mail provider posts multipart/form-data, as Gmail does', async () => {
    const token = await accounts.signedUp('one-click@example.com', 'Nil', 'Er');
    const { option } = await flightOption('ERZ', 43);
    const made = (await create('flight', { option, notify_email: 'one-click@example.com' }, token)).json();
    const [row] = await t.database.db.select().from(priceAlerts).where(eq(priceAlerts.id, made.id));
    const boundary = '----provider7MA4YWxkTrZu0gW';
    const click = await t.app.inject({
      method: 'POST',
      url: `/price-alert/stop/${row!.stopCode}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(click.statusCode, click.body).toBe(200);
    expect(click.body).toContain('Price alert stopped');
    expect((await t.database.db.select().from(priceAlerts).where(eq(priceAlerts.id, made.id)))[0]!.active).toBe(false);
  });
});

describe('a target price', () => {
  it('is stored, and only a lowest price at or below it is told', async () => {
    const { option, view } = await flightOption('VAN', 42);
    const cheapest = Math.min(...view.search.map((r: { price: { total: number } }) => r.price.total));
    const made = (
      await create('flight', { option, notify_email: 'target@example.com', target_price: cheapest - 100 })
    ).json();
    expect(made.target_price).toBe(cheapest - 100);
    await confirmByMail(t, 'target@example.com');
    await sellCheapest(view);
    // A round of its own: the app's own timer may already have checked the alert in the current one.
    await t.app.priceAlertJob.round(Date.now() + 7_200_000);
    const [row] = await t.database.db.select().from(priceAlerts).where(eq(priceAlerts.id, made.id));
    expect(row!.newPrice).toBeGreaterThan(cheapest);
    expect(row!.targetPrice).toBe(cheapest - 100);
    await waitForMail(t);
    expect(
      mailer.sent.filter((m) => m.to === 'target@example.com' && m.subject.startsWith('Price alert')),
    ).toHaveLength(0);
    expect((await create('flight', { option, notify_email: 'x@example.com', target_price: -5 })).statusCode).toBe(400);
  });
});
