// The applicant's searchable text (issue 14). What `q` searches is defined once, in SQL (migration
// 20261125104926_applicant_search): a trigger keeps applicant_search in step with each applicant's
// name, e-mail and resume text, as one 'simple' tsvector with name and e-mail weighted above the
// resume (no stemming, no stop words: names, addresses and resumes mix languages, and a reviewer
// searches for the word as written, "Bayesian", "CRISPR"), and applicants_matching finds the caller's
// site's applicants whose text matches websearch_to_tsquery(q) or whose name or e-mail contains q.
// The resume-text worker writes the text with writeResumeText; until then (or when extraction failed)
// `q` still finds the applicant by name and e-mail.
import { Prisma } from '../db/client.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';

/**
 * Stores the resume's text (null when it could not be read), in the caller's unit of work; the trigger
 * rebuilds the searchable text from it. Answers whether the applicant still exists.
 */
export async function writeResumeText(tx: TenantTx, applicantId: string, text: string | null): Promise<boolean> {
  const updated = await tx.$executeRaw`
    UPDATE applicants SET resume_text = ${text}, updated_at = now() WHERE id = ${applicantId}::uuid`;
  return updated > 0;
}

/** A LIKE pattern that matches `text` anywhere, its own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The ids (one column, `id`) of the applicants of the unit of work's site that `q` finds. */
export function applicantsMatching(q: string): Prisma.Sql {
  return Prisma.sql`applicants_matching(websearch_to_tsquery('simple', ${q}), ${containsPattern(q)}) AS hit(id)`;
}
