// A recruiter's own opportunities and their logo (docs/recruiter-api.md, "Opportunities"): list with
// applications per status, publish, read, edit, close, reopen, and POST .../upload-logo (spec section 7).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { pageQuery } from '@phd/contracts/candidate-input';
import type { Db } from '@phd/services/db/client';
import type { Opportunity } from '@phd/services/db/generated/client';
import { HELD_MESSAGE, posterModeration } from '@phd/services/moderation/poster-view';
import { parseForm } from '@phd/services/form-input';
import { uploadLogo } from '@phd/services/recruiters/logo';
import {
  closeOwnOpportunity,
  editOpportunity,
  findOwnOpportunity,
  listOwnOpportunities,
  publishOpportunity,
  reopenOwnOpportunity,
} from '@phd/services/recruiters/recruiter-opportunities';
import type { Storage } from '@phd/services/storage/storage';
import { presentDetail, presentRowListItem } from '../presenters/opportunity.ts';
import { readLogo } from './logo-upload.ts';
import { LIMITS } from './rate-limits.ts';

export const LOGO_UPLOADED = 'Logo uploaded successfully';

type IdParams = { Params: { id: string } };

/** The detail as everyone sees it, plus its moderation as its poster sees it. */
const presentOwn = (row: Opportunity) => ({ ...presentDetail(row), moderation: posterModeration(row) });

export const recruiterOpportunityRoutes: FastifyPluginAsync<{ db: Db; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  await app.register(multipart);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/university/opportunities', async (request) => {
    const recruiterId = await app.requireRecruiter(request);
    const page = parseForm(pageQuery, request.query);
    const { rows, total, applications } = await listOwnOpportunities(db, recruiterId, page);
    return {
      data: rows.map((r) => ({
        ...presentRowListItem(r.opportunity),
        applications: r.applications,
        moderation: posterModeration(r.opportunity),
      })),
      pagination: { total },
      applications,
    };
  });

  app.post('/api/university/opportunities', async (request, reply) => {
    const actor = await app.requireRecruiterActor(request);
    const row = await publishOpportunity(db, actor, request.body);
    const message = row.moderationState === 'pending' ? HELD_MESSAGE : 'Opportunity published';
    return reply.status(201).send({ message, data: presentOwn(row) });
  });

  app.post(
    '/api/university/opportunities/upload-logo',
    { config: { rateLimit: LIMITS.logoUpload } },
    async (request) => {
      const recruiterId = await app.requireRecruiter(request);
      const logo = await readLogo(request);
      return { message: LOGO_UPLOADED, ...(await uploadLogo(db, storage, recruiterId, logo)) };
    },
  );

  app.get<IdParams>('/api/university/opportunities/:id', async (request) => {
    const recruiterId = await app.requireRecruiter(request);
    return { data: presentOwn(await findOwnOpportunity(db, recruiterId, request.params.id)) };
  });

  app.put<IdParams>('/api/university/opportunities/:id', async (request) => {
    const actor = await app.requireRecruiterActor(request);
    const row = await editOpportunity(db, actor, request.params.id, request.body);
    return { message: 'Opportunity updated', data: presentOwn(row) };
  });

  app.post<IdParams>('/api/university/opportunities/:id/close', async (request) => {
    const actor = await app.requireRecruiterActor(request);
    const row = await closeOwnOpportunity(db, actor, request.params.id);
    return { message: 'Opportunity closed', data: presentDetail(row) };
  });

  app.post<IdParams>('/api/university/opportunities/:id/reopen', async (request) => {
    const actor = await app.requireRecruiterActor(request);
    const row = await reopenOwnOpportunity(db, actor, request.params.id);
    return { message: 'Opportunity reopened', data: presentDetail(row) };
  });
};
