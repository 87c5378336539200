// Fair review's settings per opportunity and conflicts of interest (issue 34, docs/fair-review.md),
// served from their contracts (@phd/contracts/endpoints/review-settings): any staff member reads an
// opportunity's settings (the review screen scores by its scorecard), owners and admins change them
// (the contract's roles), and any staff member declares a conflict with an applicant. Each runs in the
// token's site's unit of work, so another site's opportunity or applicant is "not found".
import type { FastifyPluginAsync } from 'fastify';
import {
  declareConflict as declareConflictContract,
  getReviewSettings as getReviewSettingsContract,
  REVIEW_SETTINGS_SAVED,
  updateReviewSettings as updateReviewSettingsContract,
} from '@phd/contracts/endpoints/review-settings';
import type { Db } from '@phd/services/db/client';
import { declareConflict } from '@phd/services/review/conflicts';
import { getReviewSettings, updateReviewSettings } from '@phd/services/review/review-settings';
import { serveInTenant } from '../plugins/contract-routes.ts';

/** `db` is unused: the site's unit of work comes from app.inStaffSite (serveInTenant). */
export const reviewSettingsRoutes: FastifyPluginAsync<{ db: Db }> = async (app) => {
  serveInTenant(app, getReviewSettingsContract, async ({ tx, caller, params }) => ({
    data: await getReviewSettings(tx, caller, params.id),
  }));

  serveInTenant(app, updateReviewSettingsContract, async ({ tx, caller, params, body }) => ({
    message: REVIEW_SETTINGS_SAVED as typeof REVIEW_SETTINGS_SAVED,
    data: await updateReviewSettings(tx, caller, params.id, body),
  }));

  serveInTenant(app, declareConflictContract, ({ tx, caller, params, body }) =>
    declareConflict(tx, caller, params.id, body),
  );
};
