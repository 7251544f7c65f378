import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors.js';
import { userIdForToken } from './auth.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The raw token of the request, when it carried a valid one. */
    authToken: string | null;
    /** True when a token was sent but no longer works: protected routes answer 401 with a clear message. */
    staleToken: boolean;
  }
}

/** `Authorization: Token <token>` → req.userId. A stale token leaves the request a guest's. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('authToken', null);
  app.decorateRequest('staleToken', false);
  app.addHook('preHandler', async (req) => authenticate(req));
});

/**
 * Reads the request's token once (later calls do nothing). The plugin calls it before each handler;
 * account routes call it before the body is read, so that a guest gets 401 whatever it sent.
 */
export async function authenticate(req: FastifyRequest): Promise<void> {
  const header = req.headers.authorization;
  if (!header || req.userId !== null || req.staleToken) return;
  const match = /^Token\s+([A-Za-z0-9_-]{20,100})$/.exec(header);
  const userId = match ? await userIdForToken(req.server.database.db, match[1]!) : null;
  if (userId === null) {
    req.staleToken = true;
    return;
  }
  req.userId = userId;
  req.authToken = match![1]!;
}

/** The signed-in user's id, or 401 (03 §2) with a message that says why. */
export function requireUser(req: FastifyRequest): number {
  if (req.userId === null) throw new AppError(401, req.staleToken ? 'auth.token_invalid' : 'auth.login_required');
  return req.userId;
}
