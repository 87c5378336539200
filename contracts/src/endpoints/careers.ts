// A university site's public careers page (issue 14), on the site's host (or the main host's /saas pages
// with X-Tenant): its open positions, listed on PhD Finder or not, and applications with a resume and
// no account. The applicant is kept unconfirmed and e-mailed a link; confirming brings the application
// to the site's reviewers. The main site has no careers page: 404 there.
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import { careersApplicationFields, confirmInput } from '../input/careers.ts';
import { opportunityDetailSchema } from '../public-schemas.ts';
import { resumePart } from './applications.ts';

export const NOT_A_SITE = 'Careers pages belong to university sites: open one by its own address.';
export const CAREERS_APPLICATION_RECEIVED =
  'Thank you! Please confirm your e-mail address with the link we just sent you: your application reaches the university once you do.';
export const APPLICATION_CONFIRMED = 'Your e-mail address is confirmed: your application has reached the university.';

/**
 * Anyone may call, on a university site; the reads set their own cache headers (no-cache, vary by site).
 * Tagged Public: the OpenAPI document's areas other than Public carry a sign-in requirement, and these
 * need none (gateway/test/openapi.test.ts holds each operation's security to what the route does).
 */
const careers = { audience: 'anyone', area: 'Public', topic: 'Careers page' } as const;

const careersSite = z.object({
  name: z.string(),
  university: z.string(),
  retention_months: z.number().int().nullable().describe('How long applications are kept after the position closes'),
  consent: z.string().describe("The consent checkbox's sentence, with the site's retention"),
});

export const listCareersOpportunities = contract({
  ...careers,
  method: 'GET',
  path: '/api/careers/opportunities',
  summary: "The site's open positions, newest first (every one takes applications here), and the consent line",
  cacheable: true,
  responses: { 200: z.object({ data: z.array(opportunityDetailSchema), site: careersSite }) },
});

export const careersOpportunity = contract({
  ...careers,
  method: 'GET',
  path: '/api/careers/opportunities/:id',
  summary: "One of the site's open positions; 404 for anything else",
  cacheable: true,
  params: z.object({ id: z.string().describe('The opportunity (UUID); anything else answers 404') }),
  responses: { 200: z.object({ data: opportunityDetailSchema }) },
});

export const applyOnCareersPage = contract({
  ...careers,
  method: 'POST',
  path: '/api/careers/applications',
  summary:
    'Apply with a resume and no account: kept unconfirmed and the address e-mailed a link (the same ' +
    'address again answers alike; limited per address, only well-formed forms count)',
  consumes: 'multipart/form-data',
  body: careersApplicationFields.extend({ resume: resumePart }),
  responses: { 201: z.object({ message: z.literal(CAREERS_APPLICATION_RECEIVED) }) },
});

export const confirmCareersApplication = contract({
  ...careers,
  method: 'POST',
  path: '/api/careers/confirm',
  summary:
    "Confirm the applicant's address with the e-mailed token: every application it sent here reaches the reviewers",
  body: confirmInput,
  responses: { 200: z.object({ message: z.literal(APPLICATION_CONFIRMED) }) },
});
