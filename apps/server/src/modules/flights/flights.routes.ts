import { AIRPORT_SEARCH_MIN_CHARS, airportListSchema, airportQuery } from '@yolcu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AirportSearch } from './airport-search.js';

export const flightRoutes: FastifyPluginAsyncZod = async (app) => {
  const airports = new AirportSearch(app.database.db);
  const tags = ['flights'];

  app.get(
    '/flight/airport/',
    {
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
        keyword.length >= AIRPORT_SEARCH_MIN_CHARS ? await airports.search(keyword, req.lang) : await airports.popular(req.lang);
      return { results };
    },
  );
};
