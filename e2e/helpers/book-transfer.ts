import { type APIRequestContext, expect } from '@playwright/test';

/**
 * A guest's paid transfer, booked through the API as the app books it (search, select, pay, the
 * test bank's code), for journeys about what happens after, so they do not depend on the forms:
 * Deniz Kaya (TK2412), a private car from Antalya Airport to Kemer in 30 days at 14:00. Answers the
 * search session, the booking's own code (03 §12) and its PNR.
 */
export async function bookTransfer(
  request: APIRequestContext,
  email = 'offline@example.com',
): Promise<{ session: string; code: string; pnr: string }> {
  const place = async (keyword: string, name: RegExp) => {
    const res = await request.get('/api/transfer/location/', {
      params: { keyword },
      headers: { 'accept-language': 'en' },
    });
    const found = ((await res.json()) as { results: { id: number; name: string }[] }).results.find((r) =>
      name.test(r.name),
    );
    return found!.id;
  };
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const started = await request.post('/api/transfer/gateway/search/', {
    data: {
      departure_location_id: await place('antalya air', /Antalya Airport/),
      arrival_location_id: await place('kemer', /^Kemer/),
      departure_date: date,
      departure_pickup_time: '14:00',
      passenger_count: 1,
      baggage_count: 1,
    },
  });
  const code = ((await started.json()) as { session_unique: string }).session_unique;
  const view = await (await request.get('/api/transfer/gateway/search/', { params: { session_unique: code } })).json();
  const offer = view.search.find((r: { information: { transfer_type_code: number } }) => {
    return r.information.transfer_type_code === 1;
  });
  await request.post('/api/transfer/gateway/search/select/', {
    data: { session_unique: code, product_id: offer.product_id },
  });
  const countries = await (await request.get('/api/countries/', { params: { page_size: 1000 } })).json();
  const turkey = countries.results.find((c: { code: string }) => c.code === 'TR').id;
  const pay = await (
    await request.post('/api/transfer/gateway/payment/', {
      data: {
        session_unique: code,
        passengers: [{ name: 'Deniz', surname: 'Kaya', nationality: turkey }],
        email,
        phone_code: '90',
        phone: '5321234567',
        extra_products: {},
        transfer: { flight_number: 'TK2412', airline_code: 'TK', note: '' },
        card_owner: 'Deniz Kaya',
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
  // The booking has its own code (03 §12); the search session's opens no booking.
  const booking = pay.unique_code as string;
  const detail = await (await request.get(`/api/transfer/booking/${booking}/`)).json();
  expect(detail.info.status).toBe('completed');
  return { session: code, code: booking, pnr: detail.info.pnr_code };
}
