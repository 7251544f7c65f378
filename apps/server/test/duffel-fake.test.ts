import { createHmac } from 'node:crypto';
import { Duffel, DuffelError } from '@duffel/api';
import type { CreateOrderPassenger, Offer } from '@duffel/api/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDuffel } from './fakes/duffel/fake-duffel-server.js';
import { signedDelivery } from './fakes/duffel/fake-webhooks.js';

/**
 * The fake of Duffel's API driven by the official client (`@duffel/api`): every call the product
 * makes goes through the client's own request code and comes back typed, so a fake that drifted
 * from Duffel's paths, envelopes or error shapes fails here first.
 */
let fake: FakeDuffel;
let duffel: Duffel;

beforeAll(async () => {
  fake = new FakeDuffel();
  duffel = new Duffel({ token: 'duffel_test_fake', basePath: await fake.start() });
});
afterAll(() => fake.close());

const search = async (slices: Array<[string, string, string]>, passengers = [{ type: 'adult' as const }]) =>
  (
    await duffel.offerRequests.create({
      slices: slices.map(([origin, destination, departure_date]) => ({
        origin,
        destination,
        departure_date,
        departure_time: null,
        arrival_time: null,
      })),
      passengers,
      cabin_class: 'economy',
      max_connections: 0,
      return_offers: true,
      supplier_timeout: 10_000,
    })
  ).data;

const passengerOf = (id: string, extra: Partial<CreateOrderPassenger> = {}): CreateOrderPassenger => ({
  id,
  title: 'ms',
  gender: 'f',
  given_name: 'Ayse',
  family_name: 'Yilmaz',
  born_on: '1990-04-12',
  email: 'ayse@example.com',
  phone_number: '+905321234567',
  ...extra,
});

type Orderable = Pick<Offer, 'id' | 'passengers' | 'total_amount' | 'total_currency'>;
const order = (offer: Orderable, extra: Partial<CreateOrderPassenger> = {}, metadata = { booking_code: 'b1' }) =>
  duffel.orders.create({
    type: 'instant',
    selected_offers: [offer.id],
    passengers: [passengerOf(offer.passengers[0]!.id, extra)],
    payments: [{ type: 'balance', amount: offer.total_amount, currency: offer.total_currency }],
    metadata,
  });

const duffelCode = async (call: Promise<unknown>) => {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DuffelError);
  const failure = err as InstanceType<typeof DuffelError>;
  return { status: failure.status, code: failure.errors[0]?.code };
};

