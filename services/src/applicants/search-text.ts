// The applicant's searchable text (issue 14): name, e-mail and the resume's text as one `simple`
// (language-neutral: resumes come in every language) tsvector, which `q` matches with
// websearch_to_tsquery. The resume-text worker calls refreshSearchVector after it writes resume_text;
// until then (or when extraction failed) `q` still finds the applicant by name and e-mail (ILIKE).
import { Prisma } from '../db/client.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';

/** The one definition of search_vector, over an `applicants` row. */
export const SEARCH_VECTOR_SQL = Prisma.sql`setweight(to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(email, '')), 'A')
  || setweight(to_tsvector('simple', coalesce(resume_text, '')), 'B')`;

/** Rewrites the applicant's search_vector from its current name, e-mail and resume text. */
export async function refreshSearchVector(tx: TenantTx, applicantId: string): Promise<void> {
  await tx.$executeRaw`UPDATE applicants SET search_vector = ${SEARCH_VECTOR_SQL} WHERE id = ${applicantId}::uuid`;
}

/** A LIKE pattern that matches `text` anywhere, its own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The `q` condition of the list: name or e-mail contain it, or the searchable text matches it. */
export function matchesQuery(q: string): Prisma.Sql {
  const pattern = containsPattern(q);
  return Prisma.sql`(a.name ILIKE ${pattern} OR a.email ILIKE ${pattern}
    OR a.search_vector @@ websearch_to_tsquery('simple', ${q}))`;
}
