// The pages Lighthouse measures besides home: a flight results page and its payment page, reached
// through a real search (IST→AYT, one adult, three weeks ahead) on the server under test.

const HEADERS = { 'content-type': 'application/json', 'accept-language': 'en' };

async function json(res) {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** An airport's id by its IATA code (not a city choice that groups several airports). */
export async function airportId(base, code) {
  const { results } = await json(await fetch(`${base}/api/flight/airport/?keyword=${code}`, { headers: HEADERS }));
  const airport = results.find((a) => a.code === code && a.type !== 'city') ?? results[0];
  return airport.id;
}

/** Starts a search and answers the results page's path; `select` also chooses the cheapest fare. */
export async function flightSearchPath(base, { select = false } = {}) {
  const form = {
    fly_type: 'OW',
    departure_airport: await airportId(base, 'IST'),
    arrival_airport: await airportId(base, 'AYT'),
    departure_date: new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10),
    return_date: null,
    adult: 1,
    child: 0,
    infant: 0,
    senior: 0,
    flight_class: 'ECONOMY',
  };
  const { session_unique } = await json(
    await fetch(`${base}/api/flight/gateway/search/`, { method: 'POST', headers: HEADERS, body: JSON.stringify(form) }),
  );
  if (!select) return `/flight/search/?session_unique=${session_unique}`;
  const view = await json(
    await fetch(`${base}/api/flight/gateway/search/?session_unique=${session_unique}`, { headers: HEADERS }),
  );
  await json(
    await fetch(`${base}/api/flight/gateway/search/select/`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({ session_unique, product_ids: [view.search[0].product_id], alternative_prices: ['LIGHT'] }),
    }),
  );
  return `/flight/payment/?session_unique=${session_unique}`;
}
