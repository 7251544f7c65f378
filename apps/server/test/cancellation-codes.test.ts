import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, cancellationCodes } from '../src/db/schema.js';
import { bookingClient, plusDays } from './booking-helpers.js';
import { createTestApp, MemoryMailer, outboxTo, type TestApp } from './helpers.js';
import { transferClient } from './transfer-helpers.js';

// Issue 36, finding 3: a booking's cancellation codes are bounded per day, across codes: at most 5
// codes mailed and 5 wrong tries counted in 24 hours; after the tries no code works until the day ends.
let t: TestApp;
const mailer = new MemoryMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(() => t.close());
const c = bookingClient(() => t, 93);
const transfers = transferClient(() => t, c);
const db = () => t.database.db;

async function bookedTransfer(days: number, email: string) {
  const { sessionUnique, data } = await transfers.searchAndSelect({ date: plusDays(days) });
  const body = await transfers.payBody(sessionUnique, data, { email });
  const pay = (await c.call('POST', '/api/transfer/gateway/payment/', body)).json();
  expect(pay.status, JSON.stringify(pay)).toBe(true);
  const bank = await c.bankCode(pay.pay_url);
  expect((await c.submitCode(bank.path, bank.code)).body).toContain('data-status="completed"');
  const [row] = await db().select().from(bookings).where(eq(bookings.uniqueCode, pay.unique_code));
  return { code: pay.unique_code as string, id: row!.id };
}

const base = (code: string) => `/api/transfer/booking/${code}/cancellation`;
const askCode = (code: string) => c.call('POST', `${base(code)}/code/`);
const quote = (code: string, mailCode: string) => c.call('POST', `${base(code)}/`, { code: mailCode });
/** The cancellation-code mails to an address, oldest first (the code is the 6 digits in each). */
const codeMails = async (to: string) =>
  (await outboxTo(db(), to))
    .filter((m) => /cancellation code/i.test(m.subject))
    .map((m) => /\b(\d{6})\b/.exec(m.text)![1]!);
/** Lets the next code go out now: the last one was sent "two minutes ago" (one a minute stays the rule). */
const minutesLater = (id: number) =>
  db().execute(sql`update cancellation_codes set created_at = now() - interval '2 minutes' where booking_id = ${id}`);
/** The day's window began yesterday: what it counted no longer counts. */
const dayLater = (id: number) =>
  db().execute(
    sql`update cancellation_codes set window_started_at = now() - interval '25 hours' where booking_id = ${id}`,
  );
/** Each answer as `<status> <code>`; a 204 has no body. */
const codesOf = (answers: Array<{ statusCode: number; body: string }>) =>
  answers.map((a) => `${a.statusCode} ${a.body ? JSON.parse(a.body).code : ''}`.trim());
const count = (list: string[], value: string) => list.filter((x) => x === value).length;

describe('wrong tries are counted across codes, per booking per day', () => {
  it('a new code does not give new tries; 20 guesses at once count at most the 5, then even the right code is refused', async () => {
    const { code, id } = await bookedTransfer(21, 'tries36@example.com');
    expect((await askCode(code)).statusCode).toBe(204);
    const first = (await codeMails('tries36@example.com'))[0]!;
    const wrong = (right: string) => (right === '000000' ? '111111' : '000000');
    for (let i = 0; i < 3; i++) expect((await quote(code, wrong(first))).json()).toMatchObject({ code: 'code_wrong' });

    await minutesLater(id);
    expect((await askCode(code)).statusCode).toBe(204);
    const second = (await codeMails('tries36@example.com'))[1]!;
    const guesses = codesOf(await Promise.all(Array.from({ length: 20 }, () => quote(code, wrong(second)))));
    // 3 wrong tries were spent on the first code: 2 are left for the second, the rest are refused.
    expect(count(guesses, '403 code_wrong')).toBe(2);
    expect(count(guesses, '403 code_locked')).toBe(18);

    const right = await quote(code, second);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      code: 'code_locked',
      detail:
        'Too many wrong codes were entered for this booking, so codes are locked for today. Please try again tomorrow, or contact us if you need help now.',
    });
    // No new code is mailed while the booking is locked: it could not be used.
    await minutesLater(id);
    const refused = await askCode(code);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'code_locked' });
    expect(await codeMails('tries36@example.com')).toHaveLength(2);

    // A day later the tries count afresh: the live code works, and a new one can be asked.
    await dayLater(id);
    expect((await quote(code, second)).statusCode).toBe(201);
    await minutesLater(id);
    expect((await askCode(code)).statusCode).toBe(204);
  });

  it('in Turkish too', async () => {
    const { code } = await bookedTransfer(22, 'tries36-tr@example.com');
    await askCode(code);
    const right = (await codeMails('tries36-tr@example.com'))[0]!;
    const wrong = right === '000000' ? '111111' : '000000';
    await Promise.all(Array.from({ length: 6 }, () => quote(code, wrong)));
    const res = await c.call('POST', `${base(code)}/`, { code: right }, { lang: 'tr' });
    expect(res.json().detail).toMatch(/yarın tekrar deneyin/);
  });
});

describe('codes mailed per booking per day', () => {
  it('10 asks at once send one code; at most 5 codes a day, then 429 code_limit until the day ends', async () => {
    const { code, id } = await bookedTransfer(23, 'many36@example.com');
    for (let round = 1; round <= 6; round++) {
      if (round > 1) await minutesLater(id);
      const answers = codesOf(await Promise.all(Array.from({ length: 10 }, () => askCode(code))));
      if (round <= 5) {
        expect(count(answers, '204'), `round ${round}`).toBe(1);
        // The others are refused: a code went out this minute (and after the 5th, the day's are spent).
        const refusals = count(answers, '429 code_wait') + count(answers, '429 code_limit');
        expect(refusals, `round ${round}`).toBe(9);
        if (round < 5) expect(count(answers, '429 code_wait'), `round ${round}`).toBe(9);
      } else {
        expect(count(answers, '429 code_limit')).toBe(10);
      }
    }
    const mails = await codeMails('many36@example.com');
    expect(mails).toHaveLength(5);
    const limited = await askCode(code);
    expect(limited.json().detail).toMatch(/5 codes for this booking today.*try again tomorrow/);
    // The last code still works: the cap stops mails, not the traveller holding a code.
    expect((await quote(code, mails.at(-1)!)).statusCode).toBe(201);

    await dayLater(id);
    expect((await askCode(code)).statusCode).toBe(204);
    const [row] = await db().select().from(cancellationCodes).where(eq(cancellationCodes.bookingId, id));
    expect(row?.codesSent).toBe(1);
    expect(await codeMails('many36@example.com')).toHaveLength(6);
  });
});
