// Input schemas for opportunity writes (fields per spec section 3, camelCase). The gateway's admin,
// recruiter and tenant routes reuse these, so the rules live in one place.
import { z } from 'zod';
import { sanitizeHtml } from '../content/sanitize-html.ts';
import { FundingType, OpportunityCategory, OpportunitySource, OpportunityStatus } from '../db/client.ts';
import { lineText, multilineText } from '@phd/contracts/input/text';

// Forms send '' for "no value"; store NULL so filters and facets never see empty strings.
const blankToNull = (s: string) => (s === '' ? null : s);

const optionalText = (label: string, max: number) => lineText(label).trim().max(max).transform(blankToNull).nullish();

const optionalParagraphs = (label: string, max: number) =>
  multilineText(label).trim().max(max).transform(blankToNull).nullish();

const optionalUrl = lineText('A link')
  .trim()
  .max(2048)
  .transform(blankToNull)
  .pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).nullable())
  .nullish();

const optionalDate = z
  .union([z.date(), z.iso.datetime({ offset: true }), z.iso.date()])
  .transform((v) => (v instanceof Date ? v : new Date(v)))
  .refine((d) => !Number.isNaN(d.getTime()), 'must be a valid date')
  .nullish();

/** Fields an editor may set on create and change on update. */
export const opportunityFields = z.object({
  title: lineText('Title').trim().min(1, 'Title is required').max(300),
  universityName: lineText('University').trim().min(1, 'University is required').max(200),
  universityId: z.uuid().nullish(),
  universityUrl: optionalUrl,
  department: optionalText('Department', 200),
  discipline: optionalText('Discipline', 200),
  supervisor: optionalText('Supervisor', 200),
  supervisorUrl: optionalUrl,
  /** The gateway converts the API's unix seconds; zero or missing means no deadline. */
  closingDate: optionalDate,
  deadline: optionalText('Deadline', 200),
  openTo: optionalText('Open to', 200),
  city: optionalText('City', 120),
  country: lineText('Country').trim().min(1, 'Country is required').max(120),
  opportunityUrl: optionalUrl,
  fullyFunded: z.boolean(),
  funding: optionalText('Funding', 500),
  fundingDetails: optionalParagraphs('Funding details', 5000),
  /** Fully, partially or self-funded; left empty, the enrichment processor reads it from the text. */
  fundingType: z
    .enum(FundingType, { message: 'must be fully_funded, partially_funded, self_funded or unknown' })
    .nullish(),
  researchArea: optionalText('Research area', 500),
  aiSummary: optionalParagraphs('Summary', 5000),
  /** HTML from editors, sanitised here so nothing unsafe is ever stored. */
  description: multilineText('Description').max(200_000).transform(sanitizeHtml),
  collectResumes: z.boolean(),
  category: z.enum(OpportunityCategory),
  /** A tenant's "Also list on PhD Finder" (public-visibility.ts); meaningless on main-site rows. */
  listedPublicly: z.boolean(),
});

export const createOpportunityInput = opportunityFields.extend({
  fullyFunded: opportunityFields.shape.fullyFunded.default(false),
  description: opportunityFields.shape.description.default(''),
  collectResumes: opportunityFields.shape.collectResumes.default(false),
  category: opportunityFields.shape.category.default('standard'),
  listedPublicly: opportunityFields.shape.listedPublicly.default(true),
  /** Later changes go through setOpportunityStatus (it records the matching event). */
  status: z.enum(OpportunityStatus).default('open'),
  source: z.enum(OpportunitySource).default('admin'),
  /** Owners are set by the route from the session, never from a request body. */
  recruiterId: z.uuid().nullish(),
  tenantId: z.uuid().nullish(),
  /** Who posted it (the /phd-postings pages) and a post-jobs poster's confirmed address: set by the service. */
  postedByName: optionalText('Your name', 200),
  postedByPosition: optionalText('Your position', 200),
  postedByDepartment: optionalText('Your department', 200),
  posterEmail: lineText('E-mail').trim().max(254).nullish(),
  /** An imported position's provenance (services/src/intake): set by the import run, never by a form. */
  importSourceId: z.uuid().nullish(),
  importKey: z.string().max(2048).nullish(),
  importedAt: z.date().nullish(),
});

export const updateOpportunityInput = opportunityFields.partial();

export type CreateOpportunityInput = z.input<typeof createOpportunityInput>;
export type UpdateOpportunityInput = z.input<typeof updateOpportunityInput>;

/** Restricts a write to rows a recruiter or tenant owns; admins pass no scope. */
export interface OpportunityScope {
  recruiterId?: string;
  tenantId?: string;
}
