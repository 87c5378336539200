// Blind review on a university site (issue 34, docs/fair-review.md "Blind review"): while an
// applicant's stage is blind every member of the staff sees a pseudonym; an owner may reveal who one
// applicant is, one request at a time, each reveal written to the applicant's access log.
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import { idParams } from '../input/applicant.ts';
import { errorSchema } from '../public-schemas.ts';
import { SITE_OWNERS } from '../staff-roles.ts';

export const revealedIdentitySchema = z.object({
  id: z.string().describe('UUID'),
  pseudonym: z.string().describe('The name reviewers see ("Candidate 7F3K2A")'),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  resume: z
    .object({ filename: z.string(), size: z.number().int().nullable(), mime: z.string().nullable() })
    .nullable()
    .describe('The original resume’s facts (the file itself stays the redacted copy while blind)'),
  blind: z.boolean().describe('Whether blind review still applies to the applicant'),
});

export type RevealedIdentityJson = z.output<typeof revealedIdentitySchema>;

export const revealApplicant = contract({
  method: 'POST',
  path: '/api/applicants/:id/reveal',
  audience: 'staff',
  roles: SITE_OWNERS,
  area: 'University site',
  topic: 'Applicants',
  summary:
    'Who a blind-reviewed applicant is (owners only): name, e-mail, phone, country and the original resume’s ' +
    'facts; every reveal is recorded in the access log ("revealed") and the audit log',
  params: idParams,
  responses: { 200: z.object({ data: revealedIdentitySchema }) },
  others: { 404: errorSchema.describe('Not the site’s applicant') },
});
