import { todayInTurkey } from '@yolcu/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { airports, countries, flightInventory } from '../src/db/schema.js';
import { seatsTotal } from '../src/integrations/flights/builtin/builtin-supplier.js';
import type { TestApp } from './helpers.js';

export const CARDS = {
  ok: '4111 1111 1111 1111',
  mastercard: '5555 5555 5555 4444',
  declined: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
} as const;

/** A Turkish ID number with both check digits right, different for each seed. */
export function tcNumber(seed: number): string {
  const d = String(100_000_000 + ((seed * 7919) % 899_999_999))
    .split('')
    .map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  d.push((((odd * 7 - even) % 10) + 10) % 10);
  d.push(d.reduce((a, b) => a + b, 0) % 10);
  return d.join('');
}

/** Travellers buy every economy seat of these legs (a results card's `transfers`): the flight is full. */
export async function sellOut(
  app: TestApp,
  legs: Array<{ flight_number: string; departure_date: string; fly_duration: number }>,
) {
  for (const leg of legs) {
    const total = seatsTotal(leg.flight_number, 'ECONOMY', leg.fly_duration);
    await app.database.db
      .insert(flightInventory)
      .values({
        flightKey: leg.flight_number,
        date: leg.departure_date,
        cabin: 'ECONOMY',
        seatsTotal: total,
        seatsSold: total,
      })
      .onConflictDoNothing();
  }
}

export const plusDays = (n: number, from = todayInTurkey()) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
export const yearsBefore = (date: string, years: number) => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;

/** A guest checkout token that stands for one guest paying on one search session. */
export const guestCheckout = (sessionUnique: string, guest = 'g') =>
  `${guest}-${sessionUnique.replace(/[^A-Za-z0-9_-]/g, '')}`.padEnd(22, '0').slice(0, 64);

/** Search, API and bank-page calls for booking tests, each from its own client address. */
export function bookingClient(getApp: () => TestApp, subnet: number) {
  let ip = 1;
  const call = (
    method: string,
    url: string,
    payload?: object,
    opts: { token?: string; lang?: string; form?: boolean } = {},
  ) =>
    getApp().app.inject({
      method: method as 'GET',
      url,
      remoteAddress: `10.${subnet}.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
      headers: {
        'accept-language': opts.lang ?? 'en',
        ...(opts.token ? { authorization: `Token ${opts.token}` } : {}),
        ...(opts.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(opts.form ? { payload: new URLSearchParams(payload as Record<string, string>).toString() } : { payload }),
    });

  const airportId = async (code: string) =>
    (await getApp().database.db.select().from(airports).where(eq(airports.code, code)))[0]!.id;
  const countryId = async (code: string) =>
    (await getApp().database.db.select().from(countries).where(eq(countries.code, code)))[0]!.id;

  /** Searches and selects the cheapest offer (the first outbound, plus the first return leg by leg). */
  async function searchAndSelect(opts: {
    from: string;
    to: string;
    date: string;
    returnDate?: string;
    adult?: number;
    child?: number;
    infant?: number;
    senior?: number;
    fare?: string;
    token?: string;
  }) {
    const form = {
      fly_type: opts.returnDate ? 'RT' : 'OW',
      departure_airport: await airportId(opts.from),
      arrival_airport: await airportId(opts.to),
      departure_date: opts.date,
      return_date: opts.returnDate ?? null,
      adult: opts.adult ?? 1,
      child: opts.child ?? 0,
      infant: opts.infant ?? 0,
      senior: opts.senior ?? 0,
      flight_class: 'ECONOMY',
    };
    const started = await call('POST', '/api/flight/gateway/search/', form, { token: opts.token });
    expect(started.statusCode).toBe(200);
    const sessionUnique: string = started.json().session_unique;
    const view = (await call('GET', `/api/flight/gateway/search/?session_unique=${sessionUnique}`)).json();
    const first = view.search[0];
    const fare = opts.fare ?? 'LIGHT';
    let productIds = [first.product_id as string];
    if (opts.returnDate && !view.search_options.is_packaged) {
      const back = (
        await call('POST', '/api/flight/gateway/search/return_items/', {
          session_unique: sessionUnique,
          product_ids: productIds,
        })
      ).json();
      productIds = [...productIds, back.search[0].product_id];
    }
    const fares = view.search_options.is_packaged ? [fare] : productIds.map(() => fare);
    const selected = await call('POST', '/api/flight/gateway/search/select/', {
      session_unique: sessionUnique,
      product_ids: productIds,
      alternative_prices: fares,
    });
    expect(selected.json()).toMatchObject({ status: true });
    return {
      sessionUnique,
      view,
      shownTotal: view.search_options.is_packaged
        ? first.price.alternative_prices.find((a: { code: string }) => a.code === fare).price.total
        : undefined,
    };
  }

  /** A valid pay body for the party in the payment data's form rules. */
  function payBody(
    sessionUnique: string,
    rules: { passengers: string[]; departure_date: string; last_date: string; international: boolean },
    over: Record<string, unknown> = {},
  ) {
    const ages: Record<string, number> = { ADT: 30, CHD: 7, INF: 1, SNR: 70 };
    const names = ['Ayşe', 'Mehmet', 'Zeynep', 'Emre', 'Elif', 'Murat', 'Derya'];
    return {
      session_unique: sessionUnique,
      // The same guest's checkout for the session (03 §12): a second pay replaces this guest's attempt.
      checkout: guestCheckout(sessionUnique),
      passengers: rules.passengers.map((type, i) => ({
        pax_type: type,
        name: names[i % names.length],
        surname: 'Yılmaz',
        gender: i % 2 ? 'M' : 'F',
        foregein_citizen: false,
        citizen_number: tcNumber(i + 11),
        birth_date: yearsBefore(plusDays(-40, rules.departure_date), ages[type]!),
        nationality: null,
        passport: rules.international ? `U${String(10_000_000 + i)}` : null,
        passport_expiry_date: rules.international ? plusDays(800) : null,
      })),
      email: 'ayse@example.com',
      phone_code: '90',
      phone: '5321234567',
      card_owner: 'Ayşe Yılmaz',
      card_number: CARDS.ok as string,
      card_expiry: '12/30',
      card_cvc: '123',
      has_invoice: false,
      condition: true,
      ...over,
    };
  }

  async function paymentData(sessionUnique: string, token?: string) {
    const res = await call('GET', `/api/flight/gateway/payment/?session_unique=${sessionUnique}`, undefined, { token });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  /** Opens the bank page of a pay_url and reads the test code shown in it. */
  async function bankCode(payUrl: string) {
    const path = new URL(payUrl).pathname;
    const page = await call('GET', path);
    expect(page.statusCode).toBe(200);
    const code = /data-test-code="(\d{6})"/.exec(page.body)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    return { path, code: code!, page: page.body };
  }

  const submitCode = (path: string, code: string) => call('POST', path, { code }, { form: true });

  return { call, airportId, countryId, searchAndSelect, payBody, paymentData, bankCode, submitCode };
}
