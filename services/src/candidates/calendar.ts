// A candidate's deadlines calendar (issue 32, "Every application tracked"; docs/candidates-tracking.md):
// the closing dates of the positions they saved and of those they applied to on the site, while the
// public can still apply and the application is still in play (not rejected, withdrawn or closed); and
// the deadlines they typed for applications tracked by hand, unless those ended (rejected, withdrawn).
// One entry per position: applied beats tracked beats saved.
//
// The same list feeds a private ICS address. Its secret is 32 random bytes shown once; the users table
// keeps only its SHA-256 (a leaked table opens no feed), so making a new one is the only way to see one
// again, and it ends the old one at once.
import { randomBytes } from 'node:crypto';
import { hashToken } from '../accounts/sessions.ts';
import type { Db, Prisma } from '../db/client.ts';
import type { ExternalApplicationStatus } from '../db/generated/client.ts';
import { publiclyOpen } from '../opportunities/public-visibility.ts';
import { isoDay, type PositionNamed } from './external-applications.ts';
import type { CALENDAR_KINDS } from '@phd/contracts/endpoints/candidate-tracking';
import { WITHDRAWABLE_STATUSES } from '@phd/contracts/endpoints/application-withdrawal';

export type DeadlineKind = (typeof CALENDAR_KINDS)[number];

export interface Deadline {
  /** YYYY-MM-DD (UTC). */
  date: string;
  kind: DeadlineKind;
  /** Stable across reads (a calendar app updates the event instead of adding another). */
  uid: string;
  title: string;
  university: string;
  opportunity: PositionNamed | null;
  /** A tracked application's own address. */
  url: string | null;
}

/** Applications on the site whose deadline still matters: those in play, the ones a candidate may withdraw. */
const LIVE_APPLICATION = [...WITHDRAWABLE_STATUSES];
/** Tracked applications whose deadline still matters. */
const LIVE_EXTERNAL: ExternalApplicationStatus[] = ['applied', 'interviewing', 'offered'];
/** More than anyone tracks; a bound on each read all the same. */
const MOST = 500;

const dated = { AND: [publiclyOpen], closingDate: { not: null } } satisfies Prisma.OpportunityWhereInput;
const named = { id: true, title: true, universityName: true, country: true, closingDate: true } as const;

const PRIORITY: Record<DeadlineKind, number> = { applied: 0, external: 1, saved: 2 };

export async function deadlinesOf(db: Db, userId: string): Promise<Deadline[]> {
  const [applied, external, saved] = await Promise.all([
    db.application.findMany({
      where: { userId, status: { in: LIVE_APPLICATION }, opportunity: dated },
      select: { opportunity: { select: named } },
      take: MOST,
    }),
    db.externalApplication.findMany({
      where: { userId, deadline: { not: null }, status: { in: LIVE_EXTERNAL } },
      select: {
        id: true,
        title: true,
        university: true,
        url: true,
        deadline: true,
        opportunity: { select: { ...named, status: true, deletedAt: true } },
      },
      take: MOST,
    }),
    db.savedOpportunity.findMany({
      where: { userId, opportunity: dated },
      select: { opportunity: { select: named } },
      take: MOST,
    }),
  ]);
  const position = (kind: DeadlineKind, o: PositionNamed & { closingDate: Date | null }): Deadline => ({
    date: isoDay(o.closingDate!),
    kind,
    uid: `opportunity-${o.id}`,
    title: o.title,
    university: o.universityName,
    opportunity: { id: o.id, title: o.title, universityName: o.universityName, country: o.country },
    url: null,
  });
  const all: Deadline[] = [
    ...applied.map((a) => position('applied', a.opportunity)),
    ...external.map((e) => ({
      date: isoDay(e.deadline!),
      kind: 'external' as const,
      // Marked from a position: the same event as that position's, so it is never listed twice.
      uid: e.opportunity ? `opportunity-${e.opportunity.id}` : `external-${e.id}`,
      title: e.title,
      university: e.university,
      opportunity:
        e.opportunity && !e.opportunity.deletedAt
          ? {
              id: e.opportunity.id,
              title: e.opportunity.title,
              universityName: e.opportunity.universityName,
              country: e.opportunity.country,
            }
          : null,
      url: e.url,
    })),
    ...saved.map((s) => position('saved', s.opportunity)),
  ];
  const byUid = new Map<string, Deadline>();
  for (const d of all) {
    const kept = byUid.get(d.uid);
    if (!kept || PRIORITY[d.kind] < PRIORITY[kept.kind]) byUid.set(d.uid, d);
  }
  return [...byUid.values()].sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
}

/** Whether the candidate has a feed address that works. */
export async function feedActive(db: Db, userId: string): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { calendarTokenHash: true } });
  return Boolean(user?.calendarTokenHash);
}

/** A new secret for the feed, replacing any before it (whose address answers 404 from now on). */
export async function newFeedToken(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.user.update({ where: { id: userId }, data: { calendarTokenHash: hashToken(token) } });
  return token;
}

/** No feed any more (again: nothing to do). */
export async function stopFeed(db: Db, userId: string): Promise<void> {
  await db.user.updateMany({ where: { id: userId }, data: { calendarTokenHash: null } });
}

/** The candidate whose feed the secret opens, or null (a wrong, old or malformed one alike). */
export async function feedOwner(db: Db, token: string | null): Promise<string | null> {
  if (!token) return null;
  const user = await db.user.findUnique({ where: { calendarTokenHash: hashToken(token) }, select: { id: true } });
  return user?.id ?? null;
}
