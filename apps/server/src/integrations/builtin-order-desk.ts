import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { prepared, preparedPerCount, rowPlaceholders, rowValues } from '../db/prepared.js';
import { supplierDocuments, supplierOrders } from '../db/schema.js';
import { answerOf, askedTogether, transaction } from '../db/transaction.js';
import { isUniqueViolation } from '../lib/db-retry.js';
import { newPnr, newTicketNumber } from './builtin-codes.js';
import { type FaultDice, OutcomeUnknown } from './faults.js';
import type {
  OrderAnswer,
  OrderingSupplier,
  OrderPassenger,
  SupplierCancellationQuote,
  SupplierOrder,
} from './orders.js';

/** What a built-in supplier adds to the shared desk: how it takes and gives back its inventory. */
export interface BuiltinInventory<Request> {
  product: 'flight' | 'transfer';
  /**
   * Takes the request's seats or vehicle in the desk's transaction, its statements asked for at
   * once (no waiting between them); false when any of it is gone (the transaction is rolled back).
   */
  take(tx: Db, key: string, request: Request): Promise<boolean>;
  /** What an order of the request takes, as kept on the order to give it back. */
  taken(request: Request): Record<string, unknown>;
  /** Gives back what an order took, in the desk's transaction. */
  giveBack(tx: Db, key: string, taken: Record<string, unknown>): Promise<void>;
  /** The documents to issue: one per passenger and direction, with the number's prefix. */
  documents(
    request: Request,
    passengers: OrderPassenger[],
  ): Array<{ passenger: number; direction: string; prefix: string }>;
}

/**
 * A built-in supplier's order half: what its desk answers, as the supplier's own methods (flights
 * and transfers alike).
 */
export abstract class DeskSupplier<Request> implements OrderingSupplier<Request> {
  protected constructor(protected readonly desk: BuiltinOrderDesk<Request>) {}

  order(input: Parameters<OrderingSupplier<Request>['order']>[0]) {
    return this.desk.order(input);
  }
  lookupOrder(key: string) {
    return this.desk.lookupOrder(key);
  }
  cancellationQuote(orderRef: string) {
    return this.desk.cancellationQuote(orderRef);
  }
  confirmCancellation(orderRef: string, quoteRef: string) {
    return this.desk.confirmCancellation(orderRef, quoteRef);
  }
}

/** Rolls the order's transaction back when its inventory is gone. */
class SoldOut extends Error {}

/** Rolls back an order whose key was ordered already (what was taken for it is given back). */
class AlreadyOrdered extends Error {}

/** An order's row; none when its key was ordered already. */
const insertOrder = prepared('supplier_order_insert', (db) =>
  db
    .insert(supplierOrders)
    .values({
      reference: sql.placeholder('reference'),
      idempotencyKey: sql.placeholder('idempotencyKey'),
      product: sql.placeholder('product'),
      status: 'confirmed',
      pnr: sql.placeholder('pnr'),
      documents: sql.placeholder('documents'),
      taken: sql.placeholder('taken'),
      total: sql.placeholder('total'),
    })
    .onConflictDoNothing({ target: supplierOrders.idempotencyKey })
    .returning({ id: supplierOrders.id }),
);
const DOCUMENT_FIELDS = ['number', 'orderRef'] as const;
/** An order's document numbers, each issued once (their primary key). */
const insertDocuments = preparedPerCount('supplier_documents_insert', (db, count) =>
  db.insert(supplierDocuments).values(rowPlaceholders(DOCUMENT_FIELDS, count)),
);

/** How often an order is drawn again when its PNR or a number met one already issued. */
const CODE_ATTEMPTS = 8;

type OrderRow = typeof supplierOrders.$inferSelect;
const orderOf = (row: OrderRow): SupplierOrder => ({
  ref: row.reference,
  pnr: row.pnr,
  documents: row.documents,
  status: row.status as SupplierOrder['status'],
});

/**
 * The order desk of the built-in suppliers, a remote party like a real airline (03 §17): its own
 * records (`supplier_orders`, the seat and vehicle tables), its own transactions on its own handle,
 * one order per idempotency key however many calls arrive at once, and the fault switches of
 * `SUPPLIER_FAULTS`. Seats are held by its order, never by the caller's transaction.
 */
