// The pages Lighthouse measures besides home, each reached as a traveller reaches it on the server
// under test: flight results and payment through a real search (IST→AYT, one adult, three weeks
// ahead), the transfer payment through a real transfer search (AYT→Kemer, two travellers), and
// both ticket details through a real booking paid and completed at the bank page (booking.mjs).
import { airports, bookFlight, bookTransfer, transferPlaces } from './booking.mjs';

const HEADERS = { 'content-type': 'application/json', 'accept-language': 'en' };

async function json(res) {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/**
 * A request tried again after a 503 with Retry-After (the server sheds load, 03 §19), up to five
 * times, as the app does: a set-up step on a busy machine must not fail the measurement itself.
 */
async function shedAware(send) {
  for (let attempt = 1; ; attempt++) {
    const res = await send();
    const retryAfter = Number(res.headers.get('retry-after'));
    if (res.status !== 503 || !retryAfter || attempt === 5) return res;
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, retryAfter * 1000));
  }
}

const post = async (url, body) =>
  json(await fetch(url, { method: 'POST', headers: HEADERS, body: JSON.stringify(body) }));

const daysAhead = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** An airport's id by its IATA code (not a city choice that groups several airports). */
export async function airportId(base, code) {
  const { results } = await json(
    await shedAware(() => fetch(`${base}/api/flight/airport/?keyword=${code}`, { headers: HEADERS })),
  );
  const airport = results.find((a) => a.code === code && a.type !== 'city') ?? results[0];
  return airport.id;
}

/** Starts a search and answers the results page's path; `select` also chooses the cheapest fare. */
export async function flightSearchPath(base, { select = false } = {}) {
  const form = {
    fly_type: 'OW',
    departure_airport: await airportId(base, 'IST'),
    arrival_airport: await airportId(base, 'AYT'),
    departure_date: daysAhead(21),
    return_date: null,
    adult: 1,
    child: 0,
    infant: 0,
    senior: 0,
    flight_class: 'ECONOMY',
  };
  const { session_unique } = await post(`${base}/api/flight/gateway/search/`, form);
  if (!select) return `/flight/search/?session_unique=${session_unique}`;
  const view = await json(
    await fetch(`${base}/api/flight/gateway/search/?session_unique=${session_unique}`, { headers: HEADERS }),
  );
  await post(`${base}/api/flight/gateway/search/select/`, {
    session_unique,
    product_ids: [view.search[0].product_id],
    alternative_prices: ['LIGHT'],
  });
  return `/flight/payment/?session_unique=${session_unique}`;
}

/** A transfer search AYT → Kemer for two with its first car chosen: the transfer payment page's path. */
export async function transferPaymentPath(base) {
  const { from, to } = await transferPlaces(base);
  const { session_unique } = await post(`${base}/api/transfer/gateway/search/`, {
    departure_location_id: from,
    arrival_location_id: to,
    departure_date: daysAhead(21),
    departure_pickup_time: '12:00',
    passenger_count: 2,
    baggage_count: 2,
  });
  const view = await json(
    await fetch(`${base}/api/transfer/gateway/search/?session_unique=${session_unique}`, { headers: HEADERS }),
  );
  await post(`${base}/api/transfer/gateway/search/select/`, { session_unique, product_id: view.search[0].product_id });
  return `/transfer/payment/?session_unique=${session_unique}`;
}

// Each ticket is a new booking on a day of its own (the bench's other rows book days 20–79).
let ticketRuns = 0;

/** A completed flight booking's ticket detail, as the traveller opens it from the confirmation mail. */
export async function flightTicketPath(base) {
  const { uniqueCode } = await bookFlight(base, 40 + ticketRuns++, await airports(base));
  return `/flight/booking/detail/${encodeURIComponent(uniqueCode)}`;
}

/** A completed transfer booking's ticket detail (two travellers, a child seat). */
export async function transferTicketPath(base) {
  const { uniqueCode } = await bookTransfer(base, 40 + ticketRuns++, await transferPlaces(base));
  return `/transfer/booking/detail/${encodeURIComponent(uniqueCode)}`;
}
