// One settlement bench row alone: `node scripts/bench/run-settlement.mjs slow|faulty [bookings] [travellers]`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAULTY_PARTIES, measureSettlementOnPostgres, SLOW_AIRLINE } from './slow-supplier.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [which = 'slow', bookings = '1200', travellers = '16'] = process.argv.slice(2);
const env = which === 'faulty' ? FAULTY_PARTIES : SLOW_AIRLINE;
const r = await measureSettlementOnPostgres(root, `/tmp/settlement-${which}.log`, {
  env,
  bookings: Number(bookings),
  travellers: Number(travellers),
});
console.log(JSON.stringify(r));
