import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BuiltinFlightSupplier } from '../../integrations/flights/builtin/builtin-supplier.js';
import type { SupplierEvent } from '../../integrations/orders.js';
import { ingestSupplierEvent, SUPPLIER_EVENT_QUEUE, sweepSupplierEvents } from './ingest.js';
import { processSupplierEvent } from './process-event.js';
import { webhookRoutes } from './webhook.routes.js';

/** How often unprocessed events are looked for (they are queued again after a minute). */
const SWEEP_SECONDS = 60;

/**
 * Supplier events end to end (03 §17), registered once after the products: the job that writes an
 * event to its booking, the sweeper behind it, the webhook route, and the built-in flight
 * supplier's events delivered in process to the same ingest (no HTTP, no secret: it is trusted code
 * in this process, the way a verified webhook is a trusted body).
 */
export const supplierEvents: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.database.db, jobs: app.jobs, log: app.log };
  const ctx = { db: app.database.db, mailer: app.mailer, publicUrl: app.config.publicUrl, log: app.log };
  app.jobs.work<{ eventId: string }>(SUPPLIER_EVENT_QUEUE, async ({ eventId }) => {
    await processSupplierEvent(ctx, eventId);
  });
  app.jobs.every('supplier-event-sweep', SWEEP_SECONDS, () => sweepSupplierEvents(deps));

  const ingest = (event: SupplierEvent) => ingestSupplierEvent(deps, 'builtin', event);
  const flights = app.products.flight?.fulfilment?.supplier;
  if (flights instanceof BuiltinFlightSupplier) flights.onEvent(async (event) => void (await ingest(event)));

  await app.register(webhookRoutes({ secret: app.config.supplierWebhookSecret, ingest }));
};
