// A recruiter's own opportunities: publish, edit, close, reopen, and the dashboard list with the
// applications per status. The body is the public API's snake_case; the university is always the
// recruiter's. Writes go through the opportunity services, so they reach search by the same events.
import type { Actor } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import type { ApplicationStatus, ClosingOutcome, Opportunity } from '../db/generated/client.ts';
import { unauthorized } from '../errors.ts';
import type { EditorBody } from '@phd/contracts/input/editor-body';
import { APPLICATION_STATUSES } from '@phd/contracts/input/recruiter';
import { checkApplyRoute, checkEditedApplyRoute, toFields } from '../opportunities/editor-body.ts';
import { closeOpportunity, createOpportunity, reopenOpportunity, updateOpportunity } from '../opportunities/index.ts';
import { findWritableOpportunity } from '../opportunities/find-opportunity.ts';
import { createHeldOpportunity, moderateEdit } from '../moderation/hold.ts';
import { isKnownUniversityAddress } from './academic-email.ts';
import { emptyStatusCounts, tallyByOpportunity, type Counts } from '../opportunities/status-counts.ts';

export { APPLY_LINK_NEEDED } from '../opportunities/editor-body.ts';

export type StatusCounts = Counts<ApplicationStatus>;

/**
 * What every position a recruiter publishes carries (their university, them as the poster: shown on the
 * /phd-postings pages), and whether it waits for moderation: only the universities table is a trusted
 * path, so a domain only the academic dataset knows is held (moderation/hold.ts). Null when the
 * recruiter is gone. Their editor and their import sources (intake/run/owner.ts) both publish so.
 */
export async function recruiterPosting(db: Db, recruiterId: string) {
  const recruiter = await db.recruiter.findUnique({
    where: { id: recruiterId },
    select: {
      id: true,
      email: true,
      universityId: true,
      universityName: true,
      firstName: true,
      lastName: true,
      position: true,
      department: true,
    },
  });
  if (!recruiter) return null;
  return {
    recruiterId: recruiter.id,
    fixed: {
      universityName: recruiter.universityName,
      universityId: recruiter.universityId,
      postedByName: `${recruiter.firstName} ${recruiter.lastName}`.trim(),
      postedByPosition: recruiter.position,
      postedByDepartment: recruiter.department,
    },
    held: !(await isKnownUniversityAddress(db, recruiter.email)),
  };
}

// Writes take the recruiter as the audit log names them (publish, edit, close and reopen are recorded),
// and the editor's body as the edge read it (editorBody, with readEditorBody's wording).

export async function publishOpportunity(db: Db, actor: Actor, body: EditorBody): Promise<Opportunity> {
  const posting = await recruiterPosting(db, actor.id);
  if (!posting) throw unauthorized();
  checkApplyRoute(body.collect_resumes ?? false, body.opportunity_url);
  const fields = {
    ...toFields(body),
    title: body.title ?? '',
    country: body.country ?? '',
    ...posting.fixed,
    source: 'recruiter' as const,
    recruiterId: posting.recruiterId,
  };
  return posting.held ? createHeldOpportunity(db, fields, actor) : createOpportunity(db, fields, actor);
}

export async function editOpportunity(db: Db, actor: Actor, id: string, body: EditorBody): Promise<Opportunity> {
  const scope = { recruiterId: actor.id };
  checkEditedApplyRoute(body, await findWritableOpportunity(db, id, scope));
  return db.$transaction(async (tx) => moderateEdit(tx, await updateOpportunity(tx, id, toFields(body), scope, actor)));
}

/** `outcome`: what the recruiter said of the close, for the closing e-mails (null: not sure). */
export const closeOwnOpportunity = (db: Db, actor: Actor, id: string, outcome: ClosingOutcome | null = null) =>
  closeOpportunity(db, id, { recruiterId: actor.id }, actor, outcome);
export const reopenOwnOpportunity = (db: Db, actor: Actor, id: string) =>
  reopenOpportunity(db, id, { recruiterId: actor.id }, actor);

export async function findOwnOpportunity(db: Db, recruiterId: string, id: string): Promise<Opportunity> {
  return findWritableOpportunity(db, id, { recruiterId });
}

export const emptyCounts = (): StatusCounts => emptyStatusCounts(APPLICATION_STATUSES);

/** Applications per status for each of these opportunities (all zero when none). */
export async function countApplications(db: Db, opportunityIds: string[]): Promise<Map<string, StatusCounts>> {
  const groups = await db.application.groupBy({
    by: ['opportunityId', 'status'],
    where: { opportunityId: { in: opportunityIds } },
    _count: { _all: true },
  });
  return tallyByOpportunity(APPLICATION_STATUSES, opportunityIds, groups);
}

export async function listOwnOpportunities(
  db: Db,
  recruiterId: string,
  page: { limit: number; offset: number },
): Promise<{
  rows: { opportunity: Opportunity; applications: StatusCounts }[];
  total: number;
  applications: StatusCounts;
}> {
  const where = { recruiterId, deletedAt: null };
  const [rows, total, byStatus] = await Promise.all([
    db.opportunity.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: page.limit,
      skip: page.offset,
    }),
    db.opportunity.count({ where }),
    db.application.groupBy({ by: ['status'], where: { opportunity: where }, _count: { _all: true } }),
  ]);
  const counts = await countApplications(
    db,
    rows.map((r) => r.id),
  );
  const overall = emptyCounts();
  for (const g of byStatus) {
    overall[g.status] = g._count._all;
    overall.total += g._count._all;
  }
  return { rows: rows.map((o) => ({ opportunity: o, applications: counts.get(o.id)! })), total, applications: overall };
}
