import type { FastifyPluginAsync } from 'fastify';
import { adminAuditRoutes } from './audit.routes.js';
import { adminBookingRoutes } from './bookings.routes.js';
import { adminCampaignRoutes } from './campaigns.routes.js';
import { adminContentRoutes } from './content.routes.js';
import { adminFinanceRoutes } from './finance.routes.js';
import { adminRequestRoutes } from './requests.routes.js';
import { adminSessionRoutes } from './session.routes.js';
import { adminStaffRoutes } from './staff.routes.js';

/**
 * The operator console's API under /api/admin/ (issue 40, 03 §20). Every route but set-up and
 * sign-in is guarded by `staffOnly(roles)`; every action that changes something writes its audit
 * entry in its own transaction.
 */
export const adminRoutes: FastifyPluginAsync = async (api) => {
  await api.register(
    async (admin) => {
      admin.decorateRequest('staff', null);
      admin.decorateRequest('staffToken', null);
      for (const routes of [
        adminSessionRoutes,
        adminBookingRoutes,
        adminRequestRoutes,
        adminAuditRoutes,
        adminFinanceRoutes,
        adminContentRoutes,
        adminCampaignRoutes,
        adminStaffRoutes,
      ])
        await admin.register(routes);
    },
    { prefix: '/admin' },
  );
};
