import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferLocations } from '../src/db/schema.js';
import { bookingClient, plusDays } from './booking-helpers.js';
import { createTestApp, outboxTo, type TestApp } from './helpers.js';
import { transferClient } from './transfer-helpers.js';

// Issue 19 / 03 §14: a completed flight offers the ride from its arrival airport, and back.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const c = bookingClient(() => t, 95);
const transfers = transferClient(() => t, c);

async function booked(opts: { to: string; days: number; returnDays?: number; email: string; infant?: number }) {
  const { sessionUnique } = await c.searchAndSelect({
    from: 'IST',
    to: opts.to,
    date: plusDays(opts.days),
    returnDate: opts.returnDays ? plusDays(opts.returnDays) : undefined,
    adult: 2,
    infant: opts.infant ?? 0,
  });
  const data = await c.paymentData(sessionUnique);
  const pay = (
    await c.call(
      'POST',
      '/api/flight/gateway/payment/',
      c.payBody(sessionUnique, data.form_rules, { email: opts.email }),
    )
  ).json();
  expect(pay.status, JSON.stringify(pay)).toBe(true);
  const bank = await c.bankCode(pay.pay_url);
  await c.submitCode(bank.path, bank.code);
  const detail = (await c.call('GET', `/api/flight/booking/${pay.unique_code}/?transfers=1`)).json();
  const [mail] = await outboxTo(t.database.db, opts.email);
  return { detail, mail: mail! };
}

const airportPlace = async (iata: string) =>
  (await t.database.db.select().from(transferLocations).where(eq(transferLocations.iata, iata)))[0]!;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

describe('the ride after the flight', () => {
  it('offers Antalya Airport at the first half hour 45 minutes after landing, for those who need seats', async () => {
    const { detail, mail } = await booked({ to: 'AYT', days: 27, email: 'trip-ayt@example.com', infant: 1 });
    const legs = detail.departure_booking.transfers;
    const landing = legs[legs.length - 1];
    const ayt = await airportPlace('AYT');
    const link = new URL(/https?:\/\/\S+\/\?product=transfer\S*/.exec(mail.text)![0]);
    expect(mail.text).toContain('Transfer from Antalya Airport');
    expect(link.searchParams.get('from')).toBe(String(ayt.id));
    expect(link.searchParams.get('passengers')).toBe('2');
    expect(link.searchParams.get('flight')).toBe(landing.flight_number);
    expect(link.searchParams.get('airline')).toBe(landing.airline.code);
    expect(link.searchParams.get('flight_at')).toBe(`${landing.arrival_date}T${landing.arrival_time}`);
    const time = link.searchParams.get('time')!;
    const date = link.searchParams.get('date')!;
    const after =
      (date === landing.arrival_date ? minutes(time) : minutes(time) + 1440) - minutes(landing.arrival_time);
    expect(after).toBeGreaterThanOrEqual(45);
    expect(after).toBeLessThan(75);
    expect(time).toMatch(/:(00|30)$/);
    // The detail offers the same ride, with the landing time a pick-up must follow.
    expect(detail.transfer_suggestions).toEqual([
      expect.objectContaining({
        kind: 'from_airport',
        location: { id: ayt.id, name: 'Antalya Airport' },
        date,
        time,
        passengers: 2,
        flight_number: landing.flight_number,
        flight_date: landing.arrival_date,
        flight_time: landing.arrival_time,
        leader: { name: 'Ayşe', surname: 'Yılmaz' },
      }),
    ]);
  });

  it('for a round trip also offers the ride to the airport two hours before a domestic return', async () => {
    const { detail, mail } = await booked({ to: 'AYT', days: 28, returnDays: 34, email: 'trip-rt@example.com' });
    const back = detail.return_booking.transfers[0];
    const links = [...mail.text.matchAll(/https?:\/\/\S+\/\?product=transfer\S*/g)].map((m) => new URL(m[0]));
    expect(links).toHaveLength(2);
    const toAirport = links[1]!;
    expect(mail.text).toContain('Transfer to Antalya Airport');
    expect(toAirport.searchParams.get('to')).toBe(String((await airportPlace('AYT')).id));
    const before =
      minutes(back.departure_time) -
      minutes(toAirport.searchParams.get('time')!) +
      (toAirport.searchParams.get('date') === back.departure_date ? 0 : 1440);
    expect(before).toBeGreaterThanOrEqual(120);
    expect(before).toBeLessThan(150);
  });

  it('offers nothing for an airport with no transfer location', async () => {
    const { mail } = await booked({ to: 'ESB', days: 29, email: 'trip-esb@example.com' });
    expect(mail.text).not.toContain('product=transfer');
    expect(mail.text).not.toContain('Transfer from');
  });

  it('the transfer detail names the vendor, its phone and the meeting instructions', async () => {
    const { sessionUnique, data } = await transfers.searchAndSelect({ date: plusDays(22) });
    const pay = (
      await c.call('POST', '/api/transfer/gateway/payment/', await transfers.payBody(sessionUnique, data))
    ).json();
    const bank = await c.bankCode(pay.pay_url);
    await c.submitCode(bank.path, bank.code);
    const detail = (await c.call('GET', `/api/transfer/booking/${pay.unique_code}/`)).json();
    expect(detail.vendor).toEqual({
      id: data.vendor.id,
      name: data.vendor.name,
      phone: expect.stringMatching(/^\+90 /),
    });
    expect(detail.info.meeting_instructions).toContain(detail.vendor.phone);
    expect(detail.info.meeting_instructions).toMatch(/name board/);
    expect(detail.cancellation_terms.description).toMatch(/Free cancellation/);
  });
});
