// A university site's pipeline settings (issue 14; docs/tenant-api.md "Applicants"):
// GET /api/saas/pipeline (any staff) and PUT /api/saas/pipeline (owner, admin): stage names, the
// e-mail templates of interview, offered and rejected, and the retention period in months.
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@phd/services/db/client';
import { MANAGERS } from '@phd/services/tenants/roles';
import { PIPELINE_SAVED, pipelineSettings, updatePipelineSettings } from '@phd/services/tenants/pipeline-settings';

export const pipelineSettingsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/saas/pipeline', async (request, reply) => {
    const staff = await app.requireStaff(request);
    reply.header('cache-control', 'no-store');
    return { data: await pipelineSettings(db, staff.tenantId) };
  });

  app.put('/api/saas/pipeline', async (request, reply) => {
    const staff = await app.requireStaff(request, MANAGERS);
    reply.header('cache-control', 'no-store');
    return { message: PIPELINE_SAVED, data: await updatePipelineSettings(db, staff, request.body) };
  });
};
