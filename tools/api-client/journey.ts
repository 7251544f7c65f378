// Type-checked in CI against the client generated from /api/openapi.json (issue 22, 03 §16): a
// traveller's flight booking, search to pay, written only with what the document promises. A
// response without a schema, a status left out or a field renamed makes this file fail to compile.
// run-journey.ts then runs it against a real server (issue 41).
import createClient from 'openapi-fetch';
import type { paths } from './generated/api.js';

export async function bookCheapestFlight(baseUrl: string, from: number, to: number, day: string) {
  const api = createClient<paths>({ baseUrl, headers: { 'accept-language': 'en' } });

  const started = await api.POST('/api/flight/gateway/search/', {
    body: {
      fly_type: 'OW',
      departure_airport: from,
      arrival_airport: to,
      departure_date: day,
      adult: 1,
      flight_class: 'ECONOMY',
    },
  });
  if (!started.data) throw new Error(`search refused: ${JSON.stringify(started.error)}`);
  const session_unique = started.data.session_unique;

  const results = await api.GET('/api/flight/gateway/search/', { params: { query: { session_unique } } });
  if (!results.data || !('search' in results.data)) throw new Error('no results');
  const cheapest = [...results.data.search].sort((a, b) => a.price.total - b.price.total)[0];
  if (!cheapest) throw new Error('no flights');
  const fare: 'LIGHT' | 'STANDARD' | 'FLEX' = 'LIGHT';

  const selected = await api.POST('/api/flight/gateway/search/select/', {
    body: { session_unique, product_ids: [cheapest.product_id], alternative_prices: [fare] },
  });
  if (!selected.data?.status) throw new Error('select refused');

  const data = await api.GET('/api/flight/gateway/payment/', { params: { query: { session_unique } } });
  if (!data.data || !('form_rules' in data.data)) throw new Error('no payment data');
  const total: number = data.data.price.total;

  const paid = await api.POST('/api/flight/gateway/payment/', {
    body: {
      session_unique,
      passengers: [
        {
          pax_type: 'ADT',
          name: 'Ayşe',
          surname: 'Yılmaz',
          gender: 'F',
          foregein_citizen: false,
          citizen_number: '10000000146',
          birth_date: '1990-05-04',
          nationality: null,
          passport: null,
          passport_expiry_date: null,
        },
      ],
      email: 'ayse@example.com',
      phone_code: '90',
      phone: '5321234567',
      card_owner: 'Ayşe Yılmaz',
      card_number: '4111 1111 1111 1111',
      card_expiry: '12/30',
      card_cvc: '123',
      has_invoice: false,
      condition: true,
    },
  });
  if (paid.error) throw new Error(`pay refused: ${JSON.stringify(paid.error)}`);
  if (!paid.data || !('pay_url' in paid.data)) throw new Error('no bank page');
  const bankPage: string = paid.data.pay_url;
  const bookingCode: string = paid.data.unique_code;

  const info = await api.GET('/api/flight/booking/info/{unique_code}/', {
    params: { path: { unique_code: bookingCode } },
  });
  const status: 'pending' | 'confirming' | 'completed' | 'failed' | 'cancelled' | undefined = info.data?.status;
  return { total, bankPage, bookingCode, status };
}

/** An airport's id by its code, as the search form finds it. */
export async function airportId(baseUrl: string, code: string): Promise<number> {
  const api = createClient<paths>({ baseUrl, headers: { 'accept-language': 'en' } });
  const found = await api.GET('/api/flight/airport/', { params: { query: { keyword: code } } });
  const airport = found.data?.results.find((a) => a.code === code);
  if (!airport) throw new Error(`no airport ${code}: ${JSON.stringify(found.error)}`);
  return airport.id;
}

/**
 * The whole journey against a running server (issue 41): search, select and pay through the typed
 * client; the test bank's page (HTML, outside the API) with the code it shows in test mode; then
 * the booking's code opens its detail, through the typed client again.
 */
export async function bookAndOpen(baseUrl: string, from: string, to: string, day: string) {
  const booked = await bookCheapestFlight(baseUrl, await airportId(baseUrl, from), await airportId(baseUrl, to), day);
  const bankPath = new URL(booked.bankPage).pathname;
  const page = await (await fetch(new URL(bankPath, baseUrl))).text();
  const code = /data-test-code="(\d{6})"/.exec(page)?.[1];
  if (!code) throw new Error('the test bank page shows no code');
  const answered = await fetch(new URL(bankPath, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ code }),
  });
  if (!answered.ok) throw new Error(`the bank page answered ${answered.status}`);

  const api = createClient<paths>({ baseUrl, headers: { 'accept-language': 'en' } });
  const open = () =>
    api.GET('/api/flight/booking/{unique_code}/', {
      params: { path: { unique_code: booked.bookingCode }, query: { passenger: 1, tickets: 1 } },
    });
  let detail = await open();
  // A slow settlement answers "confirming" first; the detail then says how it ended.
  for (let i = 0; i < 30 && detail.data && ['pending', 'confirming'].includes(detail.data.info.status); i++) {
    await new Promise((r) => setTimeout(r, 1000));
    detail = await open();
  }
  if (!detail.data) throw new Error(`the booking detail answered ${detail.response.status}`);
  const pnr: string | null | undefined = detail.data.info.pnr_code;
  return { ...booked, detailStatus: detail.data.info.status, pnr };
}
