import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPassengers, refunds, tickets } from '../src/db/schema.js';
import { plusDays } from './booking-helpers.js';
import { outboxTo } from './helpers.js';
import { duffelApp, inTry } from './fakes/duffel/duffel-app.js';

/**
 * Issue 38: FLIGHT_SUPPLIER=duffel, the whole flight flow against the fake of Duffel's API kept in
 * test/fakes/duffel (checked with the official client in duffel-fake.test.ts): results from its
 * offers in TRY, the order it receives, the PNR and tickets from its answer, one order when the
 * answer is lost, a clean failure on a price change, expiry, and the cancellation through its quote.
 */
let d: Awaited<ReturnType<typeof duffelApp>>;
beforeAll(async () => {
  d = await duffelApp(91);
});
afterAll(() => d.close());

describe('search through Duffel', () => {
  it('shows its offers as results: the airline, local times, durations, fare brands as fares, prices in TRY', async () => {
    const date = plusDays(21);
    const { view } = await d.c.searchAndSelect({ from: 'IST', to: 'LHR', date, child: 1 });
    const [request] = d.fake.callsTo('POST', '/air/offer_requests').slice(-1);
    expect(request!.body).toMatchObject({
      slices: [{ origin: 'IST', destination: 'LHR', departure_date: date }],
      passengers: [{ type: 'adult' }, { age: 7 }],
      cabin_class: 'economy',
      max_connections: 1,
    });
    const offers = [...d.fake.offers.values()].filter((o) => o.slices[0]!.segments[0]!.departing_at.startsWith(date));
    const cheapest = offers.reduce((a, b) => (Number(a.total_amount) <= Number(b.total_amount) ? a : b));
    const first = view.search[0];
    expect(view.search).toHaveLength(2);
    expect(first.airline).toMatchObject({ code: 'ZZ', name: 'Duffel Airways' });
    const segment = cheapest.slices[0]!.segments[0]!;
    expect(first.departure).toMatchObject({ airport_code: 'IST', date, time: segment.departing_at.slice(11, 16) });
    expect(first.arrival.time).toBe(segment.arriving_at.slice(11, 16));
    expect(first.price.total).toBe(inTry(cheapest.total_amount));
    // Two fare brands (Basic, Flex) in price order; Flex carries a checked bag and refunds for free.
    expect(first.price.alternative_prices.map((a: { code: string }) => a.code)).toEqual(['LIGHT', 'STANDARD']);
    // Named as the airline sells them, not as the product's own families.
    expect(first.price.alternative_prices.map((a: { name: string }) => a.name)).toEqual(['Basic', 'Flex']);
    const flex = first.price.alternative_prices[1];
    expect(flex.features.baggage_allowance).toEqual({ hand_luggage: 8, luggage: 23 });
    expect(flex.features.free_cancel).toBe(true);
    expect(first.price.alternative_prices[0].features.free_cancel).toBe(false);
    // Their refund terms said from the airline's conditions, not the product's families' rules.
    expect(first.price.alternative_prices.map((a: { cancel_rule?: string }) => a.cancel_rule)).toEqual([
      'Cancellation: the airline refunds nothing on this fare',
      'Free cancellation: the airline refunds the fare until departure',
    ]);
    expect(JSON.stringify(view)).not.toContain('airline_refund');
  });

  it('asks for direct flights only when the traveller does', async () => {
    const res = await d.c.call('POST', '/api/flight/gateway/search/', {
      fly_type: 'OW',
      departure_airport: await d.c.airportId('IST'),
      arrival_airport: await d.c.airportId('AYT'),
      departure_date: plusDays(22),
      return_date: null,
      adult: 1,
      child: 0,
      infant: 0,
      senior: 1,
      flight_class: 'BUSINESS',
      direct_flights_only: true,
    });
    expect(res.statusCode).toBe(200);
    const [request] = d.fake.callsTo('POST', '/air/offer_requests').slice(-1);
    // Seniors travel on adult fares.
    expect(request!.body).toMatchObject({
      passengers: [{ type: 'adult' }, { type: 'adult' }],
      cabin_class: 'business',
      max_connections: 0,
    });
  });
});