describe('the fake of Duffel, through the official client', () => {
  it('answers a one-way offer request with offers of the fake airline, in local times, with fare brands and conditions', async () => {
    const request = await search([['IST', 'LHR', '2027-01-15']], [{ type: 'adult' }, { age: 7 } as never]);
    expect(request.offers.length).toBeGreaterThan(0);
    const offer = request.offers[0]!;
    expect(offer.id).toMatch(/^off_/);
    expect(offer.owner.iata_code).toBe('ZZ');
    expect(offer.slices).toHaveLength(1);
    const segment = offer.slices[0]!.segments[0]!;
    expect(segment.departing_at).toMatch(/^2027-01-15T\d{2}:\d{2}:00$/);
    expect(segment.origin.time_zone).toBe('Europe/Istanbul');
    expect(segment.duration).toMatch(/^PT\d+H\d+M$/);
    expect(offer.passengers.map((p) => p.type)).toEqual(['adult', 'child']);
    expect(segment.passengers[0]!.baggages.map((b) => b.type)).toEqual(['carry_on', 'checked']);
    expect(new Set(request.offers.map((o) => o.slices[0]!.fare_brand_name))).toEqual(new Set(['Basic', 'Flex']));
    expect(offer.conditions.refund_before_departure).toHaveProperty('allowed');
  });

  it('prices a round trip together: every offer holds both slices', async () => {
    const request = await search([
      ['IST', 'LHR', '2027-01-15'],
      ['LHR', 'IST', '2027-01-22'],
    ]);
    expect(request.offers.every((o) => o.slices.length === 2)).toBe(true);
    expect(request.offers[0]!.slices[1]!.origin.iata_code).toBe('LHR');
  });

  it('refuses a child given as a type instead of an age, and an airport it does not know', async () => {
    expect(await duffelCode(search([['IST', 'LHR', '2027-01-15']], [{ type: 'child' } as never]))).toEqual({
      status: 422,
      code: 'validation_format',
    });
    // A well-formed IATA code that names no airport the fake (or Duffel) knows.
    const unknownAirport = 'QQQ';
    expect((await duffelCode(search([['IST', unknownAirport, '2027-01-15']]))).status).toBe(422);
  });

  it('gets one offer, and shows its expiry', async () => {
    const [offer] = (await search([['IST', 'AYT', '2027-01-15']])).offers;
    const got = (await duffel.offers.get(offer!.id)).data;
    expect(got.total_amount).toBe(offer!.total_amount);
    expect(Date.parse(got.expires_at)).toBeGreaterThan(Date.now());
    fake.expireOffer(offer!.id);
    expect(Date.parse((await duffel.offers.get(offer!.id)).data.expires_at)).toBeLessThan(Date.now());
    expect(await duffelCode(order(offer!))).toEqual({ status: 422, code: 'offer_no_longer_available' });
    expect((await duffelCode(duffel.offers.get('off_0000nothing'))).status).toBe(404);
  });

  it('creates an instant order paid from the balance, with its reference, tickets and metadata; lists and gets it', async () => {
    const [offer] = (await search([['IST', 'AYT', '2027-02-01']])).offers;
    const made = await order(offer!, {}, { booking_code: 'code-one' });
    expect(made.status).toBe(201);
    expect(made.data.booking_reference).toMatch(/^[A-Z0-9]{6}$/);
    expect(made.data.documents?.[0]?.type).toBe('electronic_ticket');
    expect(made.data.documents?.[0]?.unique_identifier).toMatch(/^\d{13}$/);
    expect(made.data.metadata).toEqual({ booking_code: 'code-one' });
    expect(made.data.total_amount).toBe(offer!.total_amount);

    const listed = await duffel.orders.list({ 'passenger_name[]': ['yilmaz'], limit: 50 });
    expect(listed.data.some((o) => o.id === made.data.id)).toBe(true);
    expect((await duffel.orders.get(made.data.id)).data.booking_reference).toBe(made.data.booking_reference);
    // The same offer cannot be ordered twice.
    expect((await duffelCode(order(offer!))).code).toBe('offer_no_longer_available');
  });

  it('pages the order list with `after`', async () => {
    for (const date of ['2027-03-01', '2027-03-02']) {
      const [offer] = (await search([['ESB', 'ADB', date]])).offers;
      await order(offer!, { family_name: 'Pager' });
    }
    const first = await duffel.orders.list({ 'passenger_name[]': ['Pager'], limit: 1 });
    expect(first.data).toHaveLength(1);
    expect(first.meta?.after).toBeTruthy();
    const second = await duffel.orders.list({ 'passenger_name[]': ['Pager'], limit: 1, after: first.meta!.after! });
    expect(second.data[0]!.id).not.toBe(first.data[0]!.id);
  });

  it('refuses an order without a phone, a wrong amount (price changed), and a forced price change', async () => {
    const [offer] = (await search([['IST', 'FRA', '2027-02-03']])).offers;
    expect(await duffelCode(order(offer!, { phone_number: '' }))).toEqual({ status: 422, code: 'validation_required' });
    const wrongAmount = duffel.orders.create({
      type: 'instant',
      selected_offers: [offer!.id],
      passengers: [passengerOf(offer!.passengers[0]!.id)],
      payments: [{ type: 'balance', amount: '1.00', currency: offer!.total_currency }],
    });
    expect((await duffelCode(wrongAmount)).code).toBe('price_changed');
    fake.orderFaults.push('price_changed');
    expect((await duffelCode(order(offer!))).code).toBe('price_changed');
  });

  it('quotes a cancellation with refund_amount and refund_currency, and confirms it', async () => {
    const flex = (await search([['IST', 'CDG', '2027-02-05']])).offers.find(
      (o) => o.slices[0]!.fare_brand_name === 'Flex',
    )!;
    const made = (await order(flex)).data;
    const quote = (await duffel.orderCancellations.create({ order_id: made.id })).data;
    expect(quote.id).toMatch(/^ore_/);
    expect(quote.refund_amount).toBe(flex.total_amount);
    expect(quote.refund_currency).toBe('GBP');
    expect(quote.confirmed_at).toBeNull();
    const confirmed = (await duffel.orderCancellations.confirm(quote.id)).data;
    expect(confirmed.confirmed_at).toBeTruthy();
    expect((await duffel.orders.get(made.id)).data.cancelled_at).toBeTruthy();
    expect((await duffelCode(duffel.orderCancellations.confirm(quote.id))).status).toBe(422);
  });

  it('signs a schedule-change event as Duffel does (t=…,v1=HMAC-SHA256 of "t.body")', async () => {
    const [offer] = (await search([['IST', 'AMS', '2027-02-07']])).offers;
    const made = (await order(offer!)).data;
    const event = fake.airlineChange(made.id, 0, 95);
    expect(event.type).toBe('order.airline_initiated_change_detected');
    const delivery = signedDelivery('whsec_fake', event);
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(delivery.headers['x-duffel-signature'])!;
    expect(createHmac('sha256', 'whsec_fake').update(`${t}.${delivery.body}`).digest('hex')).toBe(v1);
    const moved = (await duffel.orders.get(made.id)).data;
    expect(moved.airline_initiated_changes).toHaveLength(1);
    expect(moved.slices[0]!.segments[0]!.departing_at).not.toBe(offer!.slices[0]!.segments[0]!.departing_at);
  });

  it('reads a city code (LON) as all its airports, and an airport code (IST) as that airport', async () => {
    const city = await search([['LON', 'IST', '2027-02-09']]);
    expect(city.slices[0]).toMatchObject({ origin_type: 'city', destination_type: 'airport' });
    const origins = new Set(city.offers.map((o) => o.slices[0]!.segments[0]!.origin.iata_code));
    expect([...origins].sort()).toEqual(['LGW', 'LHR']);
    const airport = await search([['IST', 'LHR', '2027-02-09']]);
    expect(airport.slices[0]).toMatchObject({ origin_type: 'airport' });
    expect(new Set(airport.offers.map((o) => o.slices[0]!.segments[0]!.origin.iata_code))).toEqual(new Set(['IST']));
  });

  it('accepts an order with 202 on its switch, lists it only once confirmed, and makes nothing when it fails', async () => {
    const [first, second] = (await search([['IST', 'FRA', '2027-02-11']])).offers;
    fake.orderFaults.push('accepted');
    const accepted = await order(first!, {}, { booking_code: 'pending-1' });
    expect(accepted.status).toBe(202);
    expect((accepted.data as unknown as { id: string }).id).toMatch(/^por_/);
    const listed = async (code: string) =>
      (await duffel.orders.list({ limit: 50 })).data.filter((o) => o.metadata?.booking_code === code);
    expect(await listed('pending-1')).toHaveLength(0);
    const { order: made, event } = fake.confirmPending('pending-1');
    expect(event).toMatchObject({ type: 'order.created', data: { object: { id: made.id } } });
    expect(await listed('pending-1')).toHaveLength(1);

    fake.orderFaults.push('accepted');
    expect((await order(second!, {}, { booking_code: 'pending-2' })).status).toBe(202);
    const failed = fake.failPending('pending-2');
    expect(failed).toMatchObject({
      type: 'order.creation_failed',
      data: { object: { metadata: { booking_code: 'pending-2' } } },
    });
    expect(await listed('pending-2')).toHaveLength(0);
  });

  it('answers only a Duffel token and version', async () => {
    const stranger = new Duffel({ token: 'not-a-token', basePath: fake.url });
    expect((await duffelCode(stranger.orders.list())).status).toBe(401);
  });
});
