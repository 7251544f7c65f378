import { randomBytes } from 'node:crypto';
import { type Language, SEARCH_SESSION_SECONDS } from '@yolcu/contract';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { searchOptions, searchSessions } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { translate } from '../../lib/i18n.js';

export type Product = 'flight' | 'transfer';

/**
 * The search-session mechanism shared by flights and transfers (03 §6): a normalised search is a
 * reusable option (same parameters → same id); each run is a session with an unguessable
 * `session_unique`, its results stored so that select and payment price exactly what was shown,
 * and a 20-minute life.
 */
/** Options kept in memory: an option's params never change once written, and each booking reads them 4 times. */
const OPTION_CACHE_SIZE = 5_000;

const sessionOf = prepared('search_session', (db) =>
  db
    .select()
    .from(searchSessions)
    .where(
      and(
        eq(searchSessions.sessionUnique, sql.placeholder('sessionUnique')),
        eq(searchSessions.product, sql.placeholder('product')),
      ),
    ),
);

const { results: _results, ...headColumns } = getTableColumns(searchSessions);
/** The session without its stored results, which are most of the row (tens of KB for a busy route). */
const sessionHeadOf = prepared('search_session_head', (db) =>
  db
    .select(headColumns)
    .from(searchSessions)
    .where(
      and(
        eq(searchSessions.sessionUnique, sql.placeholder('sessionUnique')),
        eq(searchSessions.product, sql.placeholder('product')),
      ),
    ),
);

const insertSession = prepared('search_session_insert', (db) =>
  db.insert(searchSessions).values({
    sessionUnique: sql.placeholder('sessionUnique'),
    product: sql.placeholder('product'),
    optionId: sql.placeholder('optionId'),
    userId: sql.placeholder('userId'),
    results: sql`${sql.placeholder('results')}::json`,
    createdAt: sql.placeholder('createdAt'),
    expiresAt: sql.placeholder('expiresAt'),
  }),
);

const saveSelectionOf = prepared('search_session_select', (db) =>
  db
    .update(searchSessions)
    .set({ selection: sql`${sql.placeholder('selection')}::json` })
    .where(eq(searchSessions.sessionUnique, sql.placeholder('sessionUnique'))),
);

/** A session's columns that never change once it is written. */
type SessionHead = Omit<typeof searchSessions.$inferSelect, 'results' | 'selection'>;

const secondsLeft = (expiresAt: Date) => Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));

export class SearchSessions<Results> {
  private readonly optionCache = new LRUCache<number, Record<string, unknown>>({ max: OPTION_CACHE_SIZE });

  constructor(
    private readonly db: Db,
    private readonly product: Product,
  ) {}

  /** Option ids by their parameters: an option is never changed or deleted, so one read per process is enough. */
  private readonly optionIds = new LRUCache<string, number>({ max: OPTION_CACHE_SIZE });

  async optionFor(params: Record<string, unknown>): Promise<number> {
    const paramsKey = `${this.product}:${JSON.stringify(params, Object.keys(params).sort())}`;
    const kept = this.optionIds.get(paramsKey);
    if (kept !== undefined) return kept;
    const [row] = await this.db
      .insert(searchOptions)
      .values({ product: this.product, paramsKey, params })
      .onConflictDoUpdate({ target: searchOptions.paramsKey, set: { paramsKey: sql`excluded.params_key` } })
      .returning({ id: searchOptions.id });
    this.optionIds.set(paramsKey, row!.id);
    return row!.id;
  }

  async optionParams(id: number): Promise<Record<string, unknown>> {
    const kept = this.optionCache.get(id);
    if (kept) return kept;
    const [row] = await this.db
      .select()
      .from(searchOptions)
      .where(and(eq(searchOptions.id, id), eq(searchOptions.product, this.product)));
    if (!row) throw AppError.notFound();
    this.optionCache.set(id, row.params);
    return row.params;
  }

  /**
   * Sessions this process made in the last minutes, with their results: those never change once
   * written, and the results page (asked for at once after the search) and the select read them
   * again (issue 21). Another instance, or an older session, reads the row. The results are kept as
   * the JSON text written to the row: as objects, a few hundred sessions' offers were most of the
   * heap, and the garbage collector traced them all again and again while they lived.
   */
  private readonly recent = new LRUCache<string, { row: SessionHead; resultsJson: string }>({
    max: 300,
    ttl: 2 * 60_000,
  });

  async create(optionId: number, userId: number | null, results: Results): Promise<string> {
    const sessionUnique = randomBytes(24).toString('base64url');
    const row = {
      sessionUnique,
      product: this.product,
      optionId,
      userId,
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + SEARCH_SESSION_SECONDS * 1000),
    };
    const resultsJson = JSON.stringify(results);
    await insertSession(this.db).execute({ ...row, results: `[${resultsJson}]` });
    this.recent.set(sessionUnique, { row, resultsJson });
    return sessionUnique;
  }

  /** As `load`, without the selection (which changes): from memory for a session this process made lately. */
  async withResults(sessionUnique: string): Promise<{ row: SessionHead; timeLeft: number; results: Results }> {
    const kept = this.recent.get(sessionUnique);
    if (kept) {
      const results = JSON.parse(kept.resultsJson) as Results;
      return { row: kept.row, timeLeft: secondsLeft(kept.row.expiresAt), results };
    }
    return this.load(sessionUnique);
  }

  /** The session with its seconds left (0 once expired) and its stored results; 404 when unknown. */
  async load(sessionUnique: string) {
    const [row] = await sessionOf(this.db).execute({ sessionUnique, product: this.product });
    if (!row) throw AppError.notFound('search.not_found');
    return { row, timeLeft: secondsLeft(row.expiresAt), results: (row.results as Results[])[0]! };
  }

  /** As `load`, without the stored results: for the steps after a selection that carries what it chose. */
  async head(sessionUnique: string) {
    const [row] = await sessionHeadOf(this.db).execute({ sessionUnique, product: this.product });
    if (!row) throw AppError.notFound('search.not_found');
    return { row, timeLeft: secondsLeft(row.expiresAt) };
  }

  async saveSelection(sessionUnique: string, selection: Record<string, unknown>): Promise<void> {
    await saveSelectionOf(this.db).execute({ sessionUnique, selection: JSON.stringify(selection) });
  }
}

/** What every call on an expired session answers (03 §6). */
export function timedOut(lang: Language) {
  return { status: false, research: true, message: translate(lang, 'search.timed_out') };
}
