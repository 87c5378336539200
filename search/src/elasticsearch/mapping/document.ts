// How an opportunity row becomes an Elasticsearch document and a hit becomes a SearchDocument. Field
// names follow infra/elasticsearch/index-template.json (snake_case, as the mapping declares them).
import type { Prisma } from '@phd/services/db/client';
import {
  isListedInSearch,
  listedInSearch,
  takesSiteApplications,
  visibilitySelect,
} from '@phd/services/opportunities/public-visibility';
import { effectiveFundingType, isFullyFunded } from '@phd/services/opportunities/funding';
import { isPostedOnSite } from '@phd/services/opportunities/posted-on-site';
import type { SearchDocument } from '../../engine.ts';

/** The columns indexing reads: the listing, the description, and what decides searchability. */
export const rowSelect = {
  id: true,
  title: true,
  universityName: true,
  universityUrl: true,
  department: true,
  discipline: true,
  supervisor: true,
  supervisorUrl: true,
  closingDate: true,
  deadline: true,
  openTo: true,
  city: true,
  country: true,
  opportunityUrl: true,
  fullyFunded: true,
  fundingType: true,
  stipendYearly: true,
  stipendCurrency: true,
  eligibleCountries: true,
  funding: true,
  fundingDetails: true,
  researchArea: true,
  aiSummary: true,
  description: true,
  collectResumes: true,
  category: true,
  views: true,
  createdAt: true,
  updatedAt: true,
  source: true,
  postedByName: true,
  postedByPosition: true,
  postedByDepartment: true,
  duplicateOf: true,
  ...visibilitySelect,
} satisfies Prisma.OpportunitySelect;

export type OpportunityRow = Prisma.OpportunityGetPayload<{ select: typeof rowSelect }>;

/** Rows that belong in the index: publicly open and not a near-duplicate (@phd/services/opportunities/public-visibility). */
export const searchableWhere = listedInSearch satisfies Prisma.OpportunityWhereInput;

export const isSearchable = (row: OpportunityRow): boolean => isListedInSearch(row);

export interface EsDocument {
  id: string;
  title: string;
  university: string;
  university_url: string | null;
  department: string | null;
  discipline: string | null;
  supervisor: string | null;
  supervisor_url: string | null;
  closing_date: string | null;
  deadline: string | null;
  open_to: string | null;
  city: string | null;
  country: string;
  opportunity_url: string | null;
  fully_funded: boolean;
  /** The "Funding" filter's field; fully_funded and funding_type are one fact (opportunities/funding.ts). */
  funding_type: SearchDocument['fundingType'];
  /** The stipend sort and filter (opportunities.stipend_yearly, stipend_currency); never shown. */
  stipend_yearly: number | null;
  stipend_currency: string | null;
  /** Who may apply (opportunities.eligible_countries, ISO codes); empty for no known limit. Never shown. */
  eligible_countries: string[];
  funding: string | null;
  funding_details: string | null;
  research_area: string | null;
  ai_summary: string | null;
  collect_resumes: boolean;
  category: 'standard' | 'featured';
  views: number;
  created_at: string;
  /** services/src/opportunities/posted-on-site.ts */
  posted_on_site: boolean;
  posted_by_name: string | null;
  posted_by_position: string | null;
  posted_by_department: string | null;
  description: string;
}

/** Searches leave it out of _source: listings never show it, and it is the bulk of each document. */
export const NOT_RETURNED = ['description'];

// The same stripping as the Postgres engine's (search/src/postgres/document.ts): tags and entities
// become spaces, so "<p>foo</p><p>bar</p>" indexes "foo bar", never "foobar", and markup is not content.
export function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&(#[0-9]+|#x[0-9a-f]+|[a-z]+);/gi, ' ');
}

export function toEsDocument(row: OpportunityRow): EsDocument {
  return {
    id: row.id,
    title: row.title,
    university: row.universityName,
    university_url: row.universityUrl,
    department: row.department,
    discipline: row.discipline,
    supervisor: row.supervisor,
    supervisor_url: row.supervisorUrl,
    closing_date: row.closingDate?.toISOString() ?? null,
    deadline: row.deadline,
    open_to: row.openTo,
    city: row.city,
    country: row.country,
    opportunity_url: row.opportunityUrl,
    fully_funded: isFullyFunded(row),
    funding_type: effectiveFundingType(row),
    stipend_yearly: row.stipendYearly,
    stipend_currency: row.stipendCurrency,
    eligible_countries: row.eligibleCountries ?? [],
    funding: row.funding,
    funding_details: row.fundingDetails,
    research_area: row.researchArea,
    ai_summary: row.aiSummary,
    collect_resumes: takesSiteApplications(row),
    category: row.category,
    views: row.views,
    created_at: row.createdAt.toISOString(),
    posted_on_site: isPostedOnSite(row.source),
    posted_by_name: row.postedByName,
    posted_by_position: row.postedByPosition,
    posted_by_department: row.postedByDepartment,
    description: plainText(row.description),
  };
}

// Elasticsearch drops nothing but may omit fields that were null when indexed by other tools; treat
// absent as null so a hit always yields a complete SearchDocument.
const orNull = <T>(value: T | null | undefined): T | null => value ?? null;

export function fromSource(source: Partial<EsDocument>): SearchDocument {
  return {
    id: source.id!,
    title: source.title!,
    universityName: source.university!,
    universityUrl: orNull(source.university_url),
    department: orNull(source.department),
    discipline: orNull(source.discipline),
    supervisor: orNull(source.supervisor),
    supervisorUrl: orNull(source.supervisor_url),
    closingDate: source.closing_date ? new Date(source.closing_date) : null,
    deadline: orNull(source.deadline),
    openTo: orNull(source.open_to),
    city: orNull(source.city),
    country: source.country!,
    opportunityUrl: orNull(source.opportunity_url),
    fullyFunded: source.fully_funded ?? false,
    fundingType: orNull(source.funding_type),
    funding: orNull(source.funding),
    fundingDetails: orNull(source.funding_details),
    researchArea: orNull(source.research_area),
    aiSummary: orNull(source.ai_summary),
    collectResumes: source.collect_resumes ?? false,
    category: source.category ?? 'standard',
    views: source.views ?? 0,
    createdAt: new Date(source.created_at!),
    postedByName: orNull(source.posted_by_name),
    postedByPosition: orNull(source.posted_by_position),
    postedByDepartment: orNull(source.posted_by_department),
  };
}

export function fromHit(hit: { _source?: Partial<EsDocument> }): SearchDocument {
  if (!hit._source) throw new Error('Elasticsearch hit without _source (is _source disabled in the mapping?)');
  return fromSource(hit._source);
}