describe('searching a city of several airports through Duffel', () => {
  const search = async (from: string, to: string, day: number) => {
    const before = d.fake.callsTo('POST', '/air/offer_requests').length;
    const started = await d.c.call('POST', '/api/flight/gateway/search/', {
      fly_type: 'OW',
      departure_airport: await d.c.airportId(from),
      arrival_airport: await d.c.airportId(to),
      departure_date: plusDays(day),
      return_date: null,
      adult: 1,
      child: 0,
      infant: 0,
      senior: 0,
      flight_class: 'ECONOMY',
    });
    expect(started.statusCode, started.body).toBe(200);
    const view = (
      await d.c.call('GET', `/api/flight/gateway/search/?session_unique=${started.json().session_unique}`)
    ).json();
    return { view, requests: d.fake.callsTo('POST', '/air/offer_requests').slice(before) };
  };

  it('asks once with the city’s IATA code (London, LON), and shows the flights of all its airports', async () => {
    const { view, requests } = await search('IST', 'LON', 23);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toMatchObject({ slices: [{ origin: 'IST', destination: 'LON' }] });
    const arrivals = new Set(view.search.map((r: { arrival: { airport_code: string } }) => r.arrival.airport_code));
    expect([...arrivals].sort()).toEqual(['LGW', 'LHR']);
  });

  it('asks per airport for Istanbul, whose city code IST is also an airport’s', async () => {
    const { view, requests } = await search('ISTA', 'LHR', 24);
    expect(requests.map((r) => (r.body as { slices: Array<{ origin: string }> }).slices[0]!.origin).sort()).toEqual([
      'IST',
      'SAW',
    ]);
    const departures = new Set(
      view.search.map((r: { departure: { airport_code: string } }) => r.departure.airport_code),
    );
    expect([...departures].sort()).toEqual(['IST', 'SAW']);
  });
});

describe('paying for a Duffel offer', () => {
  it('places one instant order for the offer’s own amount, with the passengers and the booking code; PNR and tickets come from its answer', async () => {
    d.fake.settings.identityDocumentsRequired = true;
    const booked = await d.book({ day: 25, email: 'duffel-pay@example.com' }).finally(() => {
      d.fake.settings.identityDocumentsRequired = false;
    });
    expect(booked.info).toMatchObject({ status: 'completed' });
    const [order] = d.ordersOf(booked.code);
    expect(d.ordersOf(booked.code)).toHaveLength(1);
    const [call] = d.fake.callsTo('POST', '/air/orders').slice(-1);
    const body = call!.body as {
      type: string;
      selected_offers: string[];
      payments: Array<{ type: string; amount: string; currency: string }>;
      passengers: Array<Record<string, unknown>>;
      metadata: Record<string, string>;
    };
    const offer = d.fake.offers.get(body.selected_offers[0]!)!;
    expect(body.type).toBe('instant');
    expect(body.payments).toEqual([{ type: 'balance', amount: offer.total_amount, currency: 'GBP' }]);
    expect(body.metadata).toEqual({ booking_code: booked.code });
    expect(body.passengers).toEqual([
      expect.objectContaining({
        id: offer.passengers[0]!.id,
        title: 'ms',
        gender: 'f',
        given_name: 'Ayse',
        family_name: 'Yilmaz',
        email: 'duffel-pay@example.com',
        phone_number: '+905321234567',
        identity_documents: [expect.objectContaining({ type: 'passport', issuing_country_code: 'TR' })],
      }),
    ]);
    // The card is charged the TRY price shown; the PNR and ticket numbers are Duffel's.
    const row = await d.bookingRow(booked.code);
    expect(row.total).toBe(inTry(offer.total_amount));
    expect(row.pnr).toBe(order!.booking_reference);
    expect(row.supplierOrderRef).toBe(order!.id);
    const issued = await d.t.database.db.select().from(tickets).where(eq(tickets.bookingId, row.id));
    expect(issued.map((i) => i.ticketNumber)).toEqual(order!.documents!.map((doc) => doc.unique_identifier));
    const detail = (await d.c.call('GET', `/api/flight/booking/${booked.code}/?passenger=1&tickets=1`)).json();
    expect(detail.info.pnr_code).toBe(order!.booking_reference);
  });

  it('seats an infant on an adult’s lap and sends a child’s real birth date', async () => {
    const booked = await d.book({ day: 26, email: 'duffel-family@example.com', child: 1, infant: 1 });
    expect(booked.info).toMatchObject({ status: 'completed' });
    const [order] = d.ordersOf(booked.code);
    const byType = Object.fromEntries(order!.passengers.map((p) => [p.type, p]));
    expect(byType.adult!.infant_passenger_id).toBe(byType.infant_without_seat!.id);
    const rows = await d.t.database.db
      .select()
      .from(bookingPassengers)
      .where(eq(bookingPassengers.bookingId, (await d.bookingRow(booked.code)).id));
    expect(byType.child!.born_on).toBe(rows.find((r) => r.paxType === 'CHD')!.birthDate);
  });

  it('finds a booking by an airline reference of 13 characters', async () => {
    d.fake.nextBookingReference = 'LA1234567890A';
    const booked = await d.book({ day: 27, email: 'duffel-long@example.com' });
    expect((await d.bookingRow(booked.code)).pnr).toBe('LA1234567890A');
    const found = await d.c.call('POST', '/api/flight/check-pnr/', { pnr: 'la1234567890a', surname: 'YILMAZ' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ unique_code: booked.code });
  });

  for (const fault of ['lose_answer', 'server_error_after_create'] as const) {
    it(`makes exactly one order when the answer is lost (${fault}): it looks the order up by its metadata`, async () => {
      d.fake.orderFaults.push(fault);
      const booked = await d.book({ day: 28, email: `duffel-${fault}@example.com` });
      expect(booked.info).toMatchObject({ status: 'completed' });
      const orders = d.ordersOf(booked.code);
      expect(orders).toHaveLength(1);
      expect((await d.bookingRow(booked.code)).pnr).toBe(orders[0]!.booking_reference);
      expect(d.fake.callsTo('GET', '/air/orders').length).toBeGreaterThan(0);
    });
  }

  it('fails cleanly on a price change: no order, the card not charged', async () => {
    d.fake.orderFaults.push('price_changed');
    const booked = await d.book({ day: 29, email: 'duffel-price@example.com' });
    expect(booked.info).toMatchObject({ status: 'failed' });
    expect(booked.info.message).toMatch(/not charged/i);
    expect(d.ordersOf(booked.code)).toHaveLength(0);
  });

  it('fails cleanly when the offer is no longer available', async () => {
    d.fake.orderFaults.push('offer_no_longer_available');
    const booked = await d.book({ day: 30, email: 'duffel-gone@example.com' });
    expect(booked.info).toMatchObject({ status: 'failed' });
    expect(d.ordersOf(booked.code)).toHaveLength(0);
  });

  it('answers research when the offer has expired before paying', async () => {
    const chosen = await d.c.searchAndSelect({ from: 'IST', to: 'LHR', date: plusDays(31) });
    d.fake.expireAllOffers();
    const data = (await d.c.call('GET', `/api/flight/gateway/payment/?session_unique=${chosen.sessionUnique}`)).json();
    expect(data).toMatchObject({ status: false, research: true });
    const before = (
      await d.c.call('POST', '/api/flight/gateway/payment/', { session_unique: chosen.sessionUnique })
    ).json();
    expect(before).toMatchObject({ status: false, research: true });
  });
});

