// The booking documents (03 §14): GET …/document/ of one e-ticket and one voucher, each timed
// alone over repeated downloads (every download renders the PDF again; nothing is cached).
import { airports, bookFlight, bookTransfer, HEADERS, transferPlaces } from './booking.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timeDownloads(url, runs, warm) {
  const times = [];
  for (let i = 0; i < runs + warm; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: HEADERS });
    const body = new Uint8Array(await res.arrayBuffer());
    const t1 = performance.now();
    if (res.status !== 200 || new TextDecoder().decode(body.subarray(0, 5)) !== '%PDF-')
      throw new Error(`${url}: no PDF`);
    if (i >= warm) times.push(t1 - t0);
  }
  return median(times);
}

/** Median milliseconds of the e-ticket and of the voucher download. */
export async function measureDocuments(base, runs = 20, warm = 3) {
  // Days 90 on: clear of the pay and cancellation benches' flights.
  const flight = await bookFlight(base, 90, await airports(base));
  const transfer = await bookTransfer(base, 45, await transferPlaces(base));
  return {
    flight: await timeDownloads(`${base}/api/flight/booking/${flight.uniqueCode}/document/`, runs, warm),
    transfer: await timeDownloads(`${base}/api/transfer/booking/${transfer.uniqueCode}/document/`, runs, warm),
  };
}
