// The one JSON shape of an opportunity (spec section 3 field names, exactly), for listing items (from
// the search engine's documents) and the detail (from the Postgres row, with the description).
import type { SearchDocument } from '@phd/search/engine';
import type { Opportunity } from '@phd/services/db/generated/client';
import type { OtherPosting } from '@phd/services/duplicates/group';
import { storedFactsSchema } from '@phd/services/enrichment/engine';
import { ENRICHED_FIELD_API_NAMES, isEnrichedField } from '@phd/services/enrichment/inferred-fields';
import { provenanceOf, type WithProvenance } from '@phd/services/intake/provenance';
import { effectiveFundingType, isFullyFunded } from '@phd/services/opportunities/funding';
import { takesSiteApplications } from '@phd/services/opportunities/public-visibility';
import { presentReviewSettings } from '@phd/services/review/review-settings';
import type {
  AlsoPostedAtJson,
  ExpiredOpportunityJson,
  ImportedFromJson,
  OpportunityDetailJson,
  OpportunityJson,
  PostingFactsJson,
} from '@phd/contracts/public-schemas';
import type { ApplicantCounts, TenantOpportunityJson } from '@phd/contracts/endpoints/saas-opportunities';
import { opportunityLink } from './opportunity-link.ts';

export type { OpportunityDetailJson, OpportunityJson };

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

type Presentable = Omit<SearchDocument, 'category'> & { category: 'standard' | 'featured'; status: 'open' | 'closed' };

function present(o: Presentable): OpportunityJson {
  return {
    id: o.id,
    university: o.universityName,
    title: o.title,
    department: o.department,
    supervisor: o.supervisor,
    supervisor_url: o.supervisorUrl,
    closing_date: o.closingDate ? Math.max(0, unixSeconds(o.closingDate)) : 0,
    deadline: o.deadline,
    open_to: o.openTo,
    city: o.city,
    country: o.country,
    opportunity_url: o.opportunityUrl,
    fully_funded: isFullyFunded(o),
    funding_type: effectiveFundingType(o),
    funding: o.funding,
    fundingDetails: o.fundingDetails,
    researchArea: o.researchArea,
    ai_summary: o.aiSummary,
    created_at: unixSeconds(o.createdAt),
    views: o.views,
    view_count: o.views,
    university_url: o.universityUrl,
    collect_resumes: o.collectResumes,
    category: o.category,
    ai_department: o.discipline,
    status: o.status,
    link: opportunityLink(o),
    posted_by: o.postedByName
      ? { name: o.postedByName, position: o.postedByPosition, department: o.postedByDepartment }
      : null,
  };
}

/** A listing item: everything but the description. Indexed documents are open listings. */
export function presentListItem(doc: SearchDocument): OpportunityJson {
  return present({ ...doc, status: 'open' });
}

/**
 * A row as the public sees it. Drafts never reach a public read (public-visibility.ts); were one to,
 * it would read as not open. A tenant's listing that collects resumes takes applications like any
 * other (they become the tenant's applicants).
 */
function presentRow(row: Opportunity): OpportunityJson {
  return present({
    ...row,
    status: row.status === 'open' ? 'open' : 'closed',
    collectResumes: takesSiteApplications(row),
  });
}

/** The detail page: the row as stored, closed ones included (marked status "closed", with closed_at). */
export function presentDetail(row: Opportunity): OpportunityDetailJson {
  const closedAt = row.status === 'closed' && row.closedAt ? unixSeconds(row.closedAt) : null;
  return {
    ...presentRow(row),
    description: row.description,
    closed_at: closedAt,
    references_required: row.tenantId ? row.referencesRequired : 0,
    expired_at: row.status === 'closed' && row.expiredAt ? unixSeconds(row.expiredAt) : null,
    facts: presentFacts(row.facts, row.stipendYearly),
    language: row.language,
    inferred: row.inferredFields.flatMap((f) => (isEnrichedField(f) ? [ENRICHED_FIELD_API_NAMES[f]] : [])),
  };
}

/** "Imported from <source> on <date>" for a row read with its source; null for one typed by hand. */
export function presentImportedFrom(row: WithProvenance): ImportedFromJson | null {
  const provenance = provenanceOf(row);
  return provenance && { name: provenance.name, url: provenance.url, imported_at: unixSeconds(provenance.importedAt) };
}

/** The detail the public pages show: the stored row and where it was imported from. */
export const presentPublicDetail = (row: WithProvenance): OpportunityDetailJson => ({
  ...presentDetail(row),
  imported_from: presentImportedFrom(row),
});

/** The other open postings of a near-duplicate group, for "Also posted at …". */
export function presentAlsoPostedAt(members: readonly OtherPosting[], canonicalId: string): AlsoPostedAtJson[] {
  return members.map((m) => ({
    id: m.id,
    canonical: m.id === canonicalId,
    title: m.title,
    university: m.universityName,
    origin: m.origin,
    link: opportunityLink(m),
  }));
}

/** The words of the 410 a position that closed by itself answers (issue 17). */
export const EXPIRED_MESSAGE = 'This position has closed';

/** A detail that closed by itself (its deadline more than 30 days past): it answers 410. */
export const isExpired = (detail: OpportunityDetailJson) => detail.status === 'closed' && detail.expired_at !== null;

/** The 410 body of an expired position: enough for its page to name it and point to open ones. */
export function presentExpired(d: OpportunityDetailJson): ExpiredOpportunityJson {
  const { id, title, university, city, country, ai_department, closing_date, closed_at, expired_at, link } = d;
  return {
    error: 'expired',
    message: EXPIRED_MESSAGE,
    opportunity: { id, title, university, city, country, ai_department, closing_date, closed_at, expired_at, link },
  };
}

/**
 * The stored facts in the API's names; null when absent or not in the current shape. The stipend's
 * yearly figure is the column derived from these facts (services/src/enrichment/fact-columns.ts), the
 * one the listing sorts and filters on.
 */
function presentFacts(stored: unknown, stipendYearly: number | null): PostingFactsJson | null {
  const parsed = storedFactsSchema.safeParse(stored);
  if (!parsed.success) return null;
  const { tuition, stipend, durationMonths, startDate, eligibility } = parsed.data;
  return {
    tuition,
    stipend: stipend && { ...stipend, yearly_amount: stipendYearly },
    duration_months: durationMonths,
    start_date: startDate,
    eligibility,
  };
}

/** A list item from a database row (saved, recommended, applied to): closed ones marked status "closed". */
export const presentRowListItem = (row: Opportunity): OpportunityJson => presentRow(row);

/** A tenant's opportunity for its staff: as stored (drafts, the listed flag, collect_resumes), with applicants. */
export function presentTenantOpportunity(row: Opportunity, applicants: ApplicantCounts): TenantOpportunityJson {
  return {
    ...presentDetail(row),
    collect_resumes: row.collectResumes,
    status: row.status,
    listed_publicly: row.listedPublicly,
    applicants,
    review: presentReviewSettings(row),
  };
}

/** A tenant's open position on its careers page, which takes applications for every one of them. */
export const presentCareersOpportunity = (row: WithProvenance): OpportunityDetailJson => ({
  ...presentPublicDetail(row),
  collect_resumes: true,
});