export class BuiltinOrderDesk<Request> implements OrderingSupplier<Request> {
  constructor(
    private readonly db: Db,
    private readonly inventory: BuiltinInventory<Request>,
    private readonly dice: FaultDice,
  ) {}

  async order(input: {
    key: string;
    request: Request;
    passengers: OrderPassenger[];
    total: number;
  }): Promise<OrderAnswer> {
    await this.dice.travel();
    if (this.dice.hits('order_error_rate')) return { placed: false, reason: 'refused' };
    if (this.dice.hits('price_change_rate')) return { placed: false, reason: 'price_changed' };
    const answer = await this.place(input);
    // The order is made; its answer is lost on the way back (the caller must look it up).
    if (answer.placed && this.dice.hits('order_lost_rate')) throw new OutcomeUnknown('builtin supplier: answer lost');
    return answer;
  }

  /**
   * One transaction, its statements sent together (one round trip, `db/transaction.ts`): the
   * order's row (its unique key makes a second order under the same key wait, then find none
   * written), its document numbers (each issued once), and the inventory, taken only while it is
   * still there. A key already ordered, a sold-out leg or a number already issued rolls it all back.
   */
  private async place(input: { key: string; request: Request; passengers: OrderPassenger[]; total: number }) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(this.db, async (tx): Promise<OrderAnswer> => {
          const order: SupplierOrder = {
            ref: `ord_${randomBytes(12).toString('base64url')}`,
            pnr: newPnr(),
            status: 'confirmed',
            documents: this.inventory
              .documents(input.request, input.passengers)
              .map((d) => ({ passenger: d.passenger, direction: d.direction, number: newTicketNumber(d.prefix) })),
          };
          const [made, numbered, taken] = await askedTogether(
            tx,
            () =>
              [
                insertOrder(tx).execute({
                  reference: order.ref,
                  idempotencyKey: input.key,
                  product: this.inventory.product,
                  pnr: order.pnr,
                  documents: order.documents,
                  taken: this.inventory.taken(input.request),
                  total: input.total,
                }),
                order.documents.length > 0
                  ? insertDocuments(tx, order.documents.length).execute(
                      rowValues(
                        DOCUMENT_FIELDS,
                        order.documents.map((d) => ({ number: d.number, orderRef: order.ref })),
                      ),
                    )
                  : null,
                this.inventory.take(tx, input.key, input.request),
              ] as const,
          );
          if (answerOf(made).length === 0) throw new AlreadyOrdered();
          answerOf(numbered);
          if (!answerOf(taken)) throw new SoldOut();
          return { placed: true, order };
        });
      } catch (err) {
        if (err instanceof SoldOut) return { placed: false as const, reason: 'sold_out' as const };
        if (err instanceof AlreadyOrdered) {
          const first = await this.find(input.key);
          if (first) return { placed: true as const, order: orderOf(first) };
        }
        if (attempt >= CODE_ATTEMPTS || !(isUniqueViolation(err) || err instanceof AlreadyOrdered)) throw err;
      }
    }
  }

  private async find(key: string) {
    const [row] = await this.db.select().from(supplierOrders).where(eq(supplierOrders.idempotencyKey, key));
    return row;
  }

  async lookupOrder(key: string) {
    await this.dice.travel();
    const row = await this.find(key);
    return row ? orderOf(row) : null;
  }

  async cancellationQuote(orderRef: string): Promise<SupplierCancellationQuote> {
    await this.dice.travel();
    // The built-in suppliers sell under the product's own refund rules: no figure of their own.
    return { ref: `cq_${orderRef}_${Date.now()}`, refundAmount: null };
  }

  async confirmCancellation(orderRef: string, _quoteRef: string) {
    await this.dice.travel();
    return transaction(this.db, async (tx) => {
      const [row] = await tx
        .update(supplierOrders)
        .set({ status: 'cancelled', cancelledAt: new Date() })
        .where(and(eq(supplierOrders.reference, orderRef), eq(supplierOrders.status, 'confirmed')))
        .returning();
      if (row) {
        await this.inventory.giveBack(tx, row.idempotencyKey, row.taken);
        return { cancelled: true };
      }
      const [known] = await tx.select().from(supplierOrders).where(eq(supplierOrders.reference, orderRef));
      return { cancelled: known?.status === 'cancelled' };
    });
  }
}
