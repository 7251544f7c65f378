import {
  activateSchema,
  contactResponseSchema,
  emailConfirmedSchema,
  emailConfirmSchema,
  emailOnlySchema,
  loginSchema,
  passwordChangeSchema,
  registerSchema,
  resetPasswordSchema,
  tokenResponseSchema,
  noContentSchema,
} from '@yolcu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from './auth.plugin.js';
import {
  activate,
  changePassword,
  forgotPassword,
  login,
  logout,
  register,
  resendActivation,
  resetPassword,
} from './auth.service.js';
import { confirmEmailChange } from '../users/email-change.js';

/** Per client address (03 §3): enough for a person who mistypes, too few for a script. */
const limit = (max: number, minutes: number) => ({ rateLimit: { max, timeWindow: `${minutes} minutes` } });
export const AUTH_RATE_LIMITS = {
  login: [10, 5],
  register: [5, 15],
  activate: [10, 15],
  resend: [5, 15],
  forgot: [5, 15],
  reset: [10, 15],
  /** Issue 36: the old password is checked here, so it is bounded like the login. */
  password: [10, 15],
  confirmEmail: [10, 15],
} as const;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.database.db, mailer: app.mailer, outbox: app.outbox, publicUrl: app.config.publicUrl };
  const tags = ['accounts'];
  const detail = { 200: contactResponseSchema };

  app.post(
    '/auth/register/',
    {
      config: limit(...AUTH_RATE_LIMITS.register),
      schema: {
        tags,
        summary: 'Create an account; mails an activation code',
        body: registerSchema,
        response: { 201: contactResponseSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await register(deps, req.body, req.lang)),
  );
  app.post(
    '/auth/activate/',
    {
      config: limit(...AUTH_RATE_LIMITS.activate),
      schema: {
        tags,
        summary: 'Activate with the mailed code; signs in',
        body: activateSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (req) => activate(deps, req.body.email, req.body.code),
  );
  app.post(
    '/auth/activate/resend/',
    {
      config: limit(...AUTH_RATE_LIMITS.resend),
      schema: { tags, summary: 'Send a new activation code (always 200)', body: emailOnlySchema, response: detail },
    },
    async (req) => resendActivation(deps, req.body.email, req.lang),
  );
  app.post(
    '/auth/login/',
    {
      config: limit(...AUTH_RATE_LIMITS.login),
      schema: {
        tags,
        summary: 'Sign in with username or e-mail',
        body: loginSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (req) => login(deps, req.body.username, req.body.password),
  );
  app.delete(
    '/auth/logout/',
    { schema: { tags, summary: 'Sign out: this token stops working', response: { 204: noContentSchema } } },
    async (req, reply) => {
      requireUser(req);
      await logout(deps.db, req.authToken!);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/auth/forget-password/',
    {
      config: limit(...AUTH_RATE_LIMITS.forgot),
      schema: { tags, summary: 'Mail a one-hour reset link (always 200)', body: emailOnlySchema, response: detail },
    },
    async (req) => forgotPassword(deps, req.body.email, req.lang),
  );
  app.post(
    '/auth/reset-password/',
    {
      config: limit(...AUTH_RATE_LIMITS.reset),
      schema: {
        tags,
        summary: 'Set a new password with a reset token; every token stops working',
        body: resetPasswordSchema,
        response: detail,
      },
    },
    async (req) => resetPassword(deps, req.body.token, req.body.new_password, req.lang),
  );
  app.post(
    '/auth/email/confirm/',
    {
      config: limit(...AUTH_RATE_LIMITS.confirmEmail),
      schema: {
        tags,
        summary: 'Confirm a new e-mail address with the token mailed to it; it replaces the old one',
        description:
          'No sign-in needed: the link may be opened on another device. Works once, within 24 hours; ' +
          '400 on `email` when the address was taken meanwhile, on `token` when the link is dead.',
        body: emailConfirmSchema,
        response: { 200: emailConfirmedSchema },
      },
    },
    async (req) => confirmEmailChange(deps.db, req.body.token, req.lang),
  );
  app.put(
    '/auth/password/',
    {
      config: limit(...AUTH_RATE_LIMITS.password),
      schema: {
        tags,
        summary: 'Change the password; answers a new token, every other token stops working',
        body: passwordChangeSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (req) => changePassword(deps.db, requireUser(req), req.body.old_password, req.body.new_password),
  );
};
