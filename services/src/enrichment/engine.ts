// What an enrichment engine reads from a posting and what it infers (issue 17). Two engines implement
// it: the local one (offline, deterministic: services/src/enrichment/local) and the OpenAI one
// (services/src/enrichment/openai), which falls back to the local engine when it fails.
import { z } from 'zod';

import { FUNDING_TYPES, type FundingType } from '@phd/contracts/funding-types';

export { FUNDING_TYPES, type FundingType };

/** Most characters of a summary (plain text, two to three sentences). */
export const SUMMARY_MAX = 300;

export const stipendSchema = z.object({
  amount: z.number().positive(),
  /** ISO 4217 code, e.g. "GBP". */
  currency: z.string().regex(/^[A-Z]{3}$/),
  period: z.enum(['year', 'month', 'total']),
});
export type Stipend = z.infer<typeof stipendSchema>;

/** The structured facts of a posting (stored in opportunities.facts, fundingType in its own column). */
export const postingFactsSchema = z.object({
  fundingType: z.enum(FUNDING_TYPES),
  /** Tuition fees covered for home / international students; null = the posting does not say. */
  tuition: z.object({ home: z.boolean().nullable(), international: z.boolean().nullable() }),
  stipend: stipendSchema.nullable(),
  /** Length of the position in months. */
  durationMonths: z.number().int().positive().max(120).nullable(),
  /** When the position starts: "YYYY-MM-DD" or "YYYY-MM". */
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}(-\d{2})?$/)
    .nullable(),
  /** Who may apply, as short notes ("UK applicants only", "EU/UK only", "open to all nationalities"). */
  eligibility: z.array(z.string().max(200)).max(10),
});
export type PostingFacts = z.infer<typeof postingFactsSchema>;

/** opportunities.facts: the facts without the funding type, which has its own column. */
export const storedFactsSchema = postingFactsSchema.omit({ fundingType: true });

/** What an engine reads: the posting as its editor wrote it. */
export interface EnrichmentInput {
  title: string;
  /** Sanitised HTML. */
  description: string;
  universityName: string;
  department: string | null;
  country: string;
  city: string | null;
  closingDate: Date | null;
  /** Free-text deadline when it is not a date. */
  deadline: string | null;
  /** The editor's own funding texts, when given. */
  funding: string | null;
  fundingDetails: string | null;
  /**
   * The funding the poster or an editor stated (services/src/opportunities/funding.ts
   * statedFundingType): the summary's funding clause follows it, so it never contradicts the badge.
   * Null: nothing stated, the engine reads the funding from the text.
   */
  statedFundingType: FundingType | null;
}

export interface Enrichment {
  /** Plain text, 2 to 3 sentences, at most SUMMARY_MAX characters. */
  summary: string;
  /** One of the catalogue's disciplines (services/src/seed/data/disciplines.ts), or null when unsure. */
  discipline: string | null;
  facts: PostingFacts;
  /**
   * The language the description is written in (ISO 639-1, e.g. "de"), or null when the text is too
   * short to tell. Always detected locally, whichever engine wrote the rest.
   */
  language?: string | null;
  /** Which engine produced it (the OpenAI engine says 'local' when it fell back), for `enriched_by`. */
  engine?: 'local' | 'openai';
}

export interface EnrichmentEngine {
  readonly name: 'local' | 'openai';
  enrich(input: EnrichmentInput): Promise<Enrichment>;
}
