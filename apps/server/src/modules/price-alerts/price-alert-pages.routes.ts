import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageErrorHandler } from '../../lib/input-guards.js';
import { priceAlertConfirmPages } from './price-alert-confirm.js';
import { priceAlertStopPages } from './price-alert-stop.js';

/**
 * The server pages a price-alert mail links to, each in a scope of its own so that each accepts
 * only the form bodies it must. An error in either is a page, never the API's JSON (issue 36).
 */
export const priceAlertPages: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler(pageErrorHandler);
  await app.register(priceAlertStopPages);
  await app.register(priceAlertConfirmPages);
};
