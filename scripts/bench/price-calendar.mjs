// The price calendar (03 §15): 62 days of IST → AYT, the first answer (found by searching each day)
// and the median of the next ones (kept per route and day), each GET timed alone.
const HEADERS = { 'accept-language': 'tr', 'accept-encoding': 'gzip, deflate, br' };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measurePriceCalendar(base, runs = 20) {
  const start = new Date(Date.now() + 3 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  const url = `${base}/api/flight/price-calendar/?departure_airport=IST&arrival_airport=AYT&start_date=${start}&days=62`;
  const timed = async () => {
    const t0 = performance.now();
    const res = await fetch(url, { headers: HEADERS });
    const body = await res.json();
    const ms = performance.now() - t0;
    if (res.status !== 200 || body.days.length !== 62) throw new Error(`price calendar answered ${res.status}`);
    return ms;
  };
  const first = await timed();
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await timed());
  return { first, warm: median(times) };
}
