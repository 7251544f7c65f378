// Cancellation's two calls as the signed-in owner makes them from the ticket (03 §13): the quote
// POST and the confirm POST, each timed alone. Booking the flight first is set-up, outside the timing.
import { airports, bookFlight, HEADERS, json } from './booking.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median milliseconds of quote and of confirm over `runs` Flex bookings of the demo account. */
export async function measureCancellation(base, runs = 20, warm = 2) {
  const login = await json(
    await fetch(`${base}/api/auth/login/`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({ username: 'demo@yolcu.example', password: 'Yolcu-Demo-2026' }),
    }),
  );
  const headers = { ...HEADERS, authorization: `Token ${login.token}` };
  const where = await airports(base);
  const quotes = [];
  const confirms = [];
  for (let i = 0; i < runs + warm; i++) {
    // Days 80 on: the pay bench's bookings (days 20 to 79) keep their seats.
    const { uniqueCode } = await bookFlight(base, 60 + i, { ...where, headers, fare: 'FLEX' });
    const path = `${base}/api/flight/booking/${uniqueCode}/cancellation`;
    const t0 = performance.now();
    const quote = await json(await fetch(`${path}/`, { method: 'POST', headers, body: '{}' }));
    const t1 = performance.now();
    const done = await json(await fetch(`${path}/${quote.id}/confirm/`, { method: 'POST', headers, body: '{}' }));
    const t2 = performance.now();
    if (done.status !== 'cancelled' || done.refund_amount !== quote.refund_amount) throw new Error('not cancelled');
    if (i >= warm) {
      quotes.push(t1 - t0);
      confirms.push(t2 - t1);
    }
  }
  return { quote: median(quotes), confirm: median(confirms) };
}
