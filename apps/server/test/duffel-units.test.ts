import { createHmac } from 'node:crypto';
import { Duffel } from '@duffel/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { OutcomeUnknown } from '../src/integrations/faults.js';
import { DuffelRefusal, duffelCall } from '../src/integrations/flights/duffel/duffel-calls.js';
import { isoMinutes } from '../src/integrations/flights/duffel/offer-legs.js';
import { supplierOrderOf } from '../src/integrations/flights/duffel/order-answer.js';
import { latinName } from '../src/integrations/flights/duffel/order-request.js';
import { TryPrices } from '../src/integrations/flights/duffel/try-prices.js';
import { supplierEventOf } from '../src/modules/supplier-events/duffel-events.js';
import { duffelSignatureMatches } from '../src/modules/supplier-events/duffel-signature.js';
import { FakeDuffel } from './fakes/duffel/fake-duffel-server.js';
import { eventOf } from './fakes/duffel/fake-webhooks.js';

describe('FLIGHT_SUPPLIER and the Duffel settings', () => {
  it('keep the built-in supplier by default', () => {
    expect(loadConfig({}).flightSupplier).toEqual({ kind: 'builtin' });
    expect(loadConfig({}).fxMarginPercent).toBe(0);
  });

  it('stop the server when Duffel is chosen without a token, naming the variable', () => {
    expect(() => loadConfig({ FLIGHT_SUPPLIER: 'duffel' })).toThrow(ConfigError);
    expect(() => loadConfig({ FLIGHT_SUPPLIER: 'duffel' })).toThrow(/DUFFEL_ACCESS_TOKEN: required/);
  });

  it('hide a bad token’s value and refuse a bad URL, supplier or margin', () => {
    const secret = 'not-a-duffel-token-123';
    let message = '';
    try {
      loadConfig({ FLIGHT_SUPPLIER: 'duffel', DUFFEL_ACCESS_TOKEN: secret });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('DUFFEL_ACCESS_TOKEN');
    expect(message).toContain('(hidden)');
    expect(message).not.toContain(secret);
    expect(() => loadConfig({ FLIGHT_SUPPLIER: 'amadeus' })).toThrow(/FLIGHT_SUPPLIER/);
    expect(() => loadConfig({ DUFFEL_API_URL: 'nowhere' })).toThrow(/DUFFEL_API_URL/);
    expect(() => loadConfig({ FX_MARGIN_PERCENT: '-1' })).toThrow(/FX_MARGIN_PERCENT/);
  });

  it('give Duffel’s own API by default, and the chosen one otherwise', () => {
    const duffel = loadConfig({
      FLIGHT_SUPPLIER: 'duffel',
      DUFFEL_ACCESS_TOKEN: 'duffel_test_abc',
      FX_MARGIN_PERCENT: '2.5',
    });
    expect(duffel.flightSupplier).toEqual({
      kind: 'duffel',
      accessToken: 'duffel_test_abc',
      apiUrl: 'https://api.duffel.com',
    });
    expect(duffel.fxMarginPercent).toBe(2.5);
    const local = loadConfig({
      FLIGHT_SUPPLIER: 'duffel',
      DUFFEL_ACCESS_TOKEN: 'duffel_test_abc',
      DUFFEL_API_URL: 'http://127.0.0.1:9000/',
    });
    expect(local.flightSupplier).toMatchObject({ apiUrl: 'http://127.0.0.1:9000' });
  });
});

describe('calls to Duffel', () => {
  let fake: FakeDuffel;
  let client: Duffel;
  beforeAll(async () => {
    fake = new FakeDuffel();
    client = new Duffel({ token: 'duffel_test_x', basePath: await fake.start() });
  });
  afterAll(() => fake.close());

  it('are unknown when they take too long, refused on a 4xx, unknown on a 5xx or a cut connection', async () => {
    const never = new Promise<never>(() => undefined);
    await expect(duffelCall('slow', 50, () => never)).rejects.toBeInstanceOf(OutcomeUnknown);
    const refusal = await duffelCall('get', 1000, () => client.offers.get('off_0000none')).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(DuffelRefusal);
    expect(refusal).toMatchObject({ status: 404, code: 'not_found' });
    fake.orderFaults.push('server_error');
    await expect(duffelCall('order', 1000, () => client.orders.create({} as never))).rejects.toBeInstanceOf(
      OutcomeUnknown,
    );
    const cut = new Duffel({ token: 'duffel_test_x', basePath: 'http://127.0.0.1:1' });
    await expect(duffelCall('list', 1000, () => cut.orders.list())).rejects.toBeInstanceOf(OutcomeUnknown);
  });
});

describe('Duffel’s data in the product', () => {
  it('reads ISO 8601 durations', () => {
    expect(isoMinutes('PT2H35M')).toBe(155);
    expect(isoMinutes('PT45M')).toBe(45);
    expect(isoMinutes('P1DT1H')).toBe(1500);
    expect(isoMinutes(null)).toBeNull();
    expect(isoMinutes('soon')).toBeNull();
  });

  it('writes names in Latin letters for the airline', () => {
    expect(latinName(' Ayşe Gül Çağlayan ')).toBe('Ayse Gul Caglayan');
    expect(latinName('İLKNUR ÖZTÜRK')).toBe('ILKNUR OZTURK');
    expect(latinName('José')).toBe('Jose');
  });

  it('converts another currency at the selling rate plus the margin, to the kuruş', async () => {
    const prices = new TryPrices(async (code) => (code === 'GBP' ? 55.8 : null), 2);
    const toTry = await prices.converter(['GBP', 'XYZ', 'TRY']);
    expect(toTry('100.00', 'GBP')).toBe(5691.6);
    expect(toTry('123.45', 'TRY')).toBe(123.45);
    expect(toTry('10.00', 'XYZ')).toBeNull();
    expect(toTry(null, 'GBP')).toBeNull();
  });
});

describe('an order’s tickets by direction', () => {
  const order = (slices: number, documents: Array<[string, string]>) =>
    ({
      id: 'ord_1',
      booking_reference: 'ABC123',
      cancelled_at: null,
      slices: Array.from({ length: slices }, () => ({})),
      passengers: [{ id: 'pas_a' }, { id: 'pas_b' }],
      documents: documents.map(([passenger, number]) => ({
        type: 'electronic_ticket',
        unique_identifier: number,
        passenger_ids: [passenger],
      })),
    }) as unknown as Parameters<typeof supplierOrderOf>[0];

  it('files a passenger’s one ticket of a round trip under the departure: it covers both slices', () => {
    expect(
      supplierOrderOf(
        order(2, [
          ['pas_a', '1251'],
          ['pas_b', '1252'],
        ]),
      ).documents,
    ).toEqual([
      { passenger: 0, direction: 'departure', number: '1251' },
      { passenger: 1, direction: 'departure', number: '1252' },
    ]);
  });

  it('files a ticket per slice of a round trip under each direction, in the slices’ order', () => {
    expect(
      supplierOrderOf(
        order(2, [
          ['pas_a', '1251'],
          ['pas_b', '1252'],
          ['pas_a', '1253'],
          ['pas_b', '1254'],
        ]),
      ).documents,
    ).toEqual([
      { passenger: 0, direction: 'departure', number: '1251' },
      { passenger: 0, direction: 'return', number: '1253' },
      { passenger: 1, direction: 'departure', number: '1252' },
      { passenger: 1, direction: 'return', number: '1254' },
    ]);
  });
});

describe('Duffel’s webhook signature', () => {
  const body = Buffer.from('{"id":"wev_1","type":"order.created","data":{"object":{}}}');
  const signed = (secret: string, t = 1_700_000_000) =>
    `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body.toString()}`).digest('hex')}`;

  it('matches the HMAC-SHA256 of "<t>.<raw body>" only', () => {
    expect(duffelSignatureMatches('s3cret', body, signed('s3cret'))).toBe(true);
    expect(duffelSignatureMatches('other', body, signed('s3cret'))).toBe(false);
    expect(duffelSignatureMatches('s3cret', Buffer.concat([body, Buffer.from(' ')]), signed('s3cret'))).toBe(false);
    expect(duffelSignatureMatches('s3cret', body, signed('s3cret').replace('t=1700000000', 't=1700000001'))).toBe(
      false,
    );
    expect(duffelSignatureMatches('s3cret', body, undefined)).toBe(false);
    expect(duffelSignatureMatches('s3cret', body, 'sha256=abc')).toBe(false);
  });
});

describe('Duffel’s events as supplier events', () => {
  const slice = (origin: string, departing: string, arriving: string) => ({
    segments: [
      { departing_at: departing, arriving_at: arriving, origin: { iata_code: origin, time_zone: 'Europe/Istanbul' } },
    ],
  });
  const change = (added: unknown[], removed: unknown[]) => ({
    id: 'aic_1',
    order_id: 'ord_1',
    created_at: '2026-11-27T10:00:00Z',
    added,
    removed,
  });

  it('turn a schedule change into the moved legs, placed in the booking’s direction by their airport', () => {
    const event = eventOf(
      'order.airline_initiated_change_detected',
      change(
        [slice('LHR', '2027-01-22T10:15:00', '2027-01-22T16:30:00')],
        [slice('LHR', '2027-01-22T09:00:00', '2027-01-22T15:15:00')],
      ),
      'aic_1',
    );
    const mapped = supplierEventOf(event as never, ['IST', 'LHR']);
    expect(mapped).toMatchObject({
      id: event.id,
      type: 'schedule_changed',
      orderRef: 'ord_1',
      occurredAt: '2026-11-27T10:00:00Z',
      legs: [
        {
          direction: 1,
          leg: 0,
          departure_date: '2027-01-22',
          departure_time: '10:15',
          arrival_date: '2027-01-22',
          arrival_time: '16:30',
          departs_at: '2027-01-22T07:15:00.000Z',
        },
      ],
    });
  });

  it('read a change that only removes slices as the airline cancelling, and ignore other events', () => {
    const cancelled = eventOf(
      'order.airline_initiated_change_detected',
      change([], [slice('IST', '2027-01-15T08:05:00', '2027-01-15T10:00:00')]),
      'aic_1',
    );
    expect(supplierEventOf(cancelled as never, null)).toMatchObject({ type: 'cancelled', orderRef: 'ord_1' });
    expect(supplierEventOf(eventOf('order.created', {}, 'x') as never, null)).toBeNull();
    expect(
      supplierEventOf(eventOf('order.airline_initiated_change_detected', { nothing: 1 }, 'x') as never, null),
    ).toBeNull();
  });
});
