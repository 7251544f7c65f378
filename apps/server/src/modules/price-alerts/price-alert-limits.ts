import { normaliseAlertPhone } from '@yolcu/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { sha256 } from '../../lib/secrets.js';
import type { AlertContact } from './price-alerts.service.js';

/**
 * How often alerts may be asked for (issue 36: 40 in 3.4 s mailed and texted a stranger). Per client
 * address, the route's own limit; per contact, at most 5 a day for one e-mail address and for one
 * phone number, whoever asks and from wherever, since every alert may mail or text that contact.
 * A signed-in user's alerts for their own account's address are not counted against it: they
 * mail nobody else.
 */
export const ALERT_RATE_LIMIT = { rateLimit: { max: 20, timeWindow: '1 hour' } };
export const CONTACT_LIMIT = { max: 5, timeWindow: 24 * 3_600_000 };

type Body = { notify_email: string | null; notify_phone: string | null };
const bodyOf = (req: FastifyRequest) => req.body as Body;

/**
 * The counters, in the shared rate-limit store (one count across instances, taken with one
 * statement, so parallel requests cannot all slip under it). Keys hold a hash, not the address.
 * The plugin runs one route limit per request, so these are its `createRateLimit` checks.
 */
export function contactLimits(app: FastifyInstance) {
  const email = app.createRateLimit({
    ...CONTACT_LIMIT,
    keyGenerator: (req) => `price-alert|email|${sha256(bodyOf(req).notify_email?.toLowerCase() ?? '')}`,
  });
  const phone = app.createRateLimit({
    ...CONTACT_LIMIT,
    keyGenerator: (req) => `price-alert|phone|${sha256(normaliseAlertPhone(bodyOf(req).notify_phone ?? '') ?? '')}`,
  });
  /** Counts the request against its contacts; throws 429 once one has had its day's alerts. */
  return async (req: FastifyRequest, reply: FastifyReply, contact: AlertContact, ownAddress: boolean) => {
    const checks = [...(contact.email && !ownAddress ? [email] : []), ...(contact.phone ? [phone] : [])];
    for (const check of checks) {
      const result = await check(req);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError(429, 'price_alert.too_many');
      }
    }
  };
}
