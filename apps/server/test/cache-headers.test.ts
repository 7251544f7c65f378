import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient } from './account-helpers.js';
import { bookingClient, guestCheckout, plusDays } from './booking-helpers.js';
import { createTestApp, MemoryMailer, type TestApp } from './helpers.js';

/**
 * Issue 36, item 12: no answer of the API is kept by the browser or a cache between (a booking
 * opened by its code holds a person's data without any Authorization header), unless its route
 * chose a cache of its own; every answer, page or API, carries a Permissions-Policy that switches
 * off the device features the product never uses.
 */
let t: TestApp;
const mailer = new MemoryMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(() => t.close());
const c = bookingClient(() => t, 75);
const accounts = accountClient(() => t, mailer, 76);

const noStore = (res: { headers: Record<string, unknown> }, what: string) =>
  expect(res.headers['cache-control'], what).toBe('no-store');

describe('Cache-Control on the API', () => {
  it("a signed-in user's data: account, passengers, bills, alerts, notifications, trips", async () => {
    const token = await accounts.signedUp('cached@example.com', 'Aras', 'Öz');
    for (const url of [
      '/api/user/',
      '/api/user/passengers/',
      '/api/user/bills/',
      '/api/user/flight/price_alerts/',
      '/api/notification/list/',
      '/api/user/flight/bookings/',
      '/api/user/transfer/bookings/',
    ]) {
      const res = await c.call('GET', url, undefined, { token });
      expect(res.statusCode, url).toBe(200);
      noStore(res, url);
    }
    // Refusals too: a 401 says an account exists behind a path.
    noStore(await c.call('GET', '/api/user/'), '401');
  });

  it("a guest's booking opened by its code, and the payment data of its search", async () => {
    const { sessionUnique } = await c.searchAndSelect({ from: 'IST', to: 'ADB', date: plusDays(33) });
    const data = await c.call('GET', `/api/flight/gateway/payment/?session_unique=${sessionUnique}`);
    noStore(data, 'payment data');
    const paid = await c.call(
      'POST',
      '/api/flight/gateway/payment/',
      c.payBody(sessionUnique, data.json().form_rules, { checkout: guestCheckout(sessionUnique) }),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    noStore(paid, 'pay');
    const bank = await c.bankCode(paid.json().pay_url);
    await c.submitCode(bank.path, bank.code);
    const detail = await c.call('GET', `/api/flight/booking/${paid.json().unique_code}/?passenger=1&tickets=1`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().info.status).toBe('completed');
    noStore(detail, 'booking detail');
    noStore(await c.call('GET', `/api/flight/booking/info/${paid.json().unique_code}/`), 'booking info');
  });

  it('a price alert created by a guest, and every other API answer', async () => {
    const started = await c.call('POST', '/api/flight/gateway/search/', {
      fly_type: 'OW',
      departure_airport: await c.airportId('IST'),
      arrival_airport: await c.airportId('AYT'),
      departure_date: plusDays(34),
      adult: 1,
    });
    noStore(started, 'search');
    const alert = await c.call('POST', '/api/flight/info/price-alert/', {
      option: started.json().form_data.option,
      notify_email: 'cache-watch@example.com',
    });
    expect(alert.statusCode).toBe(201);
    noStore(alert, 'alert');
    noStore(await c.call('GET', '/api/countries/'), 'reference data');
    noStore(await c.call('GET', '/api/nowhere/'), '404');
  });

  it("a route's own cache header stands: the airline badges are cached for a week", async () => {
    const logo = await c.call('GET', '/api/flight/airline/TK/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=604800');
  });
});

describe('Permissions-Policy', () => {
  it('on API answers and on pages, with the features the app never uses switched off', async () => {
    const answers = [
      await c.call('GET', '/api/countries/'),
      await c.call('GET', '/payment/AbCdEfGhIjKlMnOpQrStUv12/'),
      await c.call('GET', '/price-alert/stop/AbCdEfGhIjKlMnOpQrStUv12'),
      await c.call('GET', '/api/docs/'),
      await c.call('GET', '/payment/%E0%A4%A/'),
    ];
    for (const res of answers) {
      const policy = String(res.headers['permissions-policy']);
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=(self)'])
        expect(policy).toContain(feature);
      // The web app copies a PNR and a link, and shares: those stay allowed for its own pages.
      expect(policy).not.toMatch(/clipboard-write|web-share/);
    }
  });
});
