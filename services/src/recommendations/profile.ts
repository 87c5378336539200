// A candidate's interest profile: their preferences and what they saved, read as they are now.
import type { Prisma } from '../db/client.ts';
import { publiclyVisible } from '../opportunities/public-visibility.ts';
import type { InterestProfile, Reader } from './recommender.ts';

/** Newest saves similarity looks at: enough to describe a taste, bounded so a hoarder stays cheap. */
export const SAVED_SAMPLE = 50;

/** Saves that count: the opportunity still exists for the public (closed ones still say what they like). */
export const countedSave = {
  opportunity: publiclyVisible,
} satisfies Prisma.SavedOpportunityWhereInput;

/** "Not for me" choices the ranking learns from: the newest, bounded like the saves. */
export const DISMISSED_SAMPLE = 50;

export async function loadProfile(db: Reader, userId: string): Promise<InterestProfile> {
  const [preferences, saves, dismissals] = await Promise.all([
    db.userPreference.findUnique({ where: { userId } }),
    db.savedOpportunity.findMany({
      where: { userId, ...countedSave },
      orderBy: [{ createdAt: 'desc' }, { opportunityId: 'desc' }],
      take: SAVED_SAMPLE,
      select: { opportunityId: true },
    }),
    db.recommendationDismissal.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }, { opportunityId: 'desc' }],
      take: DISMISSED_SAMPLE,
      select: { opportunityId: true },
    }),
  ]);
  return {
    userId,
    countries: preferences?.countries ?? [],
    universities: preferences?.universities ?? [],
    disciplines: preferences?.departments ?? [],
    comments: preferences?.comments ?? '',
    savedIds: saves.map((s) => s.opportunityId),
    dismissedIds: dismissals.map((d) => d.opportunityId),
  };
}

/** Nothing to go on: no preference of any kind and nothing saved. */
export function isEmptyProfile(p: InterestProfile): boolean {
  return (
    p.countries.length === 0 &&
    p.universities.length === 0 &&
    p.disciplines.length === 0 &&
    p.comments.trim() === '' &&
    p.savedIds.length === 0
  );
}