describe('an offer that expires before select', () => {
  it('answers research at select from the expiry the search saw, without asking Duffel again', async () => {
    const lifetime = d.fake.settings.offerLifetimeMs;
    // Long enough for a loaded machine to search and show it, short enough to wait for.
    d.fake.settings.offerLifetimeMs = 6_000;
    let sessionUnique: string;
    let view: { search: Array<{ product_id: string }>; search_options: { is_packaged: boolean } };
    try {
      const started = await d.c.call('POST', '/api/flight/gateway/search/', {
        fly_type: 'OW',
        departure_airport: await d.c.airportId('IST'),
        arrival_airport: await d.c.airportId('LHR'),
        departure_date: plusDays(32),
        return_date: null,
        adult: 1,
        child: 0,
        infant: 0,
        senior: 0,
        flight_class: 'ECONOMY',
      });
      sessionUnique = started.json().session_unique;
      view = (await d.c.call('GET', `/api/flight/gateway/search/?session_unique=${sessionUnique}`)).json();
    } finally {
      d.fake.settings.offerLifetimeMs = lifetime;
    }
    expect(view.search.length).toBeGreaterThan(0);
    // The view does not show the expiry: it is the session's own.
    expect(JSON.stringify(view)).not.toContain('expires_at');
    const [offer] = [...d.fake.offers.values()].slice(-1);
    await new Promise((r) => setTimeout(r, Math.max(0, Date.parse(offer!.expires_at) - Date.now() + 50)));
    const readsBefore = d.fake.calls.length;
    const selected = await d.c.call('POST', '/api/flight/gateway/search/select/', {
      session_unique: sessionUnique,
      product_ids: [view.search[0]!.product_id],
      alternative_prices: ['LIGHT'],
    });
    expect(selected.statusCode).toBe(200);
    expect(selected.json()).toMatchObject({ status: false, research: true });
    expect(selected.json().message).toMatch(/search again/i);
    // No call to Duffel at all: the expiry was known from the search.
    expect(d.fake.calls.length).toBe(readsBefore);
  });

  it('selects a live offer as before', async () => {
    const chosen = await d.c.searchAndSelect({ from: 'IST', to: 'LHR', date: plusDays(33) });
    expect(chosen.sessionUnique).toBeTruthy();
    // The payment page says the chosen fare's own refund terms (Basic: nothing back).
    const data = (await d.c.call('GET', `/api/flight/gateway/payment/?session_unique=${chosen.sessionUnique}`)).json();
    expect(data.departure_booking.info.alternative_price.cancel_rule).toBe(
      'Cancellation: the airline refunds nothing on this fare',
    );
  });
});

