import { FaultDice } from '../../integrations/faults.js';
import {
  AIRPORT_SEARCH_MIN_CHARS,
  airportListSchema,
  airportQuery,
  flightSearchFormSchema,
  flightSearchRequestSchema,
  flightSelectSchema,
  selectResponseSchema,
  idParams,
  detailErrorSchema,
  priceCalendarQuery,
  flightSearchViewSchema,
  returnItemsSchema,
  priceCalendarSchema,
  validationErrorSchema,
  searchStartResponseSchema,
  searchOptionBody,
  sessionQuery,
  flightSearchOptionSchema,
} from '@yolcu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOOKUP_RATE_LIMIT, SEARCH_RATE_LIMIT } from '../../lib/shared-rate-limit-store.js';
import { longDate } from '../../lib/long-date.js';
import { storedForm } from '../search-sessions/stored-form.js';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BuiltinFlightSupplier } from '../../integrations/flights/builtin/builtin-supplier.js';
import { airlineLogoSvg } from './airline-logo.js';
import { AirportSearch } from './airport-search.js';
import { flightBookingRoutes } from './flight-booking.routes.js';
import { FlightCheckout } from './flight-checkout.service.js';
import { FlightFulfilment } from './flight-fulfilment.js';
import { CalendarBusy, FlightPriceCalendar } from './price-calendar.js';
import { FlightSearchService, returnItems, selectFlights, soldSeatsFrom } from './flight-search.service.js';

