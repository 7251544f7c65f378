import type { StaffRole } from '@yolcu/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { staffForToken } from './staff-sessions.js';

export interface StaffMember {
  id: number;
  email: string;
  role: StaffRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member of staff on /api/admin/ routes (set by `staffOnly`). */
    staff: StaffMember | null;
    /** The staff session's raw token, for signing out. */
    staffToken: string | null;
  }
}

/**
 * `Authorization: Bearer <token>`: a staff token is never a traveller's `Token <token>`, so neither
 * opens the other's API (the traveller's plugin reads only `Token`, this guard only `Bearer`).
 */
const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/;

/**
 * The guard of every /api/admin/ route (03 §20): a live staff session whose role is one of `roles`
 * (admin passes everything; no roles: any member of staff), or 401 / 403. Runs before the body is validated, so that a caller
 * who may not call the route learns nothing of its input rules.
 */
export function staffOnly(...roles: StaffRole[]) {
  return async (req: FastifyRequest) => {
    const match = BEARER.exec(req.headers.authorization ?? '');
    const member = match ? await staffForToken(req.server.database.db, match[1]!) : null;
    if (!member) throw new AppError(401, match ? 'admin.session_expired' : 'admin.sign_in_required');
    if (roles.length > 0 && member.role !== 'admin' && !roles.includes(member.role))
      throw new AppError(403, 'admin.role_refused');
    req.staff = member;
    req.staffToken = match![1]!;
  };
}

/** The member of staff of a guarded route (the guard ran). */
export function staffOf(req: FastifyRequest): StaffMember {
  if (!req.staff) throw new AppError(401, 'admin.sign_in_required');
  return req.staff;
}
