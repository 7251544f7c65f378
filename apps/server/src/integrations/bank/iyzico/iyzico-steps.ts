import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client.js';
import { iyzicoSteps } from '../../../db/schema.js';

/** A verified 3-D Secure result, kept between the callback and the authorisation it leads to. */
export interface Authenticated {
  paymentId: string;
  conversationData: string;
}

/** How long a step is kept: as long as a bank page lives (and a little more). */
export const STEP_MINUTES = 20;

/**
 * What the iyzico adapter keeps between a payment's requests: the bank's page from the pay request
 * to the page's request, then the verified callback until the authorisation takes it, once.
 */
export interface IyzicoSteps {
  keepPage(reference: string, page: string): Promise<void>;
  pageOf(reference: string): Promise<string | null>;
  /** The verified callback, in place of the page (which is not shown again). */
  keepAuthenticated(reference: string, authenticated: Authenticated): Promise<void>;
  isAuthenticated(reference: string): Promise<boolean>;
  /** The verified callback, removed as it is read: two authorisations racing get it once. */
  takeAuthenticated(reference: string): Promise<Authenticated | null>;
}

/** In this process's memory: one instance only (tests, a single server). */
export function stepsInMemory(): IyzicoSteps {
  const pages = new LRUCache<string, string>({ max: 10_000, ttl: STEP_MINUTES * 60_000 });
  const authenticated = new LRUCache<string, Authenticated>({ max: 10_000, ttl: STEP_MINUTES * 60_000 });
  return {
    keepPage: async (reference, page) => void pages.set(reference, page),
    pageOf: async (reference) => pages.get(reference) ?? null,
    keepAuthenticated: async (reference, a) => {
      pages.delete(reference);
      authenticated.set(reference, a);
    },
    isAuthenticated: async (reference) => authenticated.has(reference),
    takeAuthenticated: async (reference) => {
      const a = authenticated.get(reference) ?? null;
      authenticated.delete(reference);
      return a;
    },
  };
}

/**
 * In the database, so that every instance serves a payment's requests (no sticky sessions): one
 * row per payment, each change one statement, the callback taken by a conditional delete.
 */
export function stepsInDatabase(db: Db): IyzicoSteps {
  const expiresAt = sql`now() + make_interval(mins => ${STEP_MINUTES})`;
  const live = (reference: string) => and(eq(iyzicoSteps.reference, reference), gt(iyzicoSteps.expiresAt, sql`now()`));
  return {
    async keepPage(reference, page) {
      await db
        .insert(iyzicoSteps)
        .values({ reference, page, expiresAt })
        .onConflictDoUpdate({ target: iyzicoSteps.reference, set: { page, expiresAt } });
    },
    async pageOf(reference) {
      const [row] = await db.select({ page: iyzicoSteps.page }).from(iyzicoSteps).where(live(reference));
      return row?.page ?? null;
    },
    async keepAuthenticated(reference, a) {
      const values = { page: null, paymentId: a.paymentId, conversationData: a.conversationData, expiresAt };
      await db
        .insert(iyzicoSteps)
        .values({ reference, ...values })
        .onConflictDoUpdate({ target: iyzicoSteps.reference, set: values });
    },
    async isAuthenticated(reference) {
      const [row] = await db
        .select({ reference: iyzicoSteps.reference })
        .from(iyzicoSteps)
        .where(and(live(reference), isNotNull(iyzicoSteps.paymentId)));
      return row !== undefined;
    },
    async takeAuthenticated(reference) {
      const [row] = await db
        .delete(iyzicoSteps)
        .where(and(live(reference), isNotNull(iyzicoSteps.paymentId)))
        .returning({ paymentId: iyzicoSteps.paymentId, conversationData: iyzicoSteps.conversationData });
      return row ? { paymentId: row.paymentId ?? '', conversationData: row.conversationData ?? '' } : null;
    },
  };
}
