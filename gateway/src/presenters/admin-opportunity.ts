// The admin console's JSON of a listing (issue 15): the row as stored, whatever its status, source,
// moderation or deletion, in the public API's snake_case.
import type { Opportunity, University } from '@phd/services/db/generated/client';
import { logoUrl } from '@phd/services/recruiters/present-recruiter';
import type { AdminOpportunityDetailJson, AdminOpportunityJson } from '@phd/contracts/endpoints/admin-opportunities';
import { presentDetail } from './opportunity.ts';
import { opportunityLink } from './opportunity-link.ts';

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

type ListedRow = Omit<Opportunity, 'description' | 'riskReasons'> & { _count?: { duplicates: number } };

export function presentAdminOpportunity(row: ListedRow): AdminOpportunityJson {
  return {
    id: row.id,
    title: row.title,
    university: row.universityName,
    university_id: row.universityId,
    country: row.country,
    city: row.city,
    category: row.category,
    status: row.status,
    source: row.source,
    moderation_state: row.moderationState,
    owner_suspended: row.ownerSuspended,
    tenant_id: row.tenantId,
    closing_date: row.closingDate ? Math.max(0, unixSeconds(row.closingDate)) : 0,
    views: row.views,
    link: opportunityLink(row),
    created_at: unixSeconds(row.createdAt),
    updated_at: unixSeconds(row.updatedAt),
    deleted_at: row.deletedAt ? unixSeconds(row.deletedAt) : null,
    duplicate_of: row.duplicateOf,
    duplicates: row._count?.duplicates ?? 0,
  };
}

export function presentAdminOpportunityDetail(
  row: Opportunity & { university: Pick<University, 'name' | 'logoKey'> | null },
): AdminOpportunityDetailJson {
  const { university, ...opportunity } = row;
  return {
    ...presentDetail(opportunity),
    ...presentAdminOpportunity(opportunity),
    // As stored: the editor shows what the admin set, whatever the public page makes of it.
    collect_resumes: opportunity.collectResumes,
    logo_url: university?.logoKey ? logoUrl(university.name, university.logoKey) : null,
  };
}
