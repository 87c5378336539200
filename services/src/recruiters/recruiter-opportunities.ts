// A recruiter's own opportunities: publish, edit, close, reopen, and the dashboard list with the
// applications per status. The body is the public API's snake_case; the university is always the
// recruiter's. Writes go through the opportunity services, so they reach search by the same events.
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { ApplicationStatus, Opportunity } from '../db/generated/client.ts';
import { invalid, unauthorized } from '../errors.ts';
import {
  closeOpportunity,
  createOpportunity,
  reopenOpportunity,
  updateOpportunity,
  type UpdateOpportunityInput,
} from '../opportunities/index.ts';
import { findWritableOpportunity } from '../opportunities/find-opportunity.ts';

export const APPLICATION_STATUSES = ['new', 'reviewing', 'shortlisted', 'rejected', 'offered'] as const;
export type StatusCounts = Record<ApplicationStatus, number> & { total: number };

export const APPLY_LINK_NEEDED =
  'Please give the link where candidates apply, or choose to collect resumes on PhD Finder.';

/** Unix seconds as the public API sends them; 0 or null clears the deadline. */
const unixDate = z
  .number()
  .int()
  .min(0)
  .max(4_102_444_800, 'must be a date before 2100')
  .nullable()
  .transform((s) => (s ? new Date(s * 1000) : null));

/** The recruiter's body, snake_case as GET /api/opportunities answers; every field optional for edits. */
const recruiterBody = z
  .object({
    title: z.string(),
    department: z.string().nullable(),
    ai_department: z.string().nullable(),
    supervisor: z.string().nullable(),
    supervisor_url: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string(),
    closing_date: unixDate,
    deadline: z.string().nullable(),
    open_to: z.string().nullable(),
    fully_funded: z.boolean(),
    funding: z.string().nullable(),
    fundingDetails: z.string().nullable(),
    researchArea: z.string().nullable(),
    description: z.string(),
    collect_resumes: z.boolean(),
    opportunity_url: z.string().nullable(),
    university_url: z.string().nullable(),
  })
  .partial();

type RecruiterBody = z.output<typeof recruiterBody>;

function readBody(input: unknown): RecruiterBody {
  const result = recruiterBody.safeParse(typeof input === 'object' && input !== null ? input : {});
  if (result.success) return result.data;
  const details: Record<string, string> = {};
  for (const issue of result.error.issues) details[issue.path.join('.') || '_'] ??= issue.message;
  const [field, message] = Object.entries(details)[0]!;
  throw invalid(`Please check ${field}: ${message}.`, details);
}

/** snake_case -> the opportunity services' camelCase, leaving out what was not sent. */
function toFields(b: RecruiterBody): UpdateOpportunityInput {
  const fields: UpdateOpportunityInput = {
    title: b.title,
    department: b.department,
    discipline: b.ai_department,
    supervisor: b.supervisor,
    supervisorUrl: b.supervisor_url,
    city: b.city,
    country: b.country,
    closingDate: b.closing_date,
    deadline: b.deadline,
    openTo: b.open_to,
    fullyFunded: b.fully_funded,
    funding: b.funding,
    fundingDetails: b.fundingDetails,
    researchArea: b.researchArea,
    description: b.description,
    collectResumes: b.collect_resumes,
    opportunityUrl: b.opportunity_url,
    universityUrl: b.university_url,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

function checkApplyRoute(collectResumes: boolean, opportunityUrl: string | null | undefined) {
  if (!collectResumes && !opportunityUrl?.trim())
    throw invalid(APPLY_LINK_NEEDED, { opportunity_url: APPLY_LINK_NEEDED });
}

async function owner(db: Db, recruiterId: string) {
  const recruiter = await db.recruiter.findUnique({
    where: { id: recruiterId },
    select: { id: true, universityId: true, universityName: true },
  });
  if (!recruiter) throw unauthorized();
  return recruiter;
}

export async function publishOpportunity(db: Db, recruiterId: string, input: unknown): Promise<Opportunity> {
  const body = readBody(input);
  const recruiter = await owner(db, recruiterId);
  checkApplyRoute(body.collect_resumes ?? false, body.opportunity_url);
  return createOpportunity(db, {
    ...toFields(body),
    title: body.title ?? '',
    country: body.country ?? '',
    universityName: recruiter.universityName,
    universityId: recruiter.universityId,
    source: 'recruiter',
    recruiterId: recruiter.id,
  });
}

export async function editOpportunity(db: Db, recruiterId: string, id: string, input: unknown): Promise<Opportunity> {
  const body = readBody(input);
  const scope = { recruiterId };
  const current = await findWritableOpportunity(db, id, scope);
  checkApplyRoute(
    body.collect_resumes ?? current.collectResumes,
    body.opportunity_url === undefined ? current.opportunityUrl : body.opportunity_url,
  );
  return updateOpportunity(db, id, toFields(body), scope);
}

export const closeOwnOpportunity = (db: Db, recruiterId: string, id: string) =>
  closeOpportunity(db, id, { recruiterId });
export const reopenOwnOpportunity = (db: Db, recruiterId: string, id: string) =>
  reopenOpportunity(db, id, { recruiterId });

export async function findOwnOpportunity(db: Db, recruiterId: string, id: string): Promise<Opportunity> {
  return findWritableOpportunity(db, id, { recruiterId });
}

export function emptyCounts(): StatusCounts {
  return { total: 0, new: 0, reviewing: 0, shortlisted: 0, rejected: 0, offered: 0 };
}

/** Applications per status for each of these opportunities (all zero when none). */
export async function countApplications(db: Db, opportunityIds: string[]): Promise<Map<string, StatusCounts>> {
  const groups = await db.application.groupBy({
    by: ['opportunityId', 'status'],
    where: { opportunityId: { in: opportunityIds } },
    _count: { _all: true },
  });
  const counts = new Map(opportunityIds.map((id) => [id, emptyCounts()]));
  for (const g of groups) {
    const c = counts.get(g.opportunityId)!;
    c[g.status] += g._count._all;
    c.total += g._count._all;
  }
  return counts;
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
