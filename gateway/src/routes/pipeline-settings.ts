// A university site's pipeline settings (issue 14; docs/tenant-api.md "Applicants"), served from their
// contracts: GET /api/saas/pipeline (any staff) and PUT /api/saas/pipeline (owner, admin: the
// contract's roles): stage names, the e-mail templates of interview, offered and rejected, and the
// retention period in months. The tenants row is not tenant-secured: the service reads it by the
// caller's site id, outside a unit of work.
import type { FastifyPluginAsync } from 'fastify';
import {
  getPipelineSettings,
  PIPELINE_SAVED,
  updatePipelineSettings as updatePipelineSettingsContract,
} from '@phd/contracts/endpoints/pipeline';
import type { Db } from '@phd/services/db/client';
import { pipelineSettings, updatePipelineSettings } from '@phd/services/tenants/pipeline-settings';
import { serve } from '../plugins/contract-routes.ts';

export const pipelineSettingsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, getPipelineSettings, async ({ caller }) => ({ data: await pipelineSettings(db, caller.tenantId) }));

  serve(
    app,
    updatePipelineSettingsContract,
    async ({ caller, body }) =>
      ({ message: PIPELINE_SAVED, data: await updatePipelineSettings(db, caller, body) }) as const,
  );
};
