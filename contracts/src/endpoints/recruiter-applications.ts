// Applications to a recruiter's own opportunities (docs/recruiter-api.md, "Applications"): the list per
// opportunity with counts per status, status changes (the candidate is e-mailed about shortlisted,
// rejected and offered when the recruiter asks), and resumes through short-lived signed links that
// work without the session (a download in a new tab). Someone else's application answers 404.
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import { APPLICATION_STATUSES, applicationFilter, statusInput } from '../input/recruiter.ts';
import { errorSchema } from '../public-schemas.ts';
import { opportunityParams, statusCountsSchema } from './recruiter-opportunities.ts';

export const STATUS_UPDATED = 'Status updated';

const unixSeconds = z.number().int().describe('Unix seconds');

export const recruiterApplicationSchema = z
  .object({
    id: z.string().describe('UUID'),
    opportunity_id: z.string().describe('UUID'),
    name: z.string(),
    email: z.string(),
    country: z.string().nullable(),
    contact_mobile: z.string().nullable(),
    comments: z.string().nullable(),
    status: z.enum(APPLICATION_STATUSES),
    created_at: unixSeconds,
    status_changed_at: unixSeconds.nullable().describe('When the recruiter last changed it; null while new'),
    resume: z
      .object({
        filename: z.string().describe('Named after its detected type'),
        size: z.number().int().nullable().describe('Bytes'),
      })
      .nullable(),
  })
  .meta({ id: 'RecruiterApplication' });

const applicationParams = z.object({ id: z.string().describe('The application (UUID); another value answers 404') });

const recruiter = { audience: 'recruiter', area: 'Recruiter', topic: 'Applications' } as const;

export const listOpportunityApplications = contract({
  ...recruiter,
  method: 'GET',
  path: '/api/university/opportunities/:id/applications',
  summary: "An opportunity's applications, newest first (one status's with ?status=), and the counts per status",
  params: opportunityParams,
  query: applicationFilter,
  responses: {
    200: z.object({
      opportunity: z.object({
        id: z.string().describe('UUID, lower case'),
        title: z.string(),
        status: z.enum(['draft', 'open', 'closed']),
      }),
      data: z.array(recruiterApplicationSchema),
      counts: statusCountsSchema,
    }),
  },
  others: { 404: errorSchema.describe('Not one of your opportunities') },
});

export const setApplicationStatus = contract({
  ...recruiter,
  method: 'PUT',
  path: '/api/university/applications/:id/status',
  summary:
    'Set the status; with notify (default true) the candidate is e-mailed about shortlisted, rejected and offered',
  params: applicationParams,
  body: statusInput,
  responses: { 200: z.object({ message: z.literal(STATUS_UPDATED), data: recruiterApplicationSchema }) },
  others: { 404: errorSchema.describe('Not an application to one of your opportunities') },
});

export const resumeLink = contract({
  ...recruiter,
  method: 'GET',
  path: '/api/university/applications/:id/resume-link',
  summary: 'A link to download the resume, valid 5 minutes, that works without the session',
  params: applicationParams,
  responses: {
    200: z.object({
      url: z.string().describe('GET it (no session needed) for the file'),
      expires_at: unixSeconds,
    }),
  },
  others: { 404: errorSchema.describe('Not an application to one of your opportunities, or it has no resume') },
});

export const downloadResume = contract({
  method: 'GET',
  path: '/api/university/resumes/:token',
  audience: 'anyone',
  area: 'Public',
  topic: 'Recruiter applications',
  summary:
    "A resume, through the signed link GET .../resume-link gave (no session: the link's token names the " +
    'application and the recruiter, who must still own the listing)',
  params: z.object({ token: z.string().describe('The signed, expiring token of the link') }),
  produces: 'application/*',
  responses: { 200: z.string().describe('The resume (PDF, DOC or DOCX) as an attachment') },
  others: { 404: errorSchema.describe('The link expired or is not valid, or the resume is gone') },
});
