import { type APIRequestContext, expect } from '@playwright/test';
import { inDays, tcNumber } from './checkout';

/**
 * A one-way flight IST → AYT for one adult in `days` days, searched and its cheapest fare chosen
 * through the API, not yet paid: the session of its payment page (`/flight/payment/?session_unique=`).
 */
export async function selectFlight(
  request: APIRequestContext,
  { headers = {}, days = 25 }: { headers?: Record<string, string>; days?: number } = {},
): Promise<string> {
  const airport = async (code: string) =>
    (
      (await (await request.get('/api/flight/airport/', { params: { keyword: code } })).json()).results as Array<{
        id: number;
        code: string;
      }>
    ).find((a) => a.code === code)!.id;
  const started = await request.post('/api/flight/gateway/search/', {
    headers,
    data: {
      fly_type: 'OW',
      departure_airport: await airport('IST'),
      arrival_airport: await airport('AYT'),
      departure_date: inDays(days),
      return_date: null,
      adult: 1,
      child: 0,
      infant: 0,
      senior: 0,
      flight_class: 'ECONOMY',
    },
  });
  expect(started.status()).toBe(200);
  const session = (await started.json()).session_unique as string;
  const view = await (
    await request.get('/api/flight/gateway/search/', { headers, params: { session_unique: session } })
  ).json();
  const selected = await request.post('/api/flight/gateway/search/select/', {
    headers,
    data: { session_unique: session, product_ids: [view.search[0].product_id], alternative_prices: ['LIGHT'] },
  });
  expect(selected.ok(), await selected.text()).toBe(true);
  return session;
}

/**
 * A paid one-way flight IST → AYT for one adult (Ayşe Yılmaz) in `days` days, booked through the
 * API as the app books it (search, select, pay, the test bank's code), as scripts/bench/booking.mjs
 * does. `headers` may carry a sign-in token: the booking is then that user's. Answers the booking's
 * own code (03 §12) and its PNR.
 */
export async function bookFlight(
  request: APIRequestContext,
  {
    email = 'flight-guest@example.com',
    headers = {},
    days = 25,
  }: { email?: string; headers?: Record<string, string>; days?: number } = {},
): Promise<{ code: string; pnr: string }> {
  const session = await selectFlight(request, { headers, days });
  const pay = await (
    await request.post('/api/flight/gateway/payment/', {
      headers,
      data: {
        session_unique: session,
        passengers: [
          {
            pax_type: 'ADT',
            name: 'Ayşe',
            surname: 'Yılmaz',
            gender: 'F',
            foregein_citizen: false,
            citizen_number: tcNumber(days * 31 + 7),
            birth_date: '1990-05-04',
            nationality: null,
            passport: null,
            passport_expiry_date: null,
          },
        ],
        email,
        phone_code: '90',
        phone: '5321234567',
        card_owner: 'Ayşe Yılmaz',
        card_number: '4111 1111 1111 1111',
        card_expiry: '12/30',
        card_cvc: '123',
        has_invoice: false,
        condition: true,
      },
    })
  ).json();
  expect(pay.status, JSON.stringify(pay)).toBe(true);
  const bankPage = new URL(pay.pay_url).pathname;
  const shown = /data-test-code="(\d{6})"/.exec(await (await request.get(bankPage)).text())![1]!;
  await request.post(bankPage, { form: { code: shown } });
  const booking = pay.unique_code as string;
  const detail = await (await request.get(`/api/flight/booking/${booking}/`, { headers })).json();
  expect(detail.info.status).toBe('completed');
  return { code: booking, pnr: detail.info.pnr_code };
}
