// Retention (issue 14, GDPR): a site whose owners set retention_months deletes its applicants N months
// after their opportunity closed: closed by staff, deleted, or past its closing date, whichever came
// first. Rows go in batches (their comments, ratings, history and accesses cascade), each batch in the
// site's unit of work; the stored resumes are deleted after the rows, outside the transaction (a file
// left behind by a failing store is harmless, a row pointing at a deleted file is not).
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { Storage } from '../storage/storage.ts';
import { withTenant } from '../tenants/unit-of-work.ts';

/** Applicants deleted per transaction, so one site's backlog never holds a connection for long. */
export const RETENTION_BATCH = 500;

export interface RetentionResult {
  tenantId: string;
  slug: string;
  months: number;
  deleted: number;
}

async function deleteBatch(db: Db, tenantId: string, months: number): Promise<(string | null)[][]> {
  return withTenant(db, tenantId, async (tx) => {
    // The statement's snapshot still shows the reference rows its cascade removes: their letter files
    // are listed with the resume (all of one applicant's files in one row, so the count stays per applicant).
    const rows = await tx.$queryRaw<
      { resume_key: string | null; redacted_resume_key: string | null; letter_keys: string[] }[]
    >`
      WITH gone AS (
        DELETE FROM applicants WHERE id IN (
          SELECT a.id FROM applicants a JOIN opportunities o ON o.id = a.opportunity_id
          WHERE o.tenant_id = ${tenantId}::uuid
            AND LEAST(CASE WHEN o.status = 'closed' THEN o.closed_at END, o.deleted_at, o.closing_date)
                < now() - make_interval(months => ${months}::int)
          LIMIT ${RETENTION_BATCH})
        RETURNING id, resume_key, redacted_resume_key)
      SELECT g.resume_key, g.redacted_resume_key, ARRAY(
        SELECT r.letter_key FROM applicant_references r WHERE r.applicant_id = g.id AND r.letter_key IS NOT NULL
      ) AS letter_keys
      FROM gone g`;
    return rows.map((r) => [r.resume_key, r.redacted_resume_key, ...r.letter_keys]);
  });
}

export async function applyRetention(db: Db, storage: Storage, logger: Logger): Promise<RetentionResult[]> {
  const sites = await db.tenant.findMany({
    // A legal hold keeps every record of the site until it is lifted (issue 32): the period resumes then.
    where: { retentionMonths: { not: null }, legalHold: false },
    select: { id: true, slug: true, retentionMonths: true },
    orderBy: { id: 'asc' },
  });
  const results: RetentionResult[] = [];
  for (const site of sites) {
    const months = site.retentionMonths!;
    let deleted = 0;
    for (;;) {
      const files = await deleteBatch(db, site.id, months);
      deleted += files.length;
      for (const key of files.flat()) {
        if (!key) continue;
        await storage.delete(key).catch((err: unknown) => logger.warn({ err, key }, 'could not delete a resume file'));
      }
      if (files.length < RETENTION_BATCH) break;
    }
    logger.info({ tenantId: site.id, slug: site.slug, months, deleted }, 'applicant retention');
    results.push({ tenantId: site.id, slug: site.slug, months, deleted });
  }
  return results;
}
