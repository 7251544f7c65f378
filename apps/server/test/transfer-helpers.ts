import type { TransferPaymentData } from '@yolcu/contract';
import { expect } from 'vitest';
import { transferLocations } from '../src/db/schema.js';
import { type bookingClient, CARDS } from './booking-helpers.js';
import type { TestApp } from './helpers.js';

export type Offer = { product_id: string; information: { transfer_type_code: number } };

/** Transfer search, selection and a valid pay body, through a booking client's calls. */
export function transferClient(getApp: () => TestApp, c: ReturnType<typeof bookingClient>) {
  const placeId = async (iataOrName: string) => {
    const rows = await getApp().database.db.select().from(transferLocations);
    return rows.find((r) => r.iata === iataOrName || r.nameEn === iataOrName)!.id;
  };

  async function searchAndSelect(opts: {
    from?: string;
    to?: string;
    date: string;
    time?: string;
    passengers?: number;
    baggage?: number;
    pick?: (r: Offer) => boolean;
  }) {
    const started = await c.call('POST', '/api/transfer/gateway/search/', {
      departure_location_id: await placeId(opts.from ?? 'AYT'),
      arrival_location_id: await placeId(opts.to ?? 'Kemer'),
      departure_date: opts.date,
      departure_pickup_time: opts.time ?? '14:00',
      passenger_count: opts.passengers ?? 2,
      baggage_count: opts.baggage ?? 2,
    });
    expect(started.statusCode).toBe(200);
    const sessionUnique: string = started.json().session_unique;
    const view = (await c.call('GET', `/api/transfer/gateway/search/?session_unique=${sessionUnique}`)).json();
    const chosen = view.search.find(opts.pick ?? ((r: Offer) => r.information.transfer_type_code === 1));
    expect(
      (
        await c.call('POST', '/api/transfer/gateway/search/select/', {
          session_unique: sessionUnique,
          product_id: chosen.product_id,
        })
      ).json(),
    ).toMatchObject({ status: true });
    const data: TransferPaymentData = (
      await c.call('GET', `/api/transfer/gateway/payment/?session_unique=${sessionUnique}`)
    ).json();
    return { sessionUnique, chosen, data, view };
  }

  async function payBody(sessionUnique: string, data: TransferPaymentData, over: Record<string, unknown> = {}) {
    const tr = await c.countryId('TR');
    return {
      session_unique: sessionUnique,
      passengers: Array.from({ length: data.form_rules.passenger_count }, (_, i) => ({
        name: ['Ayşe', 'Mehmet', 'Zeynep', 'Emre'][i % 4],
        surname: 'Yılmaz',
        nationality: i === 0 ? tr : null,
      })),
      email: 'transfer@example.com',
      phone_code: '90',
      phone: '5321234567',
      extra_products: {},
      transfer: { flight_number: 'TK2412', airline_code: 'TK', note: 'Two suitcases and a pram.' },
      card_owner: 'Ayşe Yılmaz',
      card_number: CARDS.ok as string,
      card_expiry: '12/30',
      card_cvc: '123',
      has_invoice: false,
      condition: true,
      ...over,
    };
  }

  return { placeId, searchAndSelect, payBody };
}
