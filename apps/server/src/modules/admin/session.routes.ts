import {
  contactResponseSchema,
  detailErrorSchema,
  noContentSchema,
  staffSchema,
  staffSessionSchema,
  staffSetupAnswerSchema,
  staffSetupConfirmSchema,
  staffSetupSchema,
  staffSignInSchema,
} from '@yolcu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/i18n.js';
import { AUTH_RATE_LIMITS } from '../auth/auth.routes.js';
import { staffSecurity, staffRefusals, tags } from './responses.js';
import { confirmSetUp, setUpPassword } from './staff-accounts.js';
import { staffOf, staffOnly } from './staff-guard.js';
import { signIn, signOut } from './staff-sessions.js';

/** Bounded per client address as the traveller's sign-in is (03 §3): a person who mistypes, not a script. */
const [LOGIN_MAX, LOGIN_MINUTES] = AUTH_RATE_LIMITS.login;
const limited = { rateLimit: { max: LOGIN_MAX, timeWindow: `${LOGIN_MINUTES} minutes` } };

/**
 * Set-up (the one-time link of `staff:add`), sign-in with a password and a TOTP code, the member
 * signed in, and sign-out. The session token goes in `Authorization: Bearer <token>`, never in a
 * cookie: the console's calls carry it explicitly, so no other site's page can make them.
 */
export const adminSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/setup/',
    {
      config: limited,
      schema: {
        tags,
        summary: "Staff set-up, step 1: the link's token and a password; answers the TOTP secret",
        body: staffSetupSchema,
        response: { 200: staffSetupAnswerSchema },
      },
    },
    async (req) => setUpPassword(db, req.body.token, req.body.password),
  );
  app.post(
    '/setup/confirm/',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Staff set-up, step 2: the first TOTP code; the link then stops working',
        body: staffSetupConfirmSchema,
        response: { 200: contactResponseSchema },
      },
    },
    async (req) => {
      await confirmSetUp(db, req.body.token, req.body.code);
      return { detail: translate(req.lang, 'admin.setup_done') };
    },
  );
  app.post(
    '/session/',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Staff sign-in: e-mail, password and a TOTP code (each code once)',
        body: staffSignInSchema,
        response: { 200: staffSessionSchema },
      },
    },
    async (req) => signIn(db, req.body.email, req.body.password, req.body.code),
  );
  app.get(
    '/session/',
    {
      preValidation: staffOnly(),
      schema: {
        tags,
        summary: 'The member of staff signed in',
        security: staffSecurity,
        response: { 200: staffSchema, ...staffRefusals },
      },
    },
    async (req) => staffOf(req),
  );
  app.delete(
    '/session/',
    {
      preValidation: staffOnly(),
      schema: {
        tags,
        summary: 'Staff sign-out: the token stops working',
        security: staffSecurity,
        response: { 204: noContentSchema, 401: detailErrorSchema, 403: detailErrorSchema },
      },
    },
    async (req, reply) => {
      await signOut(db, staffOf(req), req.staffToken!);
      return reply.code(204).send(null);
    },
  );
};
