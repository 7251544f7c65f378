import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRetention } from '../src/modules/bookings/retention.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * Issue 36: every table that grew for ever has a rule, and a mail keeps its links only until it
 * left. Old rows (dated back here) go; the same rows made now stay.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const count = async (query: ReturnType<typeof sql>) => {
  const result = await t.database.db.execute(query);
  const rows = ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Array<{ n: number }>;
  return rows[0]!.n;
};

describe('the retention rule', () => {
  it('deletes what is past its time in every table that grew for ever, and keeps what is not', async () => {
    const db = t.database.db;
    const old = (days: number) => sql`now() - make_interval(days => ${days})`;
    await db.execute(sql`insert into users (username, email, first_name, last_name, password_hash)
      values ('keeper', 'keeper@example.com', 'Ali', 'Kaya', 'x')`);
    const [user] = (
      (await db.execute(sql`select id from users where username = 'keeper'`)) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows;
    const uid = user!.id;
    for (const [when, tag] of [
      [old(40), 'old'],
      [sql`now()`, 'new'],
    ] as const) {
      await db.execute(sql`insert into ui_logs (event_state, event_name, explanation, event_time, page_name, created_at)
        values ('info', ${tag}, 'x', now(), 'p', ${when})`);
      await db.execute(sql`insert into auth_tokens (token_hash, user_id, created_at, last_used_at)
        values (${`hash-${tag}`}, ${uid}, ${when}, ${when})`);
      await db.execute(sql`insert into one_time_codes (user_id, purpose, code_hash, expires_at)
        values (${uid}, 'reset', ${tag}, ${when})`);
      await db.execute(sql`insert into search_options (product, params_key, params, created_at)
        values ('flight', ${`key-${tag}`}, '{}'::jsonb, ${tag === 'old' ? old(401) : sql`now()`})`);
      await db.execute(sql`insert into mail_outbox ("to", subject, text, html, delivered, sent_at, created_at)
        values ('a@example.com', ${tag}, ${`link https://x/reset?token=${tag}`}, '<p>link</p>', true,
          ${tag === 'old' ? sql`now() - interval '2 hours'` : sql`now()`}, now())`);
    }
    await db.execute(sql`insert into contact_messages (name, email, phone, message, language, created_at)
      values ('A', 'a@example.com', '5321234567', 'old', 'en', ${old(366)}), ('B', 'b@example.com', '5321234567', 'new', 'en', now())`);
    await db.execute(sql`insert into supplier_events (id, supplier, type, order_ref, payload, received_at, processed_at)
      values ('evt-old', 'duffel', 'order.airline_initiated_change_detected', 'ord_1', '{}'::jsonb, ${old(41)}, ${old(40)}),
        ('evt-new', 'duffel', 'order.airline_initiated_change_detected', 'ord_1', '{}'::jsonb, now(), now()),
        ('evt-unprocessed', 'duffel', 'order.airline_initiated_change_detected', 'ord_1', '{}'::jsonb, ${old(41)}, null)`);
    await db.execute(sql`insert into price_calendar_days (route, date, price, computed_on)
      values ('IST-AYT', '2020-01-01', 100, '2020-01-01'), ('IST-AYT', to_char(now() + interval '3 days', 'YYYY-MM-DD'), 100, '2020-01-01')`);

    const done = await applyRetention(db);
    expect(done).toMatchObject({
      uiLogs: 1,
      authTokens: 1,
      oneTimeCodes: 1,
      searchOptions: 1,
      contactMessages: 1,
      supplierEvents: 1,
    });
    expect(done.calendarDays).toBeGreaterThanOrEqual(1);
    expect(done.mailBodies).toBeGreaterThanOrEqual(1);

    expect(await count(sql`select count(*)::int as n from ui_logs where event_name = 'new'`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from ui_logs where event_name = 'old'`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from auth_tokens where user_id = ${uid}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from one_time_codes where user_id = ${uid}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from search_options where params_key like 'key-%'`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from contact_messages`)).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from supplier_events where id in ('evt-new', 'evt-unprocessed')`),
    ).toBe(2);
    expect(await count(sql`select count(*)::int as n from supplier_events where id = 'evt-old'`)).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from price_calendar_days where date < to_char(now(), 'YYYY-MM-DD')`),
    ).toBe(0);
    // A mail that left two hours ago keeps who, what and when, not its link; one that just left keeps it.
    expect(
      await count(sql`select count(*)::int as n from mail_outbox where subject = 'old' and text = '' and html = ''`),
    ).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from mail_outbox where subject = 'new' and text like '%token=new%'`),
    ).toBe(1);

    // A second pass finds nothing more.
    const again = await applyRetention(db);
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
  });
});
