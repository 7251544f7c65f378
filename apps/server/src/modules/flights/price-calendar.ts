import { addDays, lastTravelDate, type PriceCalendar, type PriceCalendarQuery, todayInTurkey } from '@yolcu/contract';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { airports, priceCalendarDays } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { FreshDayBudget } from './calendar-budget.js';
import type { FlightSearchService } from './flight-search.service.js';

/** A cached day is trusted this long: fares also move with the clock (sales close an hour before departure). */
const FRESH_MINUTES = 10;
const ONE_ADULT_ECONOMY = {
  cabin: 'ECONOMY' as const,
  pax: { adult: 1, child: 0, infant: 0, senior: 0 },
  directOnly: false,
};

/**
 * The price calendar (03 §15): for each day, the lowest total a real one-way search for one adult
 * in economy shows that day, through the same supplier path and results building as the search.
 * Days are kept per route and day, found again only when they are older than ten minutes, were
 * found on an earlier day (fares depend on the days left), or a seat sold or came back that day.
 */
export class FlightPriceCalendar {
  constructor(
    private readonly db: Db,
    private readonly searches: FlightSearchService,
    /** Prices from what searches saw (`IndicativeFares`): a day without one is unknown, not empty. */
    private readonly indicative = false,
  ) {}

  /** Calendars being found now, by route, window and day: the same one asked again waits for it. */
  private readonly inFlight = new Map<string, Promise<PriceCalendar>>();
  private readonly budget = new FreshDayBudget();

  /**
   * The calendar of a route for `caller` (the client's address). The same calendar asked for while
   * it is being found is answered by that one search (single flight, issue 36), and what has to be
   * searched afresh is charged to the caller's budget first (`FreshDayBudget`): past it, 429.
   */
  async days(q: PriceCalendarQuery, caller = '127.0.0.1'): Promise<PriceCalendar> {
    const key = `${q.departure_airport}|${q.arrival_airport}|${q.start_date}|${q.days}|${todayInTurkey()}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    const finding = this.find(q, caller).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, finding);
    return finding;
  }

  private async find(q: PriceCalendarQuery, caller: string): Promise<PriceCalendar> {
    const from = await this.place(q.departure_airport, 'departure_airport');
    const to = await this.place(q.arrival_airport, 'arrival_airport');
    const [starts, ends] = await Promise.all([this.searches.airportsOf(from), this.searches.airportsOf(to)]);
    if (from.city === to.city || starts.some((a) => ends.some((b) => a.code === b.code)))
      throw AppError.badRequest({ arrival_airport: ['flight.same_airport'] });

    const today = todayInTurkey();
    // The start is on sale (the query's rule); a window running past the last day on sale answers
    // those days without a price, unsearched and unstored (issue 36).
    const last = lastTravelDate();
    const route = `${from.code}>${to.code}`;
    const dates = Array.from({ length: q.days }, (_, i) => addDays(q.start_date, i)).filter((d) => d <= last);
    await calendarDaysForgotten(this.db);
    const kept = await this.db
      .select({ date: priceCalendarDays.date, price: priceCalendarDays.price })
      .from(priceCalendarDays)
      .where(
        and(
          eq(priceCalendarDays.route, route),
          inArray(priceCalendarDays.date, dates),
          eq(priceCalendarDays.computedOn, today),
          gt(priceCalendarDays.createdAt, sql`now() - make_interval(mins => ${FRESH_MINUTES})`),
        ),
      );
    const prices = new Map(kept.map((k) => [k.date, k.price]));
    const charged = this.budget.charge(caller, dates.filter((d) => !prices.has(d)).length);
    if (!charged.ok) throw new CalendarBusy(charged.retryAfterSeconds);
    const found: Array<{ date: string; price: number | null }> = [];
    for (const date of dates) {
      if (prices.has(date)) continue;
      const price = await this.searches.lowestOneWay(
        this.searches.searchPlacesOf(from, starts),
        this.searches.searchPlacesOf(to, ends),
        date,
        ONE_ADULT_ECONOMY,
      );
      prices.set(date, price);
      // Today's flights close for sale through the day: that day is found afresh every time.
      if (date !== today) found.push({ date, price });
    }
    if (found.length) {
      await this.db
        .insert(priceCalendarDays)
        .values(found.map((f) => ({ route, date: f.date, price: f.price, computedOn: today })))
        .onConflictDoUpdate({
          target: [priceCalendarDays.route, priceCalendarDays.date],
          set: {
            price: sql`excluded.price`,
            computedOn: sql`excluded.computed_on`,
            createdAt: sql`excluded.created_at`,
          },
        });
    }
    const window = Array.from({ length: q.days }, (_, i) => addDays(q.start_date, i));
    return {
      currency: 'TRY',
      days: window.map((date) => ({ date, price: prices.get(date) ?? null })),
      ...(this.indicative ? { indicative: true as const } : {}),
    };
  }

  /** An airport or city by its code, or by the id the search form uses. */
  private async place(value: string, field: string) {
    if (/^\d+$/.test(value)) return this.searches.airport(Number(value), field);
    const [row] = await this.db.select().from(airports).where(eq(airports.code, value.toUpperCase()));
    if (!row) throw AppError.badRequest({ [field]: ['flight.airport_unknown'] });
    // By id, so a closed airport is refused as the search refuses it.
    return this.searches.airport(row.id, field);
  }
}

/** Too many days searched afresh by one address this minute: 429, with the seconds to wait. */
export class CalendarBusy extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'calendar.busy', undefined, 'calendar_busy');
  }
}

/** How long the days a sale or cancellation changed wait, gathered, before they are forgotten together. */
export const FORGET_AFTER_MS = 250;

/**
 * Forgets the calendar days a sale or cancellation on these flight dates can change: the day itself
 * and the day before (a connection's second flight may leave the day after the first). The days are
 * gathered for `FORGET_AFTER_MS` and forgotten in one statement (issue 21: at a hundred sales a
 * second, a statement each was a twentieth of a booking's statements). This instance forgets them
 * before it reads the calendar, so it never shows a day it knows changed; another instance may, for
 * that quarter of a second. A forget that fails (or a process that stops first) only leaves a day
 * up to ten minutes older: the booking stands.
 */
export function forgetCalendarDays(db: Db, legDates: string[]) {
  let waiting = waitingForgets.get(db);
  if (!waiting) {
    waiting = new WaitingForgets(db);
    waitingForgets.set(db, waiting);
  }
  waiting.add(legDates.flatMap((d) => [d, addDays(d, -1)]));
}

/** Forgets now the days this instance gathered, before it reads the calendar. */
export async function calendarDaysForgotten(db: Db) {
  await waitingForgets.get(db)?.forget();
}

const waitingForgets = new WeakMap<Db, WaitingForgets>();

class WaitingForgets {
  private readonly dates = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  add(dates: string[]) {
    for (const d of dates) this.dates.add(d);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.forget(), FORGET_AFTER_MS);
      this.timer.unref();
    }
  }

  /** Forgets the gathered days in one statement, after any forget still under way. */
  forget(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.dates.size > 0) {
      const dates = [...this.dates];
      this.dates.clear();
      this.running = this.running.then(() =>
        forgetDays(this.db)
          .execute({ dates })
          .then(
            () => {},
            () => {},
          ),
      );
    }
    return this.running;
  }
}

const forgetDays = prepared('price_calendar_forget', (db) =>
  db.delete(priceCalendarDays).where(sql`${priceCalendarDays.date} = any(${sql.placeholder('dates')})`),
);
