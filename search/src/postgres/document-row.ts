// The columns a listing needs, selected from search_documents straight into SearchDocument's shape.
import { Prisma } from '@phd/services/db/client';
import type { SearchDocument } from '../engine.ts';

/** Unqualified, for a FROM over `search_documents` alone. */
export const documentColumns = Prisma.sql`
  id::text AS id, title, university_name AS "universityName", university_url AS "universityUrl",
  department, discipline, supervisor, supervisor_url AS "supervisorUrl", closing_date AS "closingDate",
  deadline, open_to AS "openTo", city, country, opportunity_url AS "opportunityUrl",
  fully_funded AS "fullyFunded", funding_type::text AS "fundingType", funding, funding_details AS "fundingDetails",
  research_area AS "researchArea", ai_summary AS "aiSummary", collect_resumes AS "collectResumes",
  category::text AS category, views, created_at AS "createdAt",
  posted_by_name AS "postedByName", posted_by_position AS "postedByPosition",
  posted_by_department AS "postedByDepartment"`;

/** Copies the known fields only, so a helper column in a query never leaks into a document. */
export function toDocument(row: SearchDocument): SearchDocument {
  return {
    id: row.id,
    title: row.title,
    universityName: row.universityName,
    universityUrl: row.universityUrl,
    department: row.department,
    discipline: row.discipline,
    supervisor: row.supervisor,
    supervisorUrl: row.supervisorUrl,
    closingDate: row.closingDate,
    deadline: row.deadline,
    openTo: row.openTo,
    city: row.city,
    country: row.country,
    opportunityUrl: row.opportunityUrl,
    fullyFunded: row.fullyFunded,
    fundingType: row.fundingType,
    funding: row.funding,
    fundingDetails: row.fundingDetails,
    researchArea: row.researchArea,
    aiSummary: row.aiSummary,
    collectResumes: row.collectResumes,
    category: row.category,
    views: row.views,
    createdAt: row.createdAt,
    postedByName: row.postedByName,
    postedByPosition: row.postedByPosition,
    postedByDepartment: row.postedByDepartment,
  };
}
