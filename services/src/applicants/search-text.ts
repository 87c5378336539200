// The applicant's searchable text (issue 14), the one place it is defined: name and e-mail weighted
// above the resume's text, as one 'simple' tsvector (no stemming, no stop words: names, addresses and
// resumes mix languages, and a reviewer searches for the word as written, "Bayesian", "CRISPR"), which
// `q` matches with websearch_to_tsquery. The resume-text worker writes the text with writeResumeText;
// until then (or when extraction failed) `q` still finds the applicant by name and e-mail (ILIKE).
// The seed, the tests and the benchmark reuse SEARCH_VECTOR_SQL.
import { Prisma } from '../db/client.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';

/** The text search configuration of the vector and of every query against it. */
export const SEARCH_CONFIG = 'simple';

/** The one definition of search_vector, over an `applicants` row (for UPDATE ... SET and bulk loads). */
export const SEARCH_VECTOR_SQL = Prisma.sql`setweight(to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(email, '')), 'A')
  || setweight(to_tsvector('simple', coalesce(resume_text, '')), 'B')`;

/** Rewrites the applicant's search_vector from its current name, e-mail and resume text. */
export async function refreshSearchVector(tx: TenantTx, applicantId: string): Promise<void> {
  await tx.$executeRaw`UPDATE applicants SET search_vector = ${SEARCH_VECTOR_SQL} WHERE id = ${applicantId}::uuid`;
}

/**
 * Stores the resume's text (null when it could not be read) and the vector built from it, in the
 * caller's unit of work. Answers whether the applicant still exists.
 */
export async function writeResumeText(tx: TenantTx, applicantId: string, text: string | null): Promise<boolean> {
  const updated = await tx.$executeRaw`
    UPDATE applicants SET resume_text = ${text}, updated_at = now() WHERE id = ${applicantId}::uuid`;
  if (updated === 0) return false;
  // A second statement so the vector reads the text just written (SET sees the row as it was).
  await refreshSearchVector(tx, applicantId);
  return true;
}

/** A LIKE pattern that matches `text` anywhere, its own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The `q` condition of the list: name or e-mail contain it, or the searchable text matches it. */
export function matchesQuery(q: string): Prisma.Sql {
  const pattern = containsPattern(q);
  return Prisma.sql`(a.name ILIKE ${pattern} OR a.email ILIKE ${pattern}
    OR a.search_vector @@ websearch_to_tsquery('simple', ${q}))`;
}
