// Applications to a recruiter's own opportunities (docs/recruiter-api.md, "Applications"), served from
// their contracts (@phd/contracts/endpoints/recruiter-applications): the list per opportunity with
// counts per status, status changes, and resumes through short-lived links that work without the
// session (a download in a new tab) but only for RESUME_LINK_TTL_MS.
import type { FastifyPluginAsync } from 'fastify';
import {
  downloadResume,
  listOpportunityApplications,
  resumeLink,
  setApplicationStatus,
  STATUS_UPDATED,
} from '@phd/contracts/endpoints/recruiter-applications';
import type { Application } from '@phd/services/db/generated/client';
import { resumeFileName } from '@phd/services/applications/resume-types';
import type { Db } from '@phd/services/db/client';
import { notFound } from '@phd/services/errors';
import * as applications from '@phd/services/recruiters/recruiter-applications';
import { createResumeToken, readResumeToken, RESUME_LINK_PATH } from '@phd/services/recruiters/resume-links';
import type { Storage } from '@phd/services/storage/storage';
import { serve } from '../plugins/contract-routes.ts';
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
    created_at: seconds(a.createdAt)!,
    status_changed_at: seconds(a.statusChangedAt),
    resume: a.resumeKey ? { filename: resumeFileName(a.resumeFilename, a.resumeMime), size: a.resumeSize } : null,
  };
}

export const recruiterApplicationRoutes: FastifyPluginAsync<{ db: Db; storage: Storage; appSecret: string }> = async (
  app,
  { db, storage, appSecret },
) => {
  serve(app, listOpportunityApplications, async ({ caller, params, query }) => {
    const result = await applications.listOpportunityApplications(db, caller, params.id, query);
    return {
      opportunity: result.opportunity,
      data: result.applications.map(presentApplication),
      counts: result.counts,
    };
  });

  serve(app, setApplicationStatus, async ({ caller, params, body, request }) => {
    const actor = { kind: 'recruiter' as const, id: caller, ip: request.ip };
    const row = await applications.changeApplicationStatus(db, actor, params.id, body);
    return { message: STATUS_UPDATED, data: presentApplication(row) } as const;
  });

  serve(app, resumeLink, async ({ caller, params }) => {
    const application = await applications.findOwnApplication(db, caller, params.id);
    if (!application.resumeKey) throw notFound(NO_RESUME);
    const { token, expiresAt } = createResumeToken(appSecret, { applicationId: application.id, recruiterId: caller });
    return { url: `${RESUME_LINK_PATH}/${token}`, expires_at: Math.floor(expiresAt / 1000) };
  });

  serve(app, downloadResume, async ({ params, reply }) => {
    const claims = readResumeToken(appSecret, params.token);
    if (!claims) throw notFound(LINK_EXPIRED);
    // Ownership is checked again: a link stops working when the listing is deleted or changes hands.
    const application = await applications.findOwnApplication(db, claims.recruiterId, claims.applicationId);
    const file = application.resumeKey ? await storage.get(application.resumeKey) : null;
    if (!file) throw notFound(NO_RESUME);
    return sendResume(reply, file, { filename: application.resumeFilename, mime: application.resumeMime });
  });
};
