import { geoResponseSchema } from '@yolcu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import { lookupGeo } from './geo.service.js';

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/geo/',
    {
      schema: {
        tags: ['reference'],
        summary: "The caller's city by IP address; 404 when unknown",
        response: { 200: geoResponseSchema },
      },
    },
    async (req) => {
      const geo = lookupGeo(req.ip);
      if (!geo) throw AppError.notFound('error.geo_unknown');
      return geo;
    },
  );
};
