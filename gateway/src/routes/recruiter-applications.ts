// Applications to a recruiter's own opportunities (docs/recruiter-api.md, "Applications"): the list
// per opportunity with counts per status, status changes, and resumes through short-lived links that
// work without the session (a download in a new tab) but only for RESUME_LINK_TTL_MS.
import type { FastifyPluginAsync } from 'fastify';
import type { Application } from '@phd/services/db/generated/client';
import { resumeFileName } from '@phd/services/applications/resume-types';
import type { Db } from '@phd/services/db/client';
import { notFound } from '@phd/services/errors';
import { parseForm } from '@phd/services/form-input';
import {
  applicationFilter,
  findOwnApplication,
  listOpportunityApplications,
  setApplicationStatus,
} from '@phd/services/recruiters/recruiter-applications';
import { createResumeToken, readResumeToken, RESUME_LINK_PATH } from '@phd/services/recruiters/resume-links';
import type { Storage } from '@phd/services/storage/storage';
import { sendResume } from './file-reply.ts';

export const LINK_EXPIRED =
  'This download link has expired. Please download the resume again from the applications page.';
export const NO_RESUME = 'This application has no resume.';

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

function presentApplication(a: Application) {
  return {
    id: a.id,
    opportunity_id: a.opportunityId,
    name: a.name,
    email: a.email,
    country: a.country,
    contact_mobile: a.contactMobile,
    comments: a.comments,
    status: a.status,
    created_at: seconds(a.createdAt),
    status_changed_at: seconds(a.statusChangedAt),
    resume: a.resumeKey ? { filename: resumeFileName(a.resumeFilename, a.resumeMime), size: a.resumeSize } : null,
  };
}

export const recruiterApplicationRoutes: FastifyPluginAsync<{ db: Db; storage: Storage; appSecret: string }> = async (
  app,
  { db, storage, appSecret },
) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get<{ Params: { id: string } }>('/api/university/opportunities/:id/applications', async (request) => {
    const recruiterId = await app.requireRecruiter(request);
    const filter = parseForm(applicationFilter, request.query);
    const result = await listOpportunityApplications(db, recruiterId, request.params.id, filter);
    return {
      opportunity: result.opportunity,
      data: result.applications.map(presentApplication),
      counts: result.counts,
    };
  });

  app.put<{ Params: { id: string } }>('/api/university/applications/:id/status', async (request) => {
    const actor = await app.requireRecruiterActor(request);
    const row = await setApplicationStatus(db, actor, request.params.id, request.body);
    return { message: 'Status updated', data: presentApplication(row) };
  });

  app.get<{ Params: { id: string } }>('/api/university/applications/:id/resume-link', async (request) => {
    const recruiterId = await app.requireRecruiter(request);
    const application = await findOwnApplication(db, recruiterId, request.params.id);
    if (!application.resumeKey) throw notFound(NO_RESUME);
    const { token, expiresAt } = createResumeToken(appSecret, { applicationId: application.id, recruiterId });
    return { url: `${RESUME_LINK_PATH}/${token}`, expires_at: Math.floor(expiresAt / 1000) };
  });

  app.get<{ Params: { token: string } }>(`${RESUME_LINK_PATH}/:token`, async (request, reply) => {
    const claims = readResumeToken(appSecret, request.params.token);
    if (!claims) throw notFound(LINK_EXPIRED);
    // Ownership is checked again: a link stops working when the listing is deleted or changes hands.
    const application = await findOwnApplication(db, claims.recruiterId, claims.applicationId);
    const file = application.resumeKey ? await storage.get(application.resumeKey) : null;
    if (!file) throw notFound(NO_RESUME);
    return sendResume(reply, file, { filename: application.resumeFilename, mime: application.resumeMime });
  });
};
