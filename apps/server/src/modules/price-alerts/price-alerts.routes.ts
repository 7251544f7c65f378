import {
  detailErrorSchema,
  idParams,
  flightPriceAlertListSchema,
  priceAlertCreatedSchema,
  priceAlertInputSchema,
  transferPriceAlertListSchema,
  noContentSchema,
} from '@yolcu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import { requireUser } from '../auth/auth.plugin.js';
import { ALERT_RATE_LIMIT, contactLimits } from './price-alert-limits.js';
import {
  accountEmail,
  alertContact,
  createPriceAlert,
  deletePriceAlert,
  userPriceAlerts,
} from './price-alerts.service.js';

/**
 * Price alerts of 03 §8 for both products: create (guests too, confirmed by mail, issue 36) and the
 * signed-in user's lists.
 */
export const priceAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const deps = { db, outbox: app.outbox, publicUrl: app.config.publicUrl };
  const limitContacts = contactLimits(app);
  const pricingOf = (product: string) => {
    const pricing = app.products[product]?.alerts;
    if (!pricing) throw AppError.notFound();
    return pricing;
  };
  for (const product of ['flight', 'transfer'] as const) {
    const tags = ['price alerts'];
    app.post(
      `/${product}/info/price-alert/`,
      {
        config: ALERT_RATE_LIMIT,
        schema: {
          tags,
          summary: `Create a ${product} price alert for a search option (guests too; a guest's waits for its address to confirm it)`,
          body: priceAlertInputSchema,
          response: { 201: priceAlertCreatedSchema },
        },
      },
      async (req, reply) => {
        const caller = { userId: req.userId, accountEmail: req.userId ? await accountEmail(db, req.userId) : null };
        const contact = alertContact(req.body, caller);
        await limitContacts(req, reply, contact, contact.email !== null && contact.email === caller.accountEmail);
        const created = await createPriceAlert(deps, product, req.body, caller, contact, req.lang, pricingOf(product));
        return reply.code(201).send(created);
      },
    );
    app.get(
      `/user/${product}/price_alerts/`,
      {
        schema: {
          tags,
          summary: `The signed-in user's ${product} price alerts, newest first`,
          response: { 200: product === 'flight' ? flightPriceAlertListSchema : transferPriceAlertListSchema },
        },
      },
      // The response schema checks option_detail's shape per product (describe() is loosely typed).
      async (req) => (await userPriceAlerts(db, requireUser(req), product, pricingOf(product), req.lang)) as never,
    );
    app.delete(
      `/user/${product}/price_alerts/:id/`,
      {
        schema: {
          tags,
          summary: `Stop and remove one of the signed-in user's ${product} price alerts (03 §15)`,
          params: idParams,
          response: { 204: noContentSchema, 401: detailErrorSchema, 404: detailErrorSchema },
        },
      },
      async (req, reply) => {
        await deletePriceAlert(db, requireUser(req), product, req.params.id);
        return reply.code(204).send(null);
      },
    );
  }
};
