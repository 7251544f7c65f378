// Posts a signed supplier event to a running server, as the airline would (03 §17), for demos and
// manual checks of POST /api/webhooks/builtin/. The server needs SUPPLIER_WEBHOOK_SECRET set to
// the same value. The order reference is the booking's `supplier_order_ref` (the reconciliation
// view shows it); a schedule change moves the booking's legs, read from its public detail by code.
//
//   node scripts/supplier-event.mjs --url http://localhost:8080 --secret S --order-ref R \
//     --type schedule_changed --shift-minutes 90 --booking-code CODE
//   node scripts/supplier-event.mjs --secret S --order-ref R --type cancelled
//
// Instead of --booking-code, --legs-json '[{"direction":0,"leg":0,"departure_date":"2026-07-01",
// "departure_time":"09:00","arrival_date":"2026-07-01","arrival_time":"10:25"}]' gives the legs.
import { createHmac, randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:8080' },
    secret: { type: 'string', default: process.env.SUPPLIER_WEBHOOK_SECRET },
    'order-ref': { type: 'string' },
    type: { type: 'string', default: 'schedule_changed' },
    'shift-minutes': { type: 'string', default: '60' },
    'booking-code': { type: 'string' },
    'legs-json': { type: 'string' },
  },
});

function fail(message) {
  console.error(`supplier-event: ${message}`);
  process.exit(2);
}
if (!args.secret) fail('--secret (or SUPPLIER_WEBHOOK_SECRET) is required');
if (!args['order-ref']) fail('--order-ref is required');
if (!['schedule_changed', 'cancelled'].includes(args.type)) fail('--type is schedule_changed or cancelled');
const base = args.url.replace(/\/$/, '');

/** The flight's legs as its detail shows them (each direction's `transfers`). */
async function legsOfBooking(code) {
  const res = await fetch(`${base}/api/flight/booking/${encodeURIComponent(code)}/?transfers=1`);
  if (!res.ok) fail(`the booking's detail answered ${res.status}`);
  const booking = await res.json();
  return [booking.departure_booking, booking.return_booking]
    .filter(Boolean)
    .flatMap((d, direction) => d.transfers.map((l, leg) => ({ direction, leg, ...l })));
}

/** A local day and time moved by whole minutes (wall-clock arithmetic, as the built-in supplier does). */
function shifted(date, time, minutes) {
  const at = new Date(Date.parse(`${date}T${time}:00Z`) + minutes * 60_000).toISOString();
  return [at.slice(0, 10), at.slice(11, 16)];
}

const event = {
  id: `evt_${randomBytes(12).toString('base64url')}`,
  type: args.type,
  orderRef: args['order-ref'],
  occurredAt: new Date().toISOString(),
};
if (args.type === 'schedule_changed') {
  const minutes = Number(args['shift-minutes']);
  if (!Number.isInteger(minutes)) fail('--shift-minutes must be a whole number');
  const legs = args['legs-json']
    ? JSON.parse(args['legs-json'])
    : args['booking-code']
      ? await legsOfBooking(args['booking-code'])
      : fail('a schedule change needs --booking-code or --legs-json');
  event.legs = legs.map((l) => {
    const [departure_date, departure_time] = shifted(l.departure_date, l.departure_time, minutes);
    const [arrival_date, arrival_time] = shifted(l.arrival_date, l.arrival_time, minutes);
    return { direction: l.direction, leg: l.leg, departure_date, departure_time, arrival_date, arrival_time };
  });
}

// Signed over the exact bytes sent.
const body = JSON.stringify(event);
const signature = `sha256=${createHmac('sha256', args.secret).update(body).digest('hex')}`;
const res = await fetch(`${base}/api/webhooks/builtin/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-yolcu-signature': signature },
  body,
});
console.log(`${res.status} ${await res.text()}`);
console.log(`event ${event.id} (${event.type})${event.legs ? `: ${event.legs.length} leg(s) moved` : ''}`);
process.exit(res.status === 202 ? 0 : 1);
