// Fair review's settings per opportunity and conflicts of interest (issue 34, docs/fair-review.md):
// GET/PUT /api/saas/opportunities/{id}/review-settings (any staff reads, since the review screen needs
// the scorecard; owners and admins change) and POST /api/applicants/{id}/conflict (any staff member,
// about themselves). The scorecard's answer shapes live here too, for the applicants API to reuse.
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import { idParams as applicantIdParams } from '../input/applicant.ts';
import { BLIND_STAGES, conflictInput, criterionSchema, reviewSettingsInput } from '../input/review.ts';
import { errorSchema } from '../public-schemas.ts';
import { SITE_MANAGERS } from '../staff-roles.ts';

export const REVIEW_SETTINGS_SAVED = 'Review settings saved';
export const CONFLICT_RECORDED = 'Conflict recorded. This applicant is now hidden from you.';

export const reviewSettingsSchema = z
  .object({
    references_required: z.number().int().describe('Reference letters an application needs, 0 to 3'),
    blind_until: z
      .enum(BLIND_STAGES)
      .nullable()
      .describe('Reviewers see a pseudonym until the applicant reaches this stage; null: blind review off'),
    scorecard: z.array(criterionSchema).describe('The criteria, 0 to 8; none: the single 1-4 rating'),
  })
  .meta({ id: 'ReviewSettings' });
export type ReviewSettingsJson = z.output<typeof reviewSettingsSchema>;

/** One criterion's scores by key, each 1 to 4. */
export const criteriaScoresSchema = z.record(z.string(), z.number().int()).describe('Criterion key → 1 to 4');

/** A declared conflict as owners and admins see it on the applicant. */
export const declaredConflictSchema = z.object({
  reviewer: z.object({ id: z.string().describe('UUID'), name: z.string() }).nullable(),
  reason: z.string().nullable(),
  at: z.string().describe('ISO 8601'),
});
export type DeclaredConflictJson = z.output<typeof declaredConflictSchema>;

const idParams = z.object({ id: z.string().describe('UUID') });
const base = { audience: 'staff', area: 'University site' } as const;
const PATH = '/api/saas/opportunities/:id/review-settings';

export const getReviewSettings = contract({
  ...base,
  topic: 'Opportunities',
  method: 'GET',
  path: PATH,
  summary: "A position's fair-review settings: reference letters required, blind review, scorecard criteria",
  params: idParams,
  responses: { 200: z.object({ data: reviewSettingsSchema }) },
  others: { 404: errorSchema.describe('Opportunity not found.') },
});

export const updateReviewSettings = contract({
  ...base,
  topic: 'Opportunities',
  roles: SITE_MANAGERS,
  method: 'PUT',
  path: PATH,
  summary:
    'Change the fields sent: reference letters required (0-3), blind review until a stage (or null), the ' +
    "scorecard (0-8 criteria with weights 1-100; existing scores' weighted means are recomputed)",
  params: idParams,
  body: reviewSettingsInput,
  responses: { 200: z.object({ message: z.literal(REVIEW_SETTINGS_SAVED), data: reviewSettingsSchema }) },
  others: { 404: errorSchema.describe('Opportunity not found.') },
});

export const declareConflict = contract({
  ...base,
  topic: 'Applicants',
  method: 'POST',
  path: '/api/applicants/:id/conflict',
  summary:
    'Declare a conflict of interest with an applicant: from then on the applicant is hidden from the ' +
    'caller everywhere (declaring again changes nothing)',
  params: applicantIdParams,
  body: conflictInput,
  responses: { 200: z.object({ message: z.literal(CONFLICT_RECORDED) }) },
  others: { 404: errorSchema.describe('Applicant not found.') },
});
