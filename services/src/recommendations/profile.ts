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

export async function loadProfile(db: Reader, userId: string): Promise<InterestProfile> {
  const [preferences, saves] = await Promise.all([
    db.userPreference.findUnique({ where: { userId } }),
    db.savedOpportunity.findMany({
      where: { userId, ...countedSave },
      orderBy: [{ createdAt: 'desc' }, { opportunityId: 'desc' }],
      take: SAVED_SAMPLE,
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
