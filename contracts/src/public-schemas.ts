// The JSON the public read API answers, as zod schemas: the one definition of these answers. The
// OpenAPI description (/api/openapi.json) is made from them, and the types the presenters and the web
// app use (OpportunityJson, OpportunityDetailJson, ListingPage, ...) are derived from them here. The
// app serialises with its own reply serializer (cache/micro-cache.ts serializeOnce), so
// gateway/test/openapi.test.ts checks real answers against these schemas.
import { z } from 'zod';
import { FUNDING_TYPES } from './funding-types.ts';

const unixSeconds = z.number().int().describe('Unix seconds');

const postedBySchema = z.object({
  name: z.string(),
  position: z.string().nullable(),
  department: z.string().nullable(),
});

/** "Positions I can apply to" (docs/eligibility.md): present only when the request gave `eligible`. */
export const eligibilitySchema = z
  .object({
    open: z
      .boolean()
      .nullable()
      .describe(
        'true: the posting limits who may apply and the candidate qualifies; false: they do not (the ' +
          'detail only: the listing leaves those out); null: no limit known (open to all, or not stated)',
      ),
    why: z.string().describe('One short sentence, e.g. "Not open to you: US citizens or permanent residents only."'),
  })
  .meta({ id: 'Eligibility' });

const eligibleAnswer = eligibilitySchema
  .optional()
  .describe('Whether the candidate of the eligible parameter may apply, and why; absent without it');

export const opportunitySchema = z
  .object({
    id: z.string().describe('UUID'),
    university: z.string(),
    title: z.string(),
    department: z.string().nullable(),
    supervisor: z.string().nullable(),
    supervisor_url: z.string().nullable(),
    closing_date: unixSeconds.describe('Unix seconds; 0 = no deadline'),
    deadline: z.string().nullable(),
    open_to: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string(),
    opportunity_url: z.string().nullable(),
    fully_funded: z.boolean().describe("The same fact as funding_type 'fully_funded' (the badge, funded=true)"),
    funding_type: z.enum(FUNDING_TYPES).nullable(),
    funding: z.string().nullable(),
    fundingDetails: z.string().nullable(),
    researchArea: z.string().nullable(),
    ai_summary: z.string().nullable(),
    created_at: unixSeconds,
    views: z.number().int(),
    view_count: z.number().int(),
    university_url: z.string().nullable(),
    collect_resumes: z.boolean(),
    category: z.enum(['standard', 'featured']),
    ai_department: z.string().nullable().describe('The discipline'),
    status: z.enum(['open', 'closed']),
    link: z.string().describe('The page is /opportunities/{link} on the site'),
    posted_by: postedBySchema
      .nullable()
      .describe('Who published it on the site (the PhD postings); null for the rest of the catalogue'),
    eligibility: eligibleAnswer,
  })
  .meta({ id: 'Opportunity' });

const factsSchema = z
  .object({
    tuition: z
      .object({ home: z.boolean().nullable(), international: z.boolean().nullable() })
      .describe('Tuition fees covered for home / international students; null = not stated'),
    stipend: z
      .object({
        amount: z.number(),
        currency: z.string().describe('ISO 4217'),
        period: z.enum(['year', 'month', 'total']),
        yearly_amount: z
          .number()
          .int()
          .nullable()
          .describe(
            'The amount in a year, in the same currency (what sort=stipend and stipend_min read); ' +
              'null for a total without a known duration',
          ),
      })
      .nullable()
      .describe('As the posting wrote it: amount, currency and period'),
    duration_months: z.number().int().nullable(),
    start_date: z.string().nullable().describe('YYYY-MM-DD or YYYY-MM'),
    eligibility: z.array(z.string()).describe('Who may apply, e.g. "UK applicants only"'),
  })
  .meta({ id: 'PostingFacts' });

/**
 * Who posted a copy or where it came from: a named poster (a recruiter or the post-jobs form), a
 * university site's careers pages (name: the site), an import (name: the source's host), or PhD Finder.
 */
const postingOriginSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('poster'), name: z.string().nullable() }),
  z.object({ kind: z.literal('careers_site'), name: z.string() }),
  z.object({ kind: z.literal('imported'), name: z.string().nullable() }),
  z.object({ kind: z.literal('phd_finder'), name: z.null() }),
]);

const alsoPostedAtSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    university: z.string(),
    origin: postingOriginSchema.describe(
      "Where this copy came from: its poster's name, a university site's careers pages (the site's name), " +
        "an import (the source's host), or PhD Finder's own editors",
    ),
    link: z.string().describe('The web app path is /opportunities/{link}'),
    canonical: z
      .boolean()
      .describe("The group's canonical posting: the one listings show, and the page's canonical URL"),
  })
  .meta({ id: 'AlsoPostedAt' });

/** Where an imported position came from ("Imported from … on …", docs/imports.md "Provenance"). */
const importedFromSchema = z
  .object({
    name: z.string().describe("The import source's name, as its owner named it"),
    url: z
      .string()
      .nullable()
      .describe("The source's address (a feed, a careers page); null for an uploaded file, which has none"),
    imported_at: unixSeconds.describe('When an import run last wrote the position'),
  })
  .meta({ id: 'ImportedFrom' });

// The detail adds its eligibility after its own fields (the route adds it last).
export const opportunityDetailSchema = opportunitySchema
  .omit({ eligibility: true })
  .extend({
    description: z.string().describe('Sanitised HTML'),
    closed_at: unixSeconds.nullable().describe('When it was closed (status "closed"); null while open'),
    references_required: z
      .number()
      .int()
      .optional()
      .describe("A university site's position: how many reference letters an application names referees for (0-3)"),
    expired_at: unixSeconds
      .nullable()
      .describe('When it closed by itself, its deadline more than 30 days past; null otherwise'),
    facts: factsSchema.nullable().describe('Read from the posting by the enrichment processor; null until then'),
    language: z
      .string()
      .nullable()
      .describe('The language the description is written in (ISO 639-1, e.g. "de"); null until read or when unsure'),
    inferred: z
      .array(z.string())
      .describe('Fields whose values were inferred from the text, not set by the poster (e.g. ai_summary)'),
    imported_from: importedFromSchema
      .nullable()
      .optional()
      .describe(
        'The public detail and the careers pages: the import source the position came from; null for one ' +
          "typed by hand (or whose source was deleted). Absent from the editors' answers",
      ),
    also_posted_at: z
      .array(alsoPostedAtSchema)
      .optional()
      .describe(
        'Public detail only: the other open postings of its near-duplicate group ("Also posted at"), ' +
          'closed or past-deadline copies left out; empty when none',
      ),
    eligibility: eligibleAnswer,
  })
  .meta({ id: 'OpportunityDetail' });

/** What the page of a position that closed by itself shows (the public detail's 410 answer). */
const expiredOpportunityBriefSchema = opportunityDetailSchema.pick({
  id: true,
  title: true,
  university: true,
  city: true,
  country: true,
  ai_department: true,
  closing_date: true,
  closed_at: true,
  expired_at: true,
  link: true,
});

/** The public detail's 410 for a position whose deadline passed more than 30 days ago. */
const expiredOpportunitySchema = z.object({
  error: z.literal('expired'),
  message: z.string().describe('"This position has closed"'),
  opportunity: expiredOpportunityBriefSchema.describe(
    'The position, so its page can name it and link to similar open ones',
  ),
});

/** The detail's 410: deleted ("gone"), or closed by itself 30 days after its deadline ("expired"). */
export const goneSchema = z
  .discriminatedUnion('error', [z.object({ error: z.literal('gone'), message: z.string() }), expiredOpportunitySchema])
  .meta({ id: 'Gone' });

export const listingPageSchema = z
  .object({
    data: z.array(opportunitySchema),
    pagination: z.object({
      total: z.number().int(),
      totalRelation: z
        .enum(['eq', 'gte'])
        .optional()
        .describe('gte: a keyword search matched more than total (10,000) and stopped counting there'),
    }),
  })
  .meta({ id: 'ListingPage' });

