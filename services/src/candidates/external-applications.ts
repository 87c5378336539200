// Applications a candidate made elsewhere and tracks here (issue 32, "Every application tracked";
// docs/candidates-tracking.md): typed in by hand, or a position of the site marked "applied
// externally". Every read and write is scoped to the caller: another candidate's id is not found (404),
// never theirs.
import type { Db } from '../db/client.ts';
import type { ExternalApplication, Opportunity } from '../db/generated/client.ts';
import { conflict, notFound } from '../errors.ts';
import { isPubliclyVisible, publiclyVisible, visibilitySelect } from '../opportunities/public-visibility.ts';
import {
  EXTERNAL_MAX,
  type ExternalApplicationChange,
  type ExternalApplicationInput,
} from '@phd/contracts/input/candidate-tracking';

export const EXTERNAL_NOT_FOUND = 'Application not found. It may have been deleted.';
export const OPPORTUNITY_NOT_FOUND = 'Opportunity not found.';
export const TOO_MANY_EXTERNAL = `You can track up to ${EXTERNAL_MAX} applications. Please delete some you no longer need.`;

/** What a tracked application shows of the site's position it was for. */
export type PositionNamed = Pick<Opportunity, 'id' | 'title' | 'universityName' | 'country'>;

/** A tracked application, with its position while the public still sees it (null otherwise). */
export type TrackedApplication = ExternalApplication & { opportunity: PositionNamed | null };

const withOpportunity = {
  opportunity: { select: { id: true, title: true, universityName: true, country: true, ...visibilitySelect } },
} as const;

type Row = ExternalApplication & {
  opportunity: (PositionNamed & Parameters<typeof isPubliclyVisible>[0]) | null;
};

function tracked({ opportunity: o, ...row }: Row): TrackedApplication {
  const opportunity =
    o && isPubliclyVisible(o)
      ? { id: o.id, title: o.title, universityName: o.universityName, country: o.country }
      : null;
  return { ...row, opportunity };
}

/** A YYYY-MM-DD day as a `date` column takes it (midnight UTC). */
export const dayOf = (s: string): Date => new Date(`${s}T00:00:00.000Z`);

/** The UTC day of a moment, as YYYY-MM-DD. */
export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

/** Newest applied first (then newest added). */
export async function listExternalApplications(db: Db, userId: string): Promise<TrackedApplication[]> {
  const rows = await db.externalApplication.findMany({
    where: { userId },
    orderBy: [{ appliedOn: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
    include: withOpportunity,
    take: EXTERNAL_MAX,
  });
  return rows.map(tracked);
}

export async function addExternalApplication(
  db: Db,
  userId: string,
  input: ExternalApplicationInput,
): Promise<TrackedApplication> {
  // The cap is a guard against a runaway script, not an exact count: two adds at once may pass it by one.
  if ((await db.externalApplication.count({ where: { userId } })) >= EXTERNAL_MAX) throw conflict(TOO_MANY_EXTERNAL);
  const row = await db.externalApplication.create({
    data: { ...columns(input), userId, title: input.title, appliedOn: dayOf(input.applied_on) },
    include: withOpportunity,
  });
  return tracked(row);
}

/** The columns of what was sent (a change leaves out what it does not name). */
function columns(input: ExternalApplicationChange) {
  return {
    title: input.title,
    university: input.university,
    url: input.url,
    appliedOn: input.applied_on === undefined ? undefined : dayOf(input.applied_on),
    deadline: input.deadline === undefined ? undefined : input.deadline === null ? null : dayOf(input.deadline),
    status: input.status,
    notes: input.notes,
  };
}

export async function changeExternalApplication(
  db: Db,
  userId: string,
  id: string,
  change: ExternalApplicationChange,
): Promise<TrackedApplication> {
  // Scoped by owner in the write itself: nothing to race between a check and the update.
  const { count } = await db.externalApplication.updateMany({ where: { id, userId }, data: columns(change) });
  if (count === 0) throw notFound(EXTERNAL_NOT_FOUND);
  const row = await db.externalApplication.findFirst({ where: { id, userId }, include: withOpportunity });
  if (!row) throw notFound(EXTERNAL_NOT_FOUND);
  return tracked(row);
}

export async function deleteExternalApplication(db: Db, userId: string, id: string): Promise<void> {
  const { count } = await db.externalApplication.deleteMany({ where: { id, userId } });
  if (count === 0) throw notFound(EXTERNAL_NOT_FOUND);
}

/**
 * A position of the site the candidate applied to elsewhere (its own link, usually): tracked with the
 * position's title, university, link and deadline, applied today. Once per position (the table is
 * unique on user and opportunity): again, or twice at once, answers the same row unchanged.
 */
export async function markAppliedExternally(
  db: Db,
  userId: string,
  opportunityId: string,
  today = new Date(),
): Promise<TrackedApplication> {
  const o = await db.opportunity.findFirst({ where: { id: opportunityId, AND: [publiclyVisible] } });
  if (!o) throw notFound(OPPORTUNITY_NOT_FOUND);
  const existing = await db.externalApplication.findFirst({ where: { userId, opportunityId } });
  if (!existing && (await db.externalApplication.count({ where: { userId } })) >= EXTERNAL_MAX) {
    throw conflict(TOO_MANY_EXTERNAL);
  }
  try {
    // ON CONFLICT DO NOTHING: two marks at once both succeed on the one row.
    await db.externalApplication.createMany({
      data: [
        {
          userId,
          opportunityId,
          title: o.title,
          university: o.universityName,
          url: httpsOnly(o.opportunityUrl),
          appliedOn: dayOf(isoDay(today)),
          deadline: o.closingDate && dayOf(isoDay(o.closingDate)),
        },
      ],
      skipDuplicates: true,
    });
  } catch (error) {
    // The opportunity was removed for good between the read and the insert.
    if ((error as { code?: unknown })?.code === 'P2003') throw notFound(OPPORTUNITY_NOT_FOUND);
    throw error;
  }
  const row = await db.externalApplication.findFirst({ where: { userId, opportunityId }, include: withOpportunity });
  if (!row) throw notFound(OPPORTUNITY_NOT_FOUND);
  return tracked(row);
}

/** The position's own address, kept only when it is https (what a hand-typed one must be, too). */
function httpsOnly(url: string | null): string | null {
  return url && URL.canParse(url) && new URL(url).protocol === 'https:' ? url : null;
}
