// Applying on the site (spec section 7, "Application by a signed-in user"; docs/candidate-api.md,
// "Applications"): the multipart form with the resume, and the candidate's own applications (all, or
// with ?opportunity_id= those for one opportunity: the detail page's "You applied on ...").
import { z } from 'zod';
import { applicationsQuery } from '../candidate-input.ts';
import { contract } from '../http/contract.ts';
import { applicationFields, STATUS_LABELS } from '../input/application.ts';
import { opportunitySchema } from '../public-schemas.ts';
import { candidateLettersSchema } from './references.ts';

export const APPLICATION_SUBMITTED = 'Application submitted successfully';
export const ONE_FILE_ONLY = 'Please attach one file only: your resume.';
export const NOT_MULTIPART = 'Please send the application as a form with the resume attached.';

/** The resume as a form part: the one file of the form. */
export const resumePart = z.string().describe('The resume file (PDF, DOC or DOCX, up to 10 MB), the only file part');

export const listApplications = contract({
  method: 'GET',
  path: '/api/applications',
  audience: 'candidate',
  area: 'Candidate',
  summary: "The candidate's own applications, newest first, with the opportunity each was for",
  query: applicationsQuery,
  responses: {
    200: z.object({
      data: z.array(
        z.object({
          id: z.string().describe('UUID'),
          opportunity_id: z.string().describe('UUID, lower case'),
          opportunity: opportunitySchema.nullable().describe('Null once the opportunity is deleted'),
          status: z
            .enum(Object.values(STATUS_LABELS))
            .describe(
              'As candidates read it: submitted, under review, shortlisted, not selected, offered, withdrawn, position closed',
            ),
          created_at: z.number().int().describe('Unix seconds'),
          letters: candidateLettersSchema,
        }),
      ),
      pagination: z.object({ total: z.number().int() }),
    }),
  },
});

export const submitApplication = contract({
  method: 'POST',
  path: '/api/applications',
  audience: 'candidate',
  area: 'Candidate',
  summary:
    'Apply to an opportunity that takes applications on the site, with a resume or a stored CV (the e-mail is the ' +
    "signed-in person's; limited per address)",
  consumes: 'multipart/form-data',
  body: applicationFields.extend({
    resume: resumePart.optional().describe('The resume file; or leave it out and name a stored CV in cv_id'),
    cv_id: z
      .string()
      .optional()
      .describe("One of the candidate's stored CVs (UUID), copied for this application when no file is sent"),
  }),
  responses: {
    201: z.object({ message: z.literal(APPLICATION_SUBMITTED), application_id: z.string().describe('UUID') }),
  },
});
