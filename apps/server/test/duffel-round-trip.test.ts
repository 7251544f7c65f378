import { Duffel } from '@duffel/api';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuffelFlightSupplier } from '../src/integrations/flights/duffel/duffel-supplier.js';
import { IndicativeFares } from '../src/integrations/flights/duffel/indicative-fares.js';
import { TryPrices } from '../src/integrations/flights/duffel/try-prices.js';
import type { AirportRef, FlightQuery } from '../src/integrations/flights/supplier.js';
import { plusDays } from './booking-helpers.js';
import { FakeDuffel } from './fakes/duffel/fake-duffel-server.js';
import { duffelApp, GBP_RATE, inTry } from './fakes/duffel/duffel-app.js';

/**
 * Issue 38, round trips priced together, on the fake: the Duffel supplier's side (each pair's two
 * directions name the same Duffel offer, share its price, and are bought with one order), then the
 * whole flow through the app, where the supplier's pairs are the search's packages.
 */
const place = (code: string, timezone: string, countryCode: string): AirportRef => ({
  id: 0,
  code,
  name: code,
  city: code,
  countryCode,
  latitude: 0,
  longitude: 0,
  timezone,
});
const IST = place('IST', 'Europe/Istanbul', 'TR');
const LHR = place('LHR', 'Europe/London', 'GB');
const query = (from: AirportRef, to: AirportRef, date: string): FlightQuery => ({
  from,
  to,
  date,
  cabin: 'ECONOMY',
  pax: { adult: 1, child: 0, infant: 0, senior: 0 },
  directOnly: false,
  daysBefore: 30,
});
const quiet = { warn() {}, info() {} } as unknown as FastifyBaseLogger;
const AYSE = {
  type: 'ADT',
  name: 'Ayşe',
  surname: 'Yılmaz',
  gender: 'F',
  birthDate: '1990-04-12',
  passport: 'U1234567',
  passportExpiry: plusDays(900),
  nationality: 'TR',
};

let fake: FakeDuffel;
let supplier: DuffelFlightSupplier;
beforeAll(async () => {
  fake = new FakeDuffel();
  await fake.start();
  supplier = new DuffelFlightSupplier({
    client: new Duffel({ token: 'duffel_test_x', basePath: fake.url }),
    prices: new TryPrices(async (code) => (code === 'GBP' ? GBP_RATE : null), 2),
    indicative: new IndicativeFares(),
    log: quiet,
  });
});
afterAll(() => fake.close());

describe('a round trip through Duffel', () => {
  it('is one offer request of two slices, shown as pairs that share each offer’s price', async () => {
    const out = query(IST, LHR, plusDays(60));
    const back = query(LHR, IST, plusDays(67));
    const pairs = await supplier.searchRoundTrip(out, back);
    expect(fake.callsTo('POST', '/air/offer_requests')).toHaveLength(1);
    expect(pairs.length).toBe(4);
    const [cheapest] = pairs;
    expect(cheapest!.departure.id).toMatch(/^rt0\.off_/);
    expect(cheapest!.return.id).toBe(cheapest!.departure.id.replace(/^rt0/, 'rt1'));
    expect(cheapest!.departure.legs[0]!.departure_airport.code).toBe('IST');
    expect(cheapest!.return.legs[0]!.departure_airport.code).toBe('LHR');
    const offer = fake.offers.get(cheapest!.departure.id.slice(4).split('~')[0]!)!;
    expect(offer.slices).toHaveLength(2);
    expect(cheapest!.departure.fares[0]!.total + cheapest!.return.fares[0]!.total).toBeCloseTo(
      inTry(offer.total_amount),
      2,
    );

    // Priced direction by direction (as the payment steps do), then bought with one order.
    const priced = await Promise.all([
      supplier.price({ query: out, offerId: cheapest!.departure.id, fare: 'LIGHT' }),
      supplier.price({ query: back, offerId: cheapest!.return.id, fare: 'LIGHT' }),
    ]);
    expect(priced.every((p) => p !== null)).toBe(true);
    expect(priced[0]!.fare.total + priced[1]!.fare.total).toBeCloseTo(inTry(offer.total_amount), 2);
    const seats = priced.map((p) => supplier.seatsFor(p!, out.pax));
    const answer = await supplier.order({
      key: 'round-trip-code',
      request: { directions: seats.map((s) => ({ seats: s, ticketPrefix: '000' })) },
      passengers: [AYSE],
      contact: { email: 'rt@example.com', phone: '+905321234567' },
      total: priced[0]!.fare.total + priced[1]!.fare.total,
    });
    expect(answer.placed).toBe(true);
    expect(fake.orders).toHaveLength(1);
    expect(fake.orders[0]!.slices).toHaveLength(2);
    expect(fake.orders[0]!.total_amount).toBe(offer.total_amount);
    expect(answer.placed === true && answer.order.documents).toEqual([
      { passenger: 0, direction: 'departure', number: fake.orders[0]!.documents![0]!.unique_identifier },
    ]);
  });

  it('refuses to order two directions priced apart: they would be two orders', async () => {
    const a = (await supplier.search(query(IST, LHR, plusDays(61))))[0]!;
    const b = (await supplier.search(query(LHR, IST, plusDays(68))))[0]!;
    const priced = await Promise.all([
      supplier.price({ query: query(IST, LHR, plusDays(61)), offerId: a.id, fare: 'LIGHT' }),
      supplier.price({ query: query(LHR, IST, plusDays(68)), offerId: b.id, fare: 'LIGHT' }),
    ]);
    const before = fake.orders.length;
    const answer = await supplier.order({
      key: 'two-offers-code',
      request: {
        directions: priced.map((p) => ({
          seats: supplier.seatsFor(p!, { adult: 1, child: 0, infant: 0, senior: 0 }),
          ticketPrefix: '000',
        })),
      },
      passengers: [AYSE],
      contact: { email: 'rt@example.com', phone: '+905321234567' },
      total: 1,
    });
    expect(answer).toEqual({ placed: false, reason: 'refused' });
    expect(fake.orders.length).toBe(before);
  });
});

describe('a round trip through the app with FLIGHT_SUPPLIER=duffel', () => {
  let d: Awaited<ReturnType<typeof duffelApp>>;
  beforeAll(async () => {
    d = await duffelApp(93);
  });
  afterAll(() => d.close());

  it('shows the pairs Duffel priced as packages, and books one as one order of both slices', async () => {
    const booked = await d.book({ day: 62, returnDay: 69, email: 'duffel-rt@example.com' });
    expect(booked.info).toMatchObject({ status: 'completed' });
    // One offer request for the whole trip, never one per direction.
    expect(d.fake.callsTo('POST', '/air/offer_requests')).toHaveLength(1);
    const orders = d.ordersOf(booked.code);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.slices).toHaveLength(2);
    const row = await d.bookingRow(booked.code);
    expect(row.total).toBe(inTry(orders[0]!.total_amount));
    expect(row.pnr).toBe(orders[0]!.booking_reference);
    // One ticket per passenger covers both slices: the booking shows it for both directions.
    const [ticket] = orders[0]!.documents!;
    const detail = (await d.c.call('GET', `/api/flight/booking/${booked.code}/?passenger=1&tickets=1`)).json();
    expect(detail.return_booking).not.toBeNull();
    expect(detail.tickets).toHaveLength(1);
    expect(detail.tickets[0]).toMatchObject({
      departure_ticket_number: ticket!.unique_identifier,
      return_ticket_number: ticket!.unique_identifier,
    });
  });
});
