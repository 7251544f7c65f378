import { DEFAULT_PICKUP_TIME } from '@yolcu/contract';
import { todayInTurkey } from '@yolcu/contract/dates';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderRoutes, setUpPageTests } from '../../test/page-test-utils';
import { HomePage } from '../home/home-page';
import { useTransferSearch } from './search-store';
import { TransferSearchForm } from './transfer-search-form';

setUpPageTests();

const AIRPORT = { id: 12, name: 'Antalya Airport', address: 'Muratpaşa, Antalya' };
const KEMER = { id: 40, name: 'Kemer', address: 'Kemer, Antalya' };
const inDays = (n: number) =>
  new Date(Date.parse(`${todayInTurkey()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const DAY = inDays(10);

beforeEach(() => {
  // An older search kept on the device: its places must not leak into a flight's ride.
  useTransferSearch.setState({
    from: KEMER,
    to: { id: 77, name: 'Taksim', address: '' },
    date: inDays(3),
    time: DEFAULT_PICKUP_TIME,
    passengers: 1,
    baggage: 1,
  });
});
afterEach(() => sessionStorage.clear());

const open = (url: string, state?: unknown) => {
  mockApi({ 'GET /api/transfer/location/': { body: { results: [AIRPORT, KEMER] } } });
  return renderRoutes([{ path: '/', element: <HomePage transferSearch={<TransferSearchForm />} /> }], [
    state ? { pathname: '/', search: url.slice(1), state } : url,
  ] as never);
};
const place = (label: 'From' | 'To') => screen.getByRole('button', { name: new RegExp(`^${label}`) });
const timeSelect = () => screen.getByRole('combobox') as HTMLSelectElement;

describe('the transfer search opened from a flight (03 §14)', () => {
  it('fills the pick-up airport, day, slot, passengers and bags from the mail link, and leaves the drop-off to choose', async () => {
    const view = open(
      `/?product=transfer&from=12&date=${DAY}&time=07:30&passengers=3&bags=3&flight=TK2532&airline=TK&flight_at=${DAY}T06:40`,
    );
    expect(screen.getByRole('tab', { name: 'Transfers' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(place('From').textContent).toContain('Antalya Airport'));
    expect(place('To').textContent).toContain('Choose a place');
    expect(timeSelect().value).toBe('07:30');
    expect(screen.getByRole('button', { name: /Passengers/ }).textContent).toContain('3 passengers');
    expect(useTransferSearch.getState().baggage).toBe(3);
    expect(screen.getByTestId('trip-note').textContent).toMatch(
      /^Filled in for flight TK2532, landing \d{2} \w+ at 06:40\. Choose where the driver takes you\.$/,
    );
    // The address is tidied to the Transport tab; the flight is kept for the payment page.
    await waitFor(() => expect(view.history.location.search).toBe('?tab=transfer'));
    expect(JSON.parse(sessionStorage.getItem('yolcu.trip-transfer')!)).toMatchObject({
      kind: 'from_airport',
      location_id: 12,
      flight_number: 'TK2532',
      airline_code: 'TK',
      flight_date: DAY,
      flight_time: '06:40',
    });
  });

  it('makes the airport the drop-off for the ride back, and shows the name handed over at once', async () => {
    open(`/?product=transfer&to=12&date=${DAY}&time=23:30&passengers=2&flight=TK2533&airline=TK`, {
      tripPlace: { id: 12, name: 'Antalya Airport' },
    });
    expect(place('To').textContent).toContain('Antalya Airport');
    expect(place('From').textContent).toContain('Choose a place');
    expect(timeSelect().value).toBe('23:30');
    expect(screen.getByTestId('trip-note').textContent).toBe(
      'Filled in for flight TK2533. Choose where the driver picks you up.',
    );
  });

  it('keeps the leader of the same flight kept from its detail when the mail link arrives without one', async () => {
    sessionStorage.setItem(
      'yolcu.trip-transfer',
      JSON.stringify({
        kind: 'from_airport',
        location_id: 12,
        flight_number: 'TK2532',
        airline_code: 'TK',
        flight_date: DAY,
        flight_time: '06:40',
        leader: { name: 'AYŞE', surname: 'YILMAZ' },
      }),
    );
    open(`/?product=transfer&from=12&date=${DAY}&time=07:30&passengers=1&flight=TK2532&airline=TK`);
    await waitFor(() => expect(place('From').textContent).toContain('Antalya Airport'));
    expect(JSON.parse(sessionStorage.getItem('yolcu.trip-transfer')!).leader).toEqual({
      name: 'AYŞE',
      surname: 'YILMAZ',
    });
  });

  it('offers every half hour from 00:00 to 23:30 and starts at 10:00 without a flight', () => {
    open('/?tab=transfer');
    const options = within(timeSelect())
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toHaveLength(48);
    expect(options[0]).toBe('00:00');
    expect(options.at(-1)).toBe('23:30');
    expect(timeSelect().value).toBe('10:00');
    expect(screen.queryByTestId('trip-note')).toBeNull();
    expect(place('From').textContent).toContain('Kemer');
  });

  it('ignores a link that names no place, and a day already gone', async () => {
    open(`/?product=transfer&date=2020-01-01&time=07:30&passengers=2`);
    expect(place('From').textContent).toContain('Kemer');
    expect(screen.queryByTestId('trip-note')).toBeNull();
    expect(useTransferSearch.getState().passengers).toBe(1);
  });
});
