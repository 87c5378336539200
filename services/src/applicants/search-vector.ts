// What `q` searches in an applicant: name and e-mail weighted above the resume's text. The one place
// the vector is defined; the resume-text worker writes it, the list's tests and the benchmark reuse it.
// The 'simple' configuration (no stemming, no stop words) because names, addresses and resumes mix
// languages, and a reviewer searches for the word as written ("Bayesian", "CRISPR").
import { Prisma } from '../db/client.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';

/** The text search configuration of the vector and of every query against it. */
export const SEARCH_CONFIG = 'simple';

/** The vector of an applicants row, as SQL over its own columns (for UPDATE ... SET and bulk loads). */
export const APPLICANT_SEARCH_VECTOR = Prisma.sql`setweight(to_tsvector('simple', name || ' ' || email), 'A') || setweight(to_tsvector('simple', coalesce(resume_text, '')), 'B')`;

/**
 * Stores the resume's text (null when it could not be read) and the vector built from it, in the
 * caller's unit of work. Answers whether the applicant still exists.
 */
export async function writeResumeText(tx: TenantTx, applicantId: string, text: string | null): Promise<boolean> {
  const updated = await tx.$executeRaw`
    UPDATE applicants SET resume_text = ${text}, updated_at = now() WHERE id = ${applicantId}::uuid`;
  if (updated === 0) return false;
  // A second statement so the vector reads the text just written (SET sees the row as it was).
  await tx.$executeRaw`UPDATE applicants SET search_vector = ${APPLICANT_SEARCH_VECTOR} WHERE id = ${applicantId}::uuid`;
  return true;
}