export const opportunityListSchema = z.object({ data: z.array(opportunitySchema) });

const count = z.number().int();
export const countryCountsSchema = z.array(z.object({ Country: z.string(), Count: count }));
export const disciplineCountsSchema = z.array(z.object({ ai_department: z.string(), Count: count }));
export const universityCountsSchema = z.array(z.object({ university: z.string(), country: z.string(), Count: count }));
export const countryUniversitiesSchema = z.array(z.object({ country: z.string(), university: z.string() }));
export const countryOptionsSchema = z.array(z.object({ country: z.string(), Count: count }));
export const universityOptionsSchema = z.array(z.object({ university: z.string(), Count: count }));

export const dialCodesSchema = z.object({
  data: z.array(z.object({ code: z.string(), name: z.string(), dial_code: z.string() })),
});
/** A published blog post in lists (GET /api/blog), contracts/src/blog.ts BlogPostSummaryJson. */
export const blogPostSummarySchema = z
  .object({
    id: z.string(),
    slug: z.string().describe('The post address: /blog/{slug}/{id}'),
    title: z.string(),
    excerpt: z.string(),
    cover_url: z.string().nullable().describe('Site-relative URL of the cover image; null for none'),
    published_at: z.string().nullable().describe('ISO 8601'),
    updated_at: z.string().describe('ISO 8601'),
    reading_minutes: count,
    author: z.string().nullable(),
  })
  .meta({ id: 'BlogPostSummary' });

export const blogListSchema = z
  .object({
    data: z.array(blogPostSummarySchema),
    pagination: z.object({ total: count, limit: count, offset: count }),
  })
  .meta({ id: 'BlogList' });

export const blogPostSchema = z
  .object({
    data: blogPostSummarySchema
      .extend({ content_html: z.string().describe('Sanitised HTML') })
      .meta({ id: 'BlogPost' }),
    related: z.array(blogPostSummarySchema).describe('A few other posts to read next'),
  })
  .meta({ id: 'BlogPostPage' });

export type OpportunityJson = z.output<typeof opportunitySchema>;
export type EligibilityJson = z.output<typeof eligibilitySchema>;
export type PostedByJson = z.output<typeof postedBySchema>;
export type FundingTypeJson = NonNullable<OpportunityJson['funding_type']>;
export type PostingFactsJson = z.output<typeof factsSchema>;
export type OpportunityDetailJson = z.output<typeof opportunityDetailSchema>;
export type AlsoPostedAtJson = z.output<typeof alsoPostedAtSchema>;
export type ImportedFromJson = z.output<typeof importedFromSchema>;
export type PostingOriginJson = z.output<typeof postingOriginSchema>;
export type ExpiredOpportunityBriefJson = z.output<typeof expiredOpportunityBriefSchema>;
export type ExpiredOpportunityJson = z.output<typeof expiredOpportunitySchema>;
export type ListingPage = z.output<typeof listingPageSchema>;
export type CountryCount = z.output<typeof countryCountsSchema>[number];
export type DisciplineOption = z.output<typeof disciplineCountsSchema>[number];
export type CountryOption = z.output<typeof countryOptionsSchema>[number];
export type UniversityOption = z.output<typeof universityOptionsSchema>[number];

export const siteConfigSchema = z.object({ translateWidgetUrl: z.string() });

/** Every error answer: a code and a sentence for people. */
export const errorSchema = z.object({ error: z.string(), message: z.string() }).passthrough().meta({ id: 'Error' });

/** The answers of a public read: its 200 plus the error answers every such read may give. */
export const publicResponses = <T extends z.ZodType>(ok: T) => ({
  200: ok,
  400: errorSchema.describe('A parameter is malformed; the message names it'),
  503: errorSchema.describe('The catalogue is unavailable for a moment (Retry-After)'),
});
