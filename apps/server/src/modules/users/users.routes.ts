import {
  billInputSchema,
  billListSchema,
  billSchema,
  couponListSchema,
  couponRedeemSchema,
  couponSchema,
  idParams,
  passengerInputSchema,
  passengerListSchema,
  passengerSchema,
  profileSchema,
  settingsSchema,
  userSchema,
  noContentSchema,
} from '@yolcu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { redeemCampaign } from '../admin/campaigns.js';
import { authenticate, requireUser } from '../auth/auth.plugin.js';
import {
  createBill,
  createPassenger,
  deleteAccount,
  deleteBill,
  deletePassenger,
  getUser,
  listBills,
  listCoupons,
  listPassengers,
  updateBill,
  updatePassenger,
  updateProfile,
  updateSettings,
} from './users.service.js';

/** Profile saves per client address (issue 36): plenty for a person, few for guessing the password. */
export const PROFILE_RATE_LIMIT = { max: 20, timeWindow: '15 minutes' } as const;

/** The signed-in user's own data (03 §3, §4). Every id is checked against the user. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const deps = { db, mailer: app.mailer, outbox: app.outbox, publicUrl: app.config.publicUrl };
  const tags = ['user'];
  // Every route here is the signed-in user's: a guest gets 401 before the body is read or validated.
  app.addHook('onRequest', async (req) => {
    await authenticate(req);
    requireUser(req);
  });

  app.get(
    '/user/',
    { schema: { tags, summary: 'The signed-in user with settings', response: { 200: userSchema } } },
    async (req) => getUser(db, requireUser(req)),
  );
  app.put(
    '/user/',
    {
      // A new e-mail address needs the current password: per client address, too few tries to guess it.
      config: { rateLimit: PROFILE_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Update the profile',
        description:
          'A new `email` needs the current `password` and is only asked for: a link goes to the new address ' +
          '(24 hours) and a notice to the current one; until the link is opened the answer keeps `email` and ' +
          'shows the new address as `pending_email`.',
        body: profileSchema,
        response: { 200: userSchema },
      },
    },
    async (req) => updateProfile(deps, requireUser(req), req.body),
  );
  app.put(
    '/user/settings/',
    {
      schema: {
        tags,
        summary: 'Language, country and currency, kept with the account',
        body: settingsSchema,
        response: { 200: settingsSchema },
      },
    },
    async (req) => updateSettings(db, requireUser(req), req.body),
  );
  app.post(
    '/user/delete/',
    {
      schema: {
        tags,
        summary: 'Delete the account and its personal data; bookings stay, detached',
        response: { 204: noContentSchema },
      },
    },
    async (req, reply) => {
      await deleteAccount(db, requireUser(req));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/user/passengers/',
    { schema: { tags, summary: 'Saved passengers', response: { 200: passengerListSchema } } },
    async (req) => ({
      results: await listPassengers(db, requireUser(req), req.lang),
    }),
  );
  app.post(
    '/user/passenger/',
    { schema: { tags, summary: 'Save a passenger', body: passengerInputSchema, response: { 201: passengerSchema } } },
    async (req, reply) => reply.code(201).send(await createPassenger(db, requireUser(req), req.body, req.lang)),
  );
  app.put(
    '/user/passenger/:id/',
    {
      schema: {
        tags,
        summary: 'Update a saved passenger',
        params: idParams,
        body: passengerInputSchema,
        response: { 200: passengerSchema },
      },
    },
    async (req) => updatePassenger(db, requireUser(req), req.params.id, req.body, req.lang),
  );
  app.delete(
    '/user/passenger/:id/',
    { schema: { tags, summary: 'Delete a saved passenger', params: idParams, response: { 204: noContentSchema } } },
    async (req, reply) => {
      await deletePassenger(db, requireUser(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/user/bills/',
    { schema: { tags, summary: 'Saved invoice details', response: { 200: billListSchema } } },
    async (req) => ({ results: await listBills(db, requireUser(req), req.lang) }),
  );
  app.post(
    '/user/bill/',
    { schema: { tags, summary: 'Save invoice details', body: billInputSchema, response: { 201: billSchema } } },
    async (req, reply) => reply.code(201).send(await createBill(db, requireUser(req), req.body, req.lang)),
  );
  app.put(
    '/user/bill/:id/',
    {
      schema: {
        tags,
        summary: 'Update invoice details',
        params: idParams,
        body: billInputSchema,
        response: { 200: billSchema },
      },
    },
    async (req) => updateBill(db, requireUser(req), req.params.id, req.body, req.lang),
  );
  app.delete(
    '/user/bill/:id/',
    { schema: { tags, summary: 'Delete invoice details', params: idParams, response: { 204: noContentSchema } } },
    async (req, reply) => {
      await deleteBill(db, requireUser(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/user/coupons/',
    { schema: { tags, summary: "The user's coupons", response: { 200: couponListSchema } } },
    async (req) => ({ results: await listCoupons(db, requireUser(req)) }),
  );
  app.post(
    '/user/coupons/redeem/',
    {
      schema: {
        tags,
        summary: "Redeem a campaign's code: a coupon of the user's own (once per account, within the usage limit)",
        body: couponRedeemSchema,
        response: { 201: couponSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await redeemCampaign(db, requireUser(req), req.body.code)),
  );
};