describe('cancelling a Duffel booking', () => {
  it('quotes Duffel’s refund in TRY, confirms it at Duffel, then refunds the card', async () => {
    const booked = await d.book({ day: 35, email: 'duffel-cancel@example.com', fare: 'STANDARD' });
    expect(booked.info).toMatchObject({ status: 'completed' });
    const [order] = d.ordersOf(booked.code);
    const row = await d.bookingRow(booked.code);
    // The signed-in owner needs no code; a guest sends the mailed one: read it from the outbox.
    await d.c.call('POST', `/api/flight/booking/${booked.code}/cancellation/code/`);
    const code = await cancellationCode(booked.code);
    const quote = await d.c.call('POST', `/api/flight/booking/${booked.code}/cancellation/`, { code });
    expect(quote.statusCode, quote.body).toBe(201);
    // The Flex fare refunds everything: Duffel's refund_amount converted as the price was.
    expect(quote.json()).toMatchObject({
      refund_amount: Math.min(row.total, inTry(order!.total_amount)),
      refund_currency: 'TRY',
    });
    expect(d.fake.callsTo('POST', '/air/order_cancellations')).toHaveLength(1);
    // Nothing is kept, and no line says otherwise.
    expect(quote.json().kept).toEqual([]);
    expect(quote.json().penalty_amount).toBe(0);
    const confirmed = await d.c.call(
      'POST',
      `/api/flight/booking/${booked.code}/cancellation/${quote.json().id}/confirm/`,
      {
        code,
      },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'cancelled' });
    expect(d.fake.orders.find((o) => o.id === order!.id)!.cancelled_at).toBeTruthy();
    await d.t.app.refundDesk.idle();
    const [refund] = await d.t.database.db.select().from(refunds).where(eq(refunds.bookingId, row.id));
    expect(refund).toMatchObject({ amount: quote.json().refund_amount });
  });

  it('quotes a fare that refunds nothing as nothing back', async () => {
    const booked = await d.book({ day: 36, email: 'duffel-basic@example.com', fare: 'LIGHT' });
    await d.c.call('POST', `/api/flight/booking/${booked.code}/cancellation/code/`);
    const code = await cancellationCode(booked.code);
    const quote = await d.c.call('POST', `/api/flight/booking/${booked.code}/cancellation/`, { code });
    expect(quote.json()).toMatchObject({ refund_amount: 0 });
    // The whole price is kept, told as one line that adds up to it.
    const row = await d.bookingRow(booked.code);
    expect(quote.json().penalty_amount).toBe(row.total);
    expect(quote.json().kept).toEqual([expect.objectContaining({ reason: 'non_refundable', amount: row.total })]);
  });

  it('tells the kept part as the price less Duffel’s refund, even where the fare’s own rules promised more', async () => {
    const booked = await d.book({ day: 37, email: 'duffel-penalty@example.com', fare: 'STANDARD' });
    expect(booked.info).toMatchObject({ status: 'completed' });
    const [order] = d.ordersOf(booked.code);
    // The airline now keeps 30 GBP of the Flex fare, which refunded everything when it was bought.
    d.fake.orders.find((o) => o.id === order!.id)!.conditions.refund_before_departure = {
      allowed: true,
      penalty_amount: '30.00',
      penalty_currency: 'GBP',
    };
    await d.c.call('POST', `/api/flight/booking/${booked.code}/cancellation/code/`);
    const code = await cancellationCode(booked.code);
    const quote = (await d.c.call('POST', `/api/flight/booking/${booked.code}/cancellation/`, { code })).json();
    const row = await d.bookingRow(booked.code);
    const refund = Math.min(row.total, inTry((Number(order!.total_amount) - 30).toFixed(2)));
    expect(quote.refund_amount).toBe(refund);
    expect(quote.penalty_amount).toBeCloseTo(row.total - refund, 2);
    expect(quote.kept).toEqual([
      expect.objectContaining({ reason: 'fare_penalty', amount: Math.round((row.total - refund) * 100) / 100 }),
    ]);
    const keptTotal = quote.kept.reduce((s: number, k: { amount: number }) => s + k.amount, 0);
    expect(keptTotal).toBeCloseTo(quote.penalty_amount, 2);
    expect(quote.kept[0].description).toMatch(/penalty/i);
  });
});

/** The code of the newest cancellation-code mail to the booking's contact. */
async function cancellationCode(uniqueCode: string): Promise<string> {
  const row = await d.bookingRow(uniqueCode);
  const mails = await outboxTo(d.t.database.db, row.email);
  const mail = mails.filter((m) => /cancel/i.test(m.subject)).at(-1);
  return /\b(\d{6})\b/.exec(mail?.text ?? '')![1]!;
}
