// Reads of duplicate groups: the other postings of an opportunity's group ("Also posted at …" on the
// detail page, open public ones only, each named by where it came from).
import type { Db } from '../db/client.ts';
import type { Prisma } from '../db/generated/client.ts';
import { publiclyOpen } from '../opportunities/public-visibility.ts';

const memberSelect = {
  id: true,
  title: true,
  universityName: true,
  country: true,
  status: true,
  duplicateOf: true,
  createdAt: true,
} as const satisfies Prisma.OpportunitySelect;

/** Canonical first, the rest in the order given. */
function canonicalFirst<R extends { id: string }>(rows: R[], canonicalId: string): R[] {
  return [...rows.filter((r) => r.id === canonicalId), ...rows.filter((r) => r.id !== canonicalId)];
}

/**
 * Where a copy came from, so copies at one university can be told apart: its poster (a recruiter or
 * the post-jobs form), a university site's careers pages, an import, or PhD Finder's own editors.
 */
export type PostingOrigin =
  | { kind: 'poster'; name: string | null }
  | { kind: 'careers_site'; name: string }
  | { kind: 'imported'; name: string | null }
  | { kind: 'phd_finder'; name: null };

const otherSelect = {
  ...memberSelect,
  source: true,
  postedByName: true,
  opportunityUrl: true,
  recruiter: { select: { firstName: true, lastName: true } },
  tenant: { select: { name: true } },
} as const satisfies Prisma.OpportunitySelect;

type OtherRow = Prisma.OpportunityGetPayload<{ select: typeof otherSelect }>;

export type OtherPosting = OtherRow & { origin: PostingOrigin };

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}

function originOf(row: OtherRow): PostingOrigin {
  const poster = row.postedByName?.trim() || null;
  switch (row.source) {
    case 'tenant':
      return row.tenant ? { kind: 'careers_site', name: row.tenant.name } : { kind: 'poster', name: poster };
    case 'recruiter': {
      const recruiter = row.recruiter ? `${row.recruiter.firstName} ${row.recruiter.lastName}`.trim() : '';
      return { kind: 'poster', name: poster ?? (recruiter || null) };
    }
    case 'post_jobs':
      return { kind: 'poster', name: poster };
    case 'import':
      return { kind: 'imported', name: hostOf(row.opportunityUrl) };
    default:
      return { kind: 'phd_finder', name: null };
  }
}

/**
 * The group's other postings that still take applications, with where each came from; empty for a
 * posting in no group. A closed copy (closed, expired, or past its deadline) is left out: it is no
 * other place to apply, and beside an open one at the same university it could not be told apart.
 */
export async function otherPostings(
  db: Db,
  opportunity: { id: string; duplicateOf: string | null },
  now: Date = new Date(),
): Promise<OtherPosting[]> {
  const canonicalId = opportunity.duplicateOf ?? opportunity.id;
  const rows = await db.opportunity.findMany({
    where: {
      AND: [
        { OR: [{ id: canonicalId }, { duplicateOf: canonicalId }] },
        { id: { not: opportunity.id } },
        publiclyOpen,
        { OR: [{ closingDate: null }, { closingDate: { gt: now } }] },
      ],
    },
    select: otherSelect,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return canonicalFirst(rows, canonicalId).map((row) => ({ ...row, origin: originOf(row) }));
}