export const flightRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const airports = new AirportSearch(db);
  // FLIGHT_SUPPLIER=duffel brings its own suppliers (app.ts); the built-in one is the default.
  const supplier =
    app.flightSuppliers?.live ??
    new BuiltinFlightSupplier(
      soldSeatsFrom(db),
      () => airports.refByCode('IST'),
      db,
      new FaultDice(app.config.supplierFaults),
    );
  const searches = new FlightSearchService(db, supplier, airports);
  // The calendar and the alert rounds never make a billed search each (issue 38): indicative fares.
  const planning = app.flightSuppliers
    ? new FlightSearchService(db, app.flightSuppliers.indicative, airports)
    : searches;
  const checkout = new FlightCheckout(db, searches, supplier, app.bank, app.config.publicUrl);
  const tags = ['flights'];
  app.products.flight = {
    fulfilment: new FlightFulfilment(supplier, app.config.publicUrl),
    view: (sessionUnique, lang) => searches.view(sessionUnique, lang),
    select: (body, lang) => selectFlights(searches, flightSelectSchema.parse(body), lang),
    beforePayment: (sessionUnique, lang) => checkout.beforePayment(sessionUnique, lang),
    agreedPrice: (sessionUnique) => checkout.agreedPrice(sessionUnique),
    paymentPath: (sessionUnique) => `/flight/payment/?session_unique=${encodeURIComponent(sessionUnique)}`,
    alerts: {
      async lowestPrice(id) {
        const form = flightSearchFormSchema.safeParse(await searches.optionParams(id));
        // The only rule a stored option can come to break is time: its date has passed.
        if (!form.success) return { price: null, past: true };
        return { price: await planning.lowestPrice(form.data), past: false };
      },
      describe: async (id, lang) => searches.describeOption(id, await searches.optionParams(id), lang),
      async summary(id, lang) {
        const d = await searches.describeOption(id, await searches.optionParams(id), lang);
        return `${d.departure_airport.city} (${d.departure_airport.code}) → ${d.arrival_airport.city} (${d.arrival_airport.code}), ${longDate(lang, d.departure_date)}${d.return_date ? ` – ${longDate(lang, d.return_date)}` : ''}`;
      },
    },
  };
  flightBookingRoutes(app, checkout);

  const calendar = new FlightPriceCalendar(db, planning, planning !== searches);
  app.get(
    '/flight/price-calendar/',
    {
      config: LOOKUP_RATE_LIMIT,
      schema: {
        tags,
        summary: "Each day's lowest one-adult economy total, as a real search that day shows it (up to 62 days)",
        description: 'Airports or city codes (or ids) as in the search; `price` is null when nothing flies that day.',
        querystring: priceCalendarQuery,
        response: { 200: priceCalendarSchema, 400: z.union([validationErrorSchema, detailErrorSchema]) },
      },
    },
    async (req, reply) => {
      try {
        return await calendar.days(req.query, req.ip);
      } catch (err) {
        if (err instanceof CalendarBusy) reply.header('retry-after', String(err.retryAfterSeconds));
        throw err;
      }
    },
  );

  app.get(
    '/flight/airport/',
    {
      config: LOOKUP_RATE_LIMIT,
      schema: {
        tags,
        summary: 'Airports by code, city or name (3+ characters, tr/en spelling); popular airports without a keyword',
        querystring: airportQuery,
        response: { 200: airportListSchema },
      },
    },
    async (req) => {
      const keyword = req.query.keyword?.trim() ?? '';
      const results =
        keyword.length >= AIRPORT_SEARCH_MIN_CHARS
          ? await airports.search(keyword, req.lang)
          : await airports.popular(req.lang);
      return { results };
    },
  );

  app.post(
    '/flight/gateway/search/',
    {
      config: SEARCH_RATE_LIMIT,
      schema: {
        tags,
        summary: 'Start a flight search with the form, or re-run a stored option with {option}',
        body: flightSearchRequestSchema,
        response: { 200: searchStartResponseSchema },
      },
      // Field messages come from whichever shape the body has, not from a two-branch union.
      validatorCompiler: ({ httpPart, schema }) =>
        httpPart === 'body'
          ? (data: unknown) =>
              validatorCompiler({
                schema:
                  data && typeof data === 'object' && 'option' in data ? searchOptionBody : flightSearchFormSchema,
              } as never)(data)
          : validatorCompiler({ schema } as never),
    },
    async (req) => {
      const body = req.body as z.infer<typeof flightSearchRequestSchema>;
      const form =
        'option' in body ? storedForm(flightSearchFormSchema, await searches.optionParams(body.option)) : body;
      return searches.start(form, req.userId);
    },
  );

  app.get(
    '/flight/gateway/search/',
    {
      schema: {
        tags,
        summary: 'Results, statistics, the search option and seconds left of a search session',
        querystring: sessionQuery,
        response: { 200: flightSearchViewSchema },
      },
    },
    async (req) => searches.view(req.query.session_unique, req.lang),
  );

  app.post(
    '/flight/gateway/search/return_items/',
    {
      schema: {
        tags,
        summary: 'Return flights for the chosen outbound (leg-by-leg round trips)',
        body: flightSelectSchema,
        response: { 200: returnItemsSchema, 404: detailErrorSchema },
      },
    },
    async (req) => returnItems(searches, req.body.session_unique, req.body.product_ids[0]!, req.lang),
  );

  app.post(
    '/flight/gateway/search/select/',
    {
      schema: {
        tags,
        summary: 'Choose the flights and fares to pay for',
        body: flightSelectSchema,
        response: { 200: selectResponseSchema, 404: detailErrorSchema },
      },
    },
    async (req) => selectFlights(searches, req.body, req.lang),
  );

  app.get(
    '/flight/airline/:code/logo.svg',
    {
      schema: {
        tags,
        summary: "An airline's badge in its colours (SVG)",
        params: z.object({ code: z.string().regex(/^[A-Z0-9]{2}$/, 'v.invalid') }),
      },
    },
    async (req, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=604800')
        // The Capacitor shell's pages (https://localhost, capacitor://localhost) show it too.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(airlineLogoSvg(req.params.code)),
  );

  app.get(
    '/flight/search-option/:id/',
    {
      schema: {
        tags,
        summary: 'A stored flight search option (share links, search-gate routes)',
        params: idParams,
        response: { 200: flightSearchOptionSchema },
      },
    },
    async (req) => searches.describeOption(req.params.id, await searches.optionParams(req.params.id), req.lang),
  );
};
