// A university site's own positions (issue 13; spec section 7 "SaaS opportunities"; docs/tenant-api.md,
// "Opportunities"): the dashboard list with filters and applicants per status, create, read, edit,
// delete. Any staff member reads; owners and admins write (a reviewer's write is 403 with a sentence).
// Another site's position, a main-site one, an unknown or a malformed id are all "not found".
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import {
  TENANT_OPPORTUNITY_STATUSES,
  tenantOpportunitiesQuery,
  tenantOpportunityBody,
} from '../input/tenant-opportunity.ts';
import { errorSchema, opportunityDetailSchema } from '../public-schemas.ts';
import { SITE_MANAGERS } from '../staff-roles.ts';
import { reviewSettingsSchema } from './review-settings.ts';

export const OPPORTUNITY_CREATED = 'Opportunity created';
export const OPPORTUNITY_UPDATED = 'Opportunity updated';
export const OPPORTUNITY_DELETED = 'Opportunity deleted';

const count = z.number().int();

/** Applicants per status (every status, zeros included: the applicant review's stages), then the total. */
export const applicantCountsSchema = z
  .object({
    new: count,
    reviewing: count,
    shortlisted: count,
    interview: count,
    offered: count,
    rejected: count,
    withdrawn: count,
    total: count,
  })
  .describe('Applicants per status, and in all');

export type ApplicantCounts = z.output<typeof applicantCountsSchema>;

/** A site's position as its staff see it. */
export const tenantOpportunitySchema = opportunityDetailSchema
  .extend({
    status: z.enum(TENANT_OPPORTUNITY_STATUSES),
    listed_publicly: z.boolean().describe('"Also list on PhD Finder"'),
    applicants: applicantCountsSchema,
    review: reviewSettingsSchema.describe('Fair review: letters required, blind review, scorecard (issue 34)'),
  })
  .meta({ id: 'TenantOpportunity' });

export type TenantOpportunityJson = z.output<typeof tenantOpportunitySchema>;

const saved = (message: string) => z.object({ message: z.literal(message), data: tenantOpportunitySchema });

/** Any id: one that is not the site's own (or not an id at all) is "not found". */
const idParams = z.object({ id: z.string().describe("The position's UUID") });

const notFound = { 404: errorSchema.describe('Opportunity not found.') };

const positions = { audience: 'staff', area: 'University site', topic: 'Opportunities' } as const;
const managers = { ...positions, roles: SITE_MANAGERS } as const;

const PATH = '/api/saas/opportunities';

export const listTenantOpportunities = contract({
  ...positions,
  method: 'GET',
  path: PATH,
  summary: "The site's positions, newest first, by status and keyword (title, department, discipline, supervisor)",
  query: tenantOpportunitiesQuery,
  responses: { 200: z.object({ data: z.array(tenantOpportunitySchema), pagination: z.object({ total: count }) }) },
});

export const createTenantOpportunity = contract({
  ...managers,
  method: 'POST',
  path: PATH,
  summary: "Create a position in the site's university (open and listed on PhD Finder unless asked otherwise)",
  body: tenantOpportunityBody,
  responses: { 201: saved(OPPORTUNITY_CREATED) },
});

export const getTenantOpportunity = contract({
  ...positions,
  method: 'GET',
  path: `${PATH}/:id`,
  summary: 'One of the site’s positions',
  params: idParams,
  responses: { 200: z.object({ data: tenantOpportunitySchema }) },
  others: notFound,
});

export const editTenantOpportunity = contract({
  ...managers,
  method: 'PUT',
  path: `${PATH}/:id`,
  summary: 'Edit a position: the fields sent, the listed flag and the status (draft, open, closed)',
  params: idParams,
  body: tenantOpportunityBody,
  responses: { 200: saved(OPPORTUNITY_UPDATED) },
  others: notFound,
});

export const deleteTenantOpportunity = contract({
  ...managers,
  method: 'DELETE',
  path: `${PATH}/:id`,
  summary: 'Delete a position (it leaves the careers page and PhD Finder)',
  params: idParams,
  responses: { 200: z.object({ message: z.literal(OPPORTUNITY_DELETED) }) },
  others: notFound,
});
