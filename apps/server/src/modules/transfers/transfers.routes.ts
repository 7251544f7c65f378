import { FaultDice } from '../../integrations/faults.js';
import {
  AIRPORT_SEARCH_MIN_CHARS,
  idParams,
  locationQuery,
  searchStartResponseSchema,
  selectResponseSchema,
  searchOptionBody,
  sessionQuery,
  transferLocationListSchema,
  transferSearchFormSchema,
  transferSearchRequestSchema,
  transferSelectSchema,
  transferSearchViewSchema,
  transferSearchOptionSchema,
  detailErrorSchema,
} from '@yolcu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOOKUP_RATE_LIMIT, SEARCH_RATE_LIMIT } from '../../lib/shared-rate-limit-store.js';
import { longDateTime } from '../../lib/long-date.js';
import { storedForm } from '../search-sessions/stored-form.js';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import {
  BuiltinTransferSupplier,
  busyVehiclesFrom,
  soldShuttleSeatsFrom,
} from '../../integrations/transfers/builtin/builtin-supplier.js';
import { LocationSearch } from './location-search.js';
import { TransferSearchService } from './transfer-search.service.js';
import { transferBookingRoutes } from './transfer-booking.routes.js';
import { TransferCheckout } from './transfer-checkout.service.js';
import { TransferFulfilment } from './transfer-fulfilment.js';
import { vehicleSvg } from './vehicle-art.js';

export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  const locations = new LocationSearch(app.database.db);
  const supplier = new BuiltinTransferSupplier(
    busyVehiclesFrom(app.database.db),
    soldShuttleSeatsFrom(app.database.db),
    app.database.db,
    new FaultDice(app.config.supplierFaults),
  );
  const searches = new TransferSearchService(app.database.db, locations, supplier);
  const checkout = new TransferCheckout(app.database.db, searches, locations, supplier, app.bank, app.config.publicUrl);
  const tags = ['transfers'];
  app.products.transfer = {
    fulfilment: new TransferFulfilment(supplier, app.config.publicUrl),
    view: (sessionUnique, lang) => searches.view(sessionUnique, lang),
    select: (body, lang) => searches.select(transferSelectSchema.parse(body), lang),
    beforePayment: (sessionUnique, lang) => checkout.beforePayment(sessionUnique, lang),
    agreedPrice: (sessionUnique) => checkout.agreedPrice(sessionUnique),
    paymentPath: (sessionUnique) => `/transfer/payment/?session_unique=${encodeURIComponent(sessionUnique)}`,
    alerts: {
      async lowestPrice(id) {
        const form = transferSearchFormSchema.safeParse(await searches.sessions.optionParams(id));
        if (!form.success) return { price: null, past: true };
        return { price: await searches.lowestPrice(form.data), past: false };
      },
      describe: async (id, lang) => searches.describeOption(id, await searches.sessions.optionParams(id), lang),
      async summary(id, lang) {
        const d = await searches.describeOption(id, await searches.sessions.optionParams(id), lang);
        return `${d.departure_location.name} → ${d.arrival_location.name}, ${longDateTime(lang, d.departure_date, d.departure_pickup_time)}`;
      },
    },
  };
  transferBookingRoutes(app, checkout);

  app.get(
    '/transfer/location/',
    {
      config: LOOKUP_RATE_LIMIT,
      schema: {
        tags,
        summary: 'Transfer locations (3+ characters, tr/en spelling); popular places without a keyword',
        querystring: locationQuery,
        response: { 200: transferLocationListSchema },
      },
    },
    async (req) => {
      const keyword = req.query.keyword?.trim() ?? '';
      return {
        results:
          keyword.length >= AIRPORT_SEARCH_MIN_CHARS
            ? await locations.search(keyword, req.lang)
            : await locations.popular(req.lang),
      };
    },
  );

  app.post(
    '/transfer/gateway/search/',
    {
      config: SEARCH_RATE_LIMIT,
      schema: {
        tags,
        summary: 'Start a transfer search with the form, or re-run a stored option with {option}',
        body: transferSearchRequestSchema,
        response: { 200: searchStartResponseSchema },
      },
      // Field messages come from whichever shape the body has, not from a two-branch union.
      validatorCompiler: ({ httpPart, schema }) =>
        httpPart === 'body'
          ? (data: unknown) =>
              validatorCompiler({
                schema:
                  data && typeof data === 'object' && 'option' in data ? searchOptionBody : transferSearchFormSchema,
              } as never)(data)
          : validatorCompiler({ schema } as never),
    },
    async (req) => {
      const body = req.body as z.infer<typeof transferSearchRequestSchema>;
      const form =
        'option' in body
          ? storedForm(transferSearchFormSchema, await searches.sessions.optionParams(body.option))
          : body;
      return searches.start(form, req.userId);
    },
  );

  app.get(
    '/transfer/gateway/search/',
    {
      schema: {
        tags,
        summary: 'Vehicles, statistics, the search option and seconds left of a transfer search',
        querystring: sessionQuery,
        response: { 200: transferSearchViewSchema },
      },
    },
    async (req) => searches.view(req.query.session_unique, req.lang),
  );

  app.post(
    '/transfer/gateway/search/select/',
    {
      schema: {
        tags,
        summary: 'Choose the vehicle to pay for',
        body: transferSelectSchema,
        response: { 200: selectResponseSchema, 404: detailErrorSchema },
      },
    },
    async (req) => searches.select(req.body, req.lang),
  );

  app.get(
    '/transfer/search-option/:id/',
    {
      schema: {
        tags,
        summary: 'A stored transfer search option (share links, search-gate routes)',
        params: idParams,
        response: { 200: transferSearchOptionSchema },
      },
    },
    async (req) =>
      searches.describeOption(req.params.id, await searches.sessions.optionParams(req.params.id), req.lang),
  );

  app.get(
    '/transfer/vehicle/:type.svg',
    {
      schema: { tags, summary: 'Illustration of a vehicle type (SVG)', params: z.object({ type: z.string().max(20) }) },
    },
    async (req, reply) => {
      const svg = vehicleSvg(req.params.type);
      if (!svg) throw AppError.notFound();
      return (
        reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=604800')
          // The Capacitor shell's pages (https://localhost, capacitor://localhost) show it too.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(svg)
      );
    },
  );
};
