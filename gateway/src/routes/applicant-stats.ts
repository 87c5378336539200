// GET /api/applicants/stats?opportunity=&from=&to= (issue 14; docs/tenant-api.md "Applicants"): the
// site's applicant stats for any staff member, served from its contract. Beside /api/applicants/:id,
// the static segment wins. The stats' parts run in parallel, each in a unit of work of the site's own
// (services/src/applicants/stats.ts), so the route opens them rather than serveInTenant's one.
import type { FastifyPluginAsync } from 'fastify';
import { applicantStats as applicantStatsContract } from '@phd/contracts/endpoints/applicants';
import { applicantStats } from '@phd/services/applicants/stats';
import type { Db } from '@phd/services/db/client';
import { serve } from '../plugins/contract-routes.ts';

// The site's units come from app.inStaffSite; the db the app registers the plugin with is not needed.
export const applicantStatsRoutes: FastifyPluginAsync<{ db: Db }> = async (app) => {
  serve(app, applicantStatsContract, ({ caller, query }) =>
    applicantStats((work) => app.inStaffSite(caller, work), caller.tenantId, query),
  );
};
