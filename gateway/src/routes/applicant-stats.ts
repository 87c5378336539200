// GET /api/applicants/stats?opportunity=&from=&to= (issue 14; docs/tenant-api.md "Applicants"): the
// site's applicant stats for any staff member. Beside /api/applicants/:id, the static segment wins.
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@phd/services/db/client';
import { applicantStats, parseStatsQuery } from '@phd/services/applicants/stats';
import { withTenant } from '@phd/services/tenants/unit-of-work';

export const applicantStatsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/applicants/stats', async (request, reply) => {
    const staff = await app.requireStaff(request);
    const filter = parseStatsQuery(request.query);
    reply.header('cache-control', 'no-store');
    return applicantStats((work) => withTenant(db, staff.tenantId, work), staff.tenantId, filter);
  });
};
