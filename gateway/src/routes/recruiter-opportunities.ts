// A recruiter's own opportunities and their logo (docs/recruiter-api.md, "Opportunities"), served from
// their contracts (@phd/contracts/endpoints/recruiter-opportunities): list with applications per
// status, publish, read, edit, close, reopen, and POST .../upload-logo (spec section 7). The editor's
// body is read with its own wording ("Please check title: …", readEditorBody).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  closeOwnOpportunity,
  editOwnOpportunity,
  getOwnOpportunity,
  listOwnOpportunities,
  LOGO_UPLOADED,
  OPPORTUNITY_CLOSED,
  OPPORTUNITY_PUBLISHED,
  OPPORTUNITY_REOPENED,
  OPPORTUNITY_UPDATED,
  publishOwnOpportunity,
  reopenOwnOpportunity,
  uploadOwnLogo,
} from '@phd/contracts/endpoints/recruiter-opportunities';
import type { Actor } from '@phd/services/audit/audit-log';
import type { Db } from '@phd/services/db/client';
import type { Opportunity } from '@phd/services/db/generated/client';
import { HELD_MESSAGE, posterModeration } from '@phd/services/moderation/poster-view';
import { readEditorBody } from '@phd/services/opportunities/editor-body';
import { uploadLogo } from '@phd/services/recruiters/logo';
import * as own from '@phd/services/recruiters/recruiter-opportunities';
import type { Storage } from '@phd/services/storage/storage';
import { serve } from '../plugins/contract-routes.ts';
import { presentDetail, presentRowListItem } from '../presenters/opportunity.ts';
import { readLogo } from './logo-upload.ts';
import { LIMITS } from './rate-limits.ts';

/** The detail as everyone sees it, plus its moderation as its poster sees it. */
const presentOwn = (row: Opportunity) => ({ ...presentDetail(row), moderation: posterModeration(row) });

/** The recruiter as the audit log names them (publish, edit, close and reopen are recorded). */
const actorOf = (recruiterId: string, request: FastifyRequest): Actor => ({
  kind: 'recruiter',
  id: recruiterId,
  ip: request.ip,
});

const editor = { readBody: readEditorBody };

export const recruiterOpportunityRoutes: FastifyPluginAsync<{ db: Db; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  await app.register(multipart);

  serve(app, listOwnOpportunities, async ({ caller, query }) => {
    const { rows, total, applications } = await own.listOwnOpportunities(db, caller, query);
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

  serve(
    app,
    publishOwnOpportunity,
    async ({ caller, body, request }) => {
      const row = await own.publishOpportunity(db, actorOf(caller, request), body);
      const message = row.moderationState === 'pending' ? HELD_MESSAGE : OPPORTUNITY_PUBLISHED;
      return { message, data: presentOwn(row) };
    },
    editor,
  );

  serve(
    app,
    uploadOwnLogo,
    async ({ caller, request }) => {
      const logo = await readLogo(request);
      return { message: LOGO_UPLOADED, ...(await uploadLogo(db, storage, caller, logo)) } as const;
    },
    { rateLimit: LIMITS.logoUpload },
  );

  serve(app, getOwnOpportunity, async ({ caller, params }) => ({
    data: presentOwn(await own.findOwnOpportunity(db, caller, params.id)),
  }));

  serve(
    app,
    editOwnOpportunity,
    async ({ caller, params, body, request }) => {
      const row = await own.editOpportunity(db, actorOf(caller, request), params.id, body);
      return { message: OPPORTUNITY_UPDATED, data: presentOwn(row) } as const;
    },
    editor,
  );

  serve(app, closeOwnOpportunity, async ({ caller, params, body, request }) => {
    const row = await own.closeOwnOpportunity(db, actorOf(caller, request), params.id, body.outcome ?? null);
    return { message: OPPORTUNITY_CLOSED, data: presentDetail(row) } as const;
  });

  serve(app, reopenOwnOpportunity, async ({ caller, params, request }) => {
    const row = await own.reopenOwnOpportunity(db, actorOf(caller, request), params.id);
    return { message: OPPORTUNITY_REOPENED, data: presentDetail(row) } as const;
  });
};
