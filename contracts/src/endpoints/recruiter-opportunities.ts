// A recruiter's own opportunities and their university's logo (docs/recruiter-api.md, "Opportunities";
// spec section 7): the dashboard list with the applications per status, publish, read, edit, close,
// reopen, and the logo upload. Someone else's opportunity (or an id that is no UUID) answers 404.
import { z } from 'zod';
import { pageQuery } from '../candidate-input.ts';
import { contract } from '../http/contract.ts';
import { closeInput } from '../input/closing-outcome.ts';
import { editorBody } from '../input/editor-body.ts';
import { APPLICATION_STATUSES } from '../input/recruiter.ts';
import { errorSchema, opportunityDetailSchema, opportunitySchema } from '../public-schemas.ts';

export const OPPORTUNITY_PUBLISHED = 'Opportunity published';
export const OPPORTUNITY_UPDATED = 'Opportunity updated';
export const OPPORTUNITY_CLOSED = 'Opportunity closed';
export const OPPORTUNITY_REOPENED = 'Opportunity reopened';
export const LOGO_UPLOADED = 'Logo uploaded successfully';

const OPPORTUNITIES = '/api/university/opportunities';

/** Applications per status, and their total. */
export const statusCountsSchema = z
  .object({
    ...Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, z.number().int()])),
    total: z.number().int(),
  } as Record<(typeof APPLICATION_STATUSES)[number] | 'total', z.ZodNumber>)
  .meta({ id: 'ApplicationStatusCounts' });

/** Moderation as the poster sees it on their own positions. */
export const posterModerationSchema = z
  .object({
    state: z
      .enum(['approved', 'pending', 'rejected'])
      .describe('approved: public; pending: awaiting review; rejected: not approved (see message)'),
    message: z.string().nullable().describe("The admin's message when not approved; null otherwise"),
  })
  .meta({ id: 'PosterModeration' });

export type PosterModerationJson = z.output<typeof posterModerationSchema>;

/** The detail as everyone sees it, plus its moderation as its poster sees it. */
export const ownOpportunitySchema = opportunityDetailSchema.extend({ moderation: posterModerationSchema });

export const opportunityParams = z.object({ id: z.string().describe('UUID (any case); another value answers 404') });

const notFound = { 404: errorSchema.describe('Not one of your opportunities') };

const recruiter = { audience: 'recruiter', area: 'Recruiter', topic: 'Opportunities' } as const;

export const listOwnOpportunities = contract({
  ...recruiter,
  method: 'GET',
  path: OPPORTUNITIES,
  summary: "One page of the recruiter's opportunities, newest first, with their applications per status",
  query: pageQuery,
  responses: {
    200: z.object({
      data: z.array(opportunitySchema.extend({ applications: statusCountsSchema, moderation: posterModerationSchema })),
      pagination: z.object({ total: z.number().int() }),
      applications: statusCountsSchema.describe('Over all of them'),
    }),
  },
});

export const publishOwnOpportunity = contract({
  ...recruiter,
  method: 'POST',
  path: OPPORTUNITIES,
  summary:
    "Publish an opportunity in the recruiter's university (one from a domain only the academic dataset " +
    'knows waits for moderation, and the message says so)',
  body: editorBody,
  responses: {
    201: z.object({
      message: z.string().describe(`"${OPPORTUNITY_PUBLISHED}", or the message of a posting held for review`),
      data: ownOpportunitySchema,
    }),
  },
});

export const uploadOwnLogo = contract({
  ...recruiter,
  method: 'POST',
  path: `${OPPORTUNITIES}/upload-logo`,
  summary: "The university's logo, checked by its content and fitted in 400 px as PNG (limited per address)",
  consumes: 'multipart/form-data',
  body: z.object({ logo: z.string().describe('The image file (PNG, JPEG, WebP or GIF, up to 5 MB)') }),
  responses: {
    200: z.object({
      message: z.literal(LOGO_UPLOADED),
      logo_url: z.string().describe('Where GET /api/images serves it (a versioned path)'),
      filename: z.string(),
    }),
  },
});

export const getOwnOpportunity = contract({
  ...recruiter,
  method: 'GET',
  path: `${OPPORTUNITIES}/:id`,
  summary: "One of the recruiter's opportunities, with its moderation",
  params: opportunityParams,
  responses: { 200: z.object({ data: ownOpportunitySchema }) },
  others: notFound,
});

export const editOwnOpportunity = contract({
  ...recruiter,
  method: 'PUT',
  path: `${OPPORTUNITIES}/:id`,
  summary: 'Change the fields sent (a held or rejected posting is reviewed again)',
  params: opportunityParams,
  body: editorBody,
  responses: { 200: z.object({ message: z.literal(OPPORTUNITY_UPDATED), data: ownOpportunitySchema }) },
  others: notFound,
});

export const closeOwnOpportunity = contract({
  ...recruiter,
  method: 'POST',
  path: `${OPPORTUNITIES}/:id/close`,
  summary:
    'Close an opportunity: it leaves the listing. `outcome` (filled, not_filled) words the closing e-mails ' +
    'to applicants with no decision; left out, they follow the statuses (an offer made: filled)',
  params: opportunityParams,
  body: closeInput,
  responses: { 200: z.object({ message: z.literal(OPPORTUNITY_CLOSED), data: opportunityDetailSchema }) },
  others: notFound,
});

export const reopenOwnOpportunity = contract({
  ...recruiter,
  method: 'POST',
  path: `${OPPORTUNITIES}/:id/reopen`,
  summary: 'Reopen a closed opportunity',
  params: opportunityParams,
  responses: { 200: z.object({ message: z.literal(OPPORTUNITY_REOPENED), data: opportunityDetailSchema }) },
  others: notFound,
});
