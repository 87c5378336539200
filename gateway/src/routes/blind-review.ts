// Blind review's reveal (issue 34, docs/fair-review.md "Blind review"), served from its contract
// (@phd/contracts/endpoints/blind-review): owners only (the contract's roles), in the site's unit of
// work, so another site's applicant is "not found" and the access row commits with the answer.
import type { FastifyPluginAsync } from 'fastify';
import { revealApplicant as revealApplicantContract } from '@phd/contracts/endpoints/blind-review';
import { revealApplicant } from '@phd/services/review/reveal';
import { serveInTenant } from '../plugins/contract-routes.ts';

export const blindReviewRoutes: FastifyPluginAsync = async (app) => {
  serveInTenant(app, revealApplicantContract, async ({ tx, caller, params }) => ({
    data: await revealApplicant(tx, caller, params.id),
  }));
};
