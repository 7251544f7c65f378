// Pay plus completion as a traveller's browser drives them: POST the payment form, then POST the
// bank page's code (which completes the booking). Search, select and reading the code are set-up,
// outside the timing. Each run books one adult on its own day so no flight fills up.

import { send } from './http-client.mjs';
import { airportId } from './pages.mjs';

export const HEADERS = { 'content-type': 'application/json', 'accept-language': 'en' };

function tcNumber(seed) {
  const d = String(100_000_000 + ((seed * 7919) % 899_999_999))
    .split('')
    .map(Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  d.push((((odd * 7 - even) % 10) + 10) % 10);
  d.push(d.reduce((a, b) => a + b, 0) % 10);
  return d.join('');
}

export async function json(res) {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/**
 * Searches, selects and books one adult IST → AYT on day `20 + i % 60`, timing only the pay POST
 * and the bank code POST. `headers` may carry a sign-in token: the booking is then that user's.
 */
export async function bookFlight(base, i, where) {
  const booking = await payAndComplete(base, await prepareFlightBooking(base, i, where));
  if (booking.status !== 'completed') throw new Error(`booking did not complete: ${booking.status}`);
  return booking;
}

/**
 * A traveller up to the payment form: search (on day `20 + i % 60`, or `date`), results, the
 * `fare` of the first flight offered (or of `flightNumber`, or the `choice`-th), payment data. Answers the pay POST's
 * body and the flight chosen.
 */
export async function prepareFlightBooking(
  base,
  i,
  { from, to, headers = HEADERS, fare = 'LIGHT', date: day, flightNumber, choice = 0 },
) {
  const date = day ?? new Date(Date.now() + (20 + (i % 60)) * 86_400_000).toISOString().slice(0, 10);
  const form = {
    fly_type: 'OW',
    departure_airport: from,
    arrival_airport: to,
    departure_date: date,
    return_date: null,
    adult: 1,
    child: 0,
    infant: 0,
    senior: 0,
    flight_class: 'ECONOMY',
  };
  const { session_unique } = await json(
    await send(`${base}/api/flight/gateway/search/`, { method: 'POST', headers, body: JSON.stringify(form) }),
  );
  const view = await json(
    await send(`${base}/api/flight/gateway/search/?session_unique=${session_unique}`, { headers }),
  );
  const chosen = flightNumber
    ? view.search.find((r) => r.information.flight_number === flightNumber)
    : view.search[choice % view.search.length];
  if (!chosen) throw new Error(`flight ${flightNumber} is not offered`);
  await json(
    await send(`${base}/api/flight/gateway/search/select/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ session_unique, product_ids: [chosen.product_id], alternative_prices: [fare] }),
    }),
  );
  const data = await json(
    await send(`${base}/api/flight/gateway/payment/?session_unique=${session_unique}`, { headers }),
  );
  const body = {
    session_unique,
    passengers: [
      {
        pax_type: 'ADT',
        name: 'Ayşe',
        surname: 'Yılmaz',
        gender: 'F',
        foregein_citizen: false,
        citizen_number: tcNumber(i + 1),
        birth_date: '1990-05-04',
        nationality: null,
        passport: null,
        passport_expiry_date: null,
      },
    ],
    email: 'bench@example.com',
    phone_code: '90',
    phone: '5321234567',
    card_owner: 'Ayşe Yılmaz',
    card_number: '4111 1111 1111 1111',
    card_expiry: '12/30',
    card_cvc: '123',
    has_invoice: false,
    condition: true,
  };
  if (data.form_rules.passengers.length !== 1) throw new Error('unexpected party');
  const legs = data.departure_booking.transfers;
  return { headers, body, flight: { number: legs[0].flight_number, legs: legs.length } };
}

/**
 * The pay POST, the bank page and its code POST of a prepared booking. Answers its status on the
 * bank's finish page (`completed`, or `failed` when its seats were gone) or `refused` when the pay
 * itself was, the milliseconds of the two POSTs and of the code POST alone. A booking the code's
 * answer shows `confirming` (03 §17: the airline is slow) is followed through booking info until it
 * settles, unless `settle` is false. Throws on any answer a traveller should never get.
 */
export async function payAndComplete(base, { headers, body }, { settle = true } = {}) {
  const t0 = performance.now();
  const pay = await json(
    await send(`${base}/api/flight/gateway/payment/`, { method: 'POST', headers, body: JSON.stringify(body) }),
  );
  const t1 = performance.now();
  if (!pay.status) return { status: 'refused', message: pay.message, ms: t1 - t0 };
  const bankPath = new URL(pay.pay_url).pathname;
  const page = await (await send(`${base}${bankPath}`)).text();
  const code = /data-test-code="(\d{6})"/.exec(page)?.[1];
  const t2 = performance.now();
  const done = await send(`${base}${bankPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `code=${code}`,
  });
  const finish = await done.text();
  const t3 = performance.now();
  let status = /data-status="([a-z]+)"/.exec(finish)?.[1];
  if (!done.ok || !status) throw new Error(`the bank code answered ${done.status} without a status`);
  while (settle && status === 'confirming') {
    await new Promise((r) => setTimeout(r, 50));
    status = (await json(await send(`${base}/api/flight/booking/info/${pay.unique_code}/`, { headers }))).status;
  }
  return { status, ms: t1 - t0 + (t3 - t2), codeMs: t3 - t2, uniqueCode: pay.unique_code };
}

export const airports = async (base) => ({ from: await airportId(base, 'IST'), to: await airportId(base, 'AYT') });

/** Median milliseconds of pay + completion over `runs` bookings (after `warm` unmeasured ones). */
export async function measurePayAndComplete(base, runs = 30, warm = 3) {
  const where = await airports(base);
  const times = [];
  for (let i = 0; i < runs + warm; i++) {
    const { ms } = await bookFlight(base, i, where);
    if (i >= warm) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/** Where the transfer bench rides (AYT → Kemer) and the TR country id for its leader. */
export async function transferPlaces(base) {
  const place = async (keyword) =>
    (await json(await send(`${base}/api/transfer/location/?keyword=${encodeURIComponent(keyword)}`))).results[0].id;
  const countries = (await json(await send(`${base}/api/countries/`, { headers: HEADERS }))).results;
  return { from: await place('AYT'), to: await place('Kemer'), tr: countries.find((c) => c.code === 'TR').id };
}

/** Books one transfer for two with a child seat on day `20 + i % 60`, timing the pay and bank code POSTs. */
export async function bookTransfer(base, i, { from, to, tr }) {
  const date = new Date(Date.now() + (20 + (i % 60)) * 86_400_000).toISOString().slice(0, 10);
  const form = {
    departure_location_id: from,
    arrival_location_id: to,
    departure_date: date,
    departure_pickup_time: '12:00',
    passenger_count: 2,
    baggage_count: 2,
  };
  const { session_unique } = await json(
    await send(`${base}/api/transfer/gateway/search/`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify(form),
    }),
  );
  const view = await json(
    await send(`${base}/api/transfer/gateway/search/?session_unique=${session_unique}`, { headers: HEADERS }),
  );
  // Spread the runs over vendors and models so no fleet runs out.
  const offer = view.search.filter((r) => r.information.transfer_type_code !== 2)[i % 5];
  await json(
    await send(`${base}/api/transfer/gateway/search/select/`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({ session_unique, product_id: offer.product_id }),
    }),
  );
  await json(
    await send(`${base}/api/transfer/gateway/payment/?session_unique=${session_unique}`, { headers: HEADERS }),
  );
  const body = {
    session_unique,
    passengers: [
      { name: 'Ayşe', surname: 'Yılmaz', nationality: tr },
      { name: 'Mehmet', surname: 'Yılmaz', nationality: null },
    ],
    email: 'bench@example.com',
    phone_code: '90',
    phone: '5321234567',
    extra_products: { 1: 1 },
    transfer: { flight_number: 'TK2412', airline_code: 'TK', note: null },
    card_owner: 'Ayşe Yılmaz',
    card_number: '4111 1111 1111 1111',
    card_expiry: '12/30',
    card_cvc: '123',
    has_invoice: false,
    condition: true,
  };
  const t0 = performance.now();
  const pay = await json(
    await send(`${base}/api/transfer/gateway/payment/`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify(body),
    }),
  );
  const t1 = performance.now();
  if (!pay.status) throw new Error(`pay refused: ${pay.message}`);
  const bankPath = new URL(pay.pay_url).pathname;
  const code = /data-test-code="(\d{6})"/.exec(await (await send(`${base}${bankPath}`)).text())?.[1];
  const t2 = performance.now();
  const finish = await (
    await send(`${base}${bankPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `code=${code}`,
    })
  ).text();
  const t3 = performance.now();
  if (!finish.includes('data-status="completed"')) throw new Error('transfer booking did not complete');
  return { ms: t1 - t0 + (t3 - t2), uniqueCode: pay.unique_code };
}

/** Median milliseconds of a transfer's pay + completion (AYT → Kemer, two passengers, one extra). */
export async function measureTransferPayAndComplete(base, runs = 30, warm = 3) {
  const places = await transferPlaces(base);
  const times = [];
  for (let i = 0; i < runs + warm; i++) {
    const { ms } = await bookTransfer(base, i, places);
    if (i >= warm) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}
