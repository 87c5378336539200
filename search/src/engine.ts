// The one interface every search engine implements (Postgres by default, Elasticsearch at scale).
// Both engines must give the same answers on the same documents: search/test/contract runs one suite
// against each.
//
// Indexing contract: index() and remove() are idempotent and safe to run concurrently for the same
// ids, so a redelivered job or a sweep can call them at any time. index() reads the current rows
// itself: searchable opportunities (open, not deleted, not owned by a tenant's private site) are
// (re)indexed and every other id is removed from the index.

export interface IndexResult {
  /** Ids now searchable. */
  indexed: number;
  /** Ids now absent from the index (closed, deleted or no such row). */
  removed: number;
}

/** What a listing shows of an opportunity (no description: cards never show it). */
export interface SearchDocument {
  id: string;
  title: string;
  universityName: string;
  universityUrl: string | null;
  department: string | null;
  /** The spec's ai_department. */
  discipline: string | null;
  supervisor: string | null;
  supervisorUrl: string | null;
  closingDate: Date | null;
  deadline: string | null;
  openTo: string | null;
  city: string | null;
  country: string;
  opportunityUrl: string | null;
  /** The one funding fact (@phd/services/opportunities/funding): fullyFunded is fundingType === 'fully_funded'. */
  fullyFunded: boolean;
  fundingType: FundingTypeFilter | 'unknown' | null;
  funding: string | null;
  fundingDetails: string | null;
  researchArea: string | null;
  aiSummary: string | null;
  collectResumes: boolean;
  category: 'standard' | 'featured';
  views: number;
  createdAt: Date;
  /** Who published it on the site (the /phd-postings pages); null for catalogue listings. */
  postedByName: string | null;
  postedByPosition: string | null;
  postedByDepartment: string | null;
}

/**
 * The values of the "Funding" filter (the funding fact of @phd/services/opportunities/funding;
 * "unknown" is not offered). "Fully Funded Only" (fundedOnly) is the same as fundingType ['fully_funded'].
 */
export const FUNDING_TYPES = ['fully_funded', 'partially_funded', 'self_funded'] as const;
export type FundingTypeFilter = (typeof FUNDING_TYPES)[number];

/** Filters. Lists mean "any of"; different fields combine with AND. Values match exactly. */
export interface SearchFilters {
  category?: readonly string[];
  country?: readonly string[];
  university?: readonly string[];
  discipline?: readonly string[];
  department?: readonly string[];
  /** created_at strictly after / before. */
  createdAfter?: Date;
  createdBefore?: Date;
  fundedOnly?: boolean;
  /** Only listings published on the site by their posters (services/src/opportunities/posted-on-site.ts). */
  postedOnly?: boolean;
  /**
   * "Open for applications" at this instant: a deadline (closing date) after it, or none. An instant
   * rather than a flag, so answers stay the same within a cache lifetime and tests can fix the clock.
   */
  openAt?: Date;
  /** The "Funding" filter: any of these funding types (a listing whose type is unknown or unset never matches). */
  fundingType?: readonly FundingTypeFilter[];
  /**
   * The minimum stipend: a yearly figure (opportunities.stipend_yearly, services/src/enrichment/fact-columns.ts)
   * of at least `amount` in `currency` (ISO 4217). No exchange rates: a stipend in another currency, or
   * none, never matches.
   */
  stipendMin?: StipendMinimum;
  /**
   * "Positions I can apply to": one or two ISO 3166-1 alpha-2 codes (a candidate's nationality and
   * residence). A position matches when it has no known limit (opportunities.eligible_countries empty
   * or null: unknown eligibility is never hidden) or admits one of the codes.
   */
  eligibleFor?: readonly string[];
  /** Keyword: title, description, university, department, supervisor; tolerant of a typo per word. */
  q?: string;
}

export interface StipendMinimum {
  /** A whole number. */
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
}

/**
 * relevance needs q (without it, it falls back to latest). stipend: the highest yearly stipend first,
 * compared as numbers (a currency is not converted: filter by stipendMin to compare within one), then
 * positions without one; equal figures newest first. Ties always break by id ascending.
 */
export type SearchSort = 'relevance' | 'latest' | 'most_viewed' | 'stipend';

export interface SearchRequest extends SearchFilters {
  /** Default: relevance when q is set, else latest. */
  sort?: SearchSort;
  limit: number;
  offset: number;
}

/**
 * Keyword searches count their matches up to this many, as Elasticsearch does by default
 * (track_total_hits): past it the total reads "at least" (totalRelation 'gte'). Counting every match
 * of a word found in most of the catalogue costs more than the page itself, and no page past the
 * 10,000th result is served anyway. Listings without a keyword are counted exactly.
 */
export const KEYWORD_TOTAL_CAP = 10_000;

export interface SearchPage {
  hits: SearchDocument[];
  total: number;
  /** 'gte': there are more matches than `total` (a keyword search past KEYWORD_TOTAL_CAP). */
  totalRelation: 'eq' | 'gte';
}

export type FacetField = 'category' | 'country' | 'university' | 'discipline';

export interface FacetCount {
  value: string;
  count: number;
}

export type Facets = Record<FacetField, FacetCount[]>;

/** How far a reindexAll has come: rows (Postgres) or documents (Elasticsearch) done out of about `total`. */
export interface ReindexProgress {
  done: number;
  total: number;
}

export interface ReindexOptions {
  batchSize?: number;
  /** Id ranges rebuilt at the same time where the engine can (Postgres). */
  concurrency?: number;
  /** Called after each batch; the operators' panel shows it while a reindex job runs. */
  onProgress?: (progress: ReindexProgress) => void | Promise<void>;
}

export interface SearchEngine {
  readonly name: 'postgres' | 'elasticsearch';
  index(ids: readonly string[]): Promise<IndexResult>;
  remove(ids: readonly string[]): Promise<void>;
  /** Rebuilds the whole index without downtime (Elasticsearch: build a new index, then switch the alias). */
  reindexAll(options?: ReindexOptions): Promise<IndexResult>;
  /** Documents in the index now (the operators' panel compares it with the open rows in Postgres). */
  count(): Promise<number>;
  search(request: SearchRequest): Promise<SearchPage>;
  /**
   * Counts per value for each requested field among the documents matching `filters`, ignoring the
   * filter on that field itself (so choosing a country still lists the other countries, and no value
   * offered leads to an empty page). Sorted by count descending, then value ascending; zero counts
   * are never returned.
   */
  facets<F extends FacetField>(filters: SearchFilters, fields: readonly F[]): Promise<Pick<Facets, F>>;
  /** Other searchable opportunities like this one: same discipline and country first. Never itself. */
  related(id: string, limit: number): Promise<SearchDocument[]>;
  /** Folded view counts changed (engines that copy `views` into their documents update them). */
  updateViews(views: ReadonlyMap<string, number>): Promise<void>;
  /**
   * Periodic upkeep the search-index sweep runs every few minutes (Postgres: rebuild the vocabulary
   * keyword checks and typo corrections read). Idempotent; nothing for engines that need none.
   */
  maintain(): Promise<void>;
}
