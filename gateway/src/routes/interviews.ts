// Interviews (issue 34, docs/fair-review.md "Interviews"), served from their contracts. Staff propose
// from an applicant, reschedule, cancel and read the week's calendar, in their site's unit of work.
// The candidate's link (GET /api/interviews/{token}, …/pick, …/alternatives) needs no account: the
// site is the request's (host, or X-Tenant on the main host's /saas pages; the main site has none),
// and each call is limited per address (a 256-bit token defeats guessing, not flooding).
import type { FastifyPluginAsync } from 'fastify';
import {
  ALTERNATIVES_SENT,
  cancelInterview as cancelContract,
  INTERVIEW_CANCELLED,
  INTERVIEW_PROPOSED,
  INTERVIEW_RESCHEDULED,
  interviewByToken,
  interviewPanelChoices,
  interviewWeek as weekContract,
  LINK_NOT_VALID,
  pickInterviewSlot,
  proposeInterview as proposeContract,
  requestOtherTimes as otherTimesContract,
  rescheduleInterview as rescheduleContract,
  SLOT_PICKED,
} from '@phd/contracts/endpoints/interviews';
import type { Db } from '@phd/services/db/client';
import { interviewForCandidate, pickSlot, requestOtherTimes } from '@phd/services/interviews/candidate-link';
import { interviewWeek } from '@phd/services/interviews/interview-week';
import { panelChoices } from '@phd/services/interviews/panel-choices';
import { proposeInterview } from '@phd/services/interviews/propose-interview';
import { cancelInterview, rescheduleInterview } from '@phd/services/interviews/staff-changes';
import { serveInSite, serveInTenant } from '../plugins/contract-routes.ts';
import { LIMITS } from './rate-limits.ts';

export const interviewRoutes: FastifyPluginAsync<{ db: Db; appSecret: string }> = async (app, { db, appSecret }) => {
  serveInTenant(app, proposeContract, async ({ caller, tx, params, body }) => ({
    message: INTERVIEW_PROPOSED,
    data: await proposeInterview(tx, caller, appSecret, params.id, body),
  }));

  serveInTenant(app, interviewPanelChoices, async ({ caller, tx }) => ({
    data: await panelChoices(tx, caller.tenantId),
  }));

  serveInTenant(app, weekContract, ({ caller, tx, query }) => interviewWeek(tx, caller, query));

  serveInTenant(app, rescheduleContract, async ({ caller, tx, params, body }) => ({
    message: INTERVIEW_RESCHEDULED,
    data: await rescheduleInterview(tx, caller, params.id, body),
  }));

  serveInTenant(app, cancelContract, async ({ caller, tx, params, body }) => ({
    message: INTERVIEW_CANCELLED,
    data: await cancelInterview(tx, caller, params.id, body),
  }));

  const onSite = { db, offSite: LINK_NOT_VALID, rateLimit: LIMITS.interviewLinks };

  serveInSite(
    app,
    interviewByToken,
    async ({ tenantId, tx, params }) => ({ data: await interviewForCandidate(tx, tenantId, params.token) }),
    onSite,
  );

  serveInSite(
    app,
    pickInterviewSlot,
    async ({ tenantId, tx, params, body }) => {
      const { startsAt } = await pickSlot(tx, tenantId, params.token, body);
      return { message: SLOT_PICKED, starts_at: startsAt.toISOString() } as const;
    },
    onSite,
  );

  serveInSite(
    app,
    otherTimesContract,
    async ({ tenantId, tx, params, body }) => {
      await requestOtherTimes(tx, tenantId, params.token, body);
      return { message: ALTERNATIVES_SENT } as const;
    },
    onSite,
  );
};
