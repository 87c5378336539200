// Scorecards (issue 34, docs/fair-review.md): where an opportunity has criteria, a reviewer scores each
// one 1 to 4 and the rating's `weighted` is the weights' mean of those scores (what the list sorts by),
// its `score` that mean rounded. Without criteria the single 1-4 rating stays, and weighted = score.
import type { RatingInput } from '@phd/contracts/input/applicant';
import { scorecardSchema, type Criterion } from '@phd/contracts/input/review';
import { invalid } from '../errors.ts';
import type { Prisma } from '../db/client.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';

/** Two decimals are all a 1-to-4 scale needs. */
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** The stored criteria; a row written by hand that no longer parses counts as no scorecard, not a 500. */
export function readScorecard(stored: unknown): Criterion[] {
  const parsed = scorecardSchema.safeParse(stored);
  return parsed.success ? parsed.data : [];
}

/** The opportunity's criteria (none for an applicant of no, or a deleted, opportunity). */
export async function opportunityScorecard(tx: TenantTx, opportunityId: string | null): Promise<Criterion[]> {
  if (!opportunityId) return [];
  const row = await tx.opportunity.findFirst({ where: { id: opportunityId }, select: { scorecard: true } });
  return readScorecard(row?.scorecard);
}

/**
 * sum(weight × score) / sum(weight) over the criteria the scores hold, two decimals; null when they
 * hold none of them (a scorecard given before every one of its criteria was replaced).
 */
export function weightedScore(criteria: Criterion[], scores: Record<string, number>): number | null {
  const scored = criteria.filter((c) => typeof scores[c.key] === 'number');
  const weights = scored.reduce((sum, c) => sum + c.weight, 0);
  if (weights === 0) return null;
  return round2(scored.reduce((sum, c) => sum + c.weight * scores[c.key]!, 0) / weights);
}

export interface ScoredRating {
  score: number;
  weighted: number;
  criteria: Prisma.InputJsonObject | null;
}

/** What a rating stores, checked against the opportunity's criteria (a 400 names what is wrong). */
export function scoreRating(criteria: Criterion[], input: Pick<RatingInput, 'score' | 'scores'>): ScoredRating {
  if (criteria.length === 0) {
    if (input.score === undefined)
      throw invalid('This position has no scorecard: give one score from 1 to 4.', { score: 'required' });
    return { score: input.score, weighted: input.score, criteria: null };
  }
  const scores = input.scores;
  if (!scores) {
    throw invalid(
      `This position uses a scorecard: score each criterion (${criteria.map((c) => c.label).join(', ')}).`,
      {
        scores: 'required',
      },
    );
  }
  const known = new Set(criteria.map((c) => c.key));
  const unknown = Object.keys(scores).filter((key) => !known.has(key));
  if (unknown.length > 0)
    throw invalid(`This scorecard has no criterion ${unknown.map((k) => `"${k}"`).join(', ')}.`, {
      scores: unknown.join(','),
    });
  const missing = criteria.filter((c) => scores[c.key] === undefined);
  if (missing.length > 0)
    throw invalid(`Please score ${missing.map((c) => c.label).join(', ')}.`, {
      scores: missing.map((c) => c.key).join(','),
    });
  const weighted = weightedScore(criteria, scores)!;
  // Kept in the scorecard's order, so every answer lists the criteria alike.
  const ordered = Object.fromEntries(criteria.map((c) => [c.key, scores[c.key]!]));
  return { score: Math.round(weighted), weighted, criteria: ordered };
}

/** A stored criteria column as numbers by key (null for a plain rating or an unreadable value). */
export function readScores(stored: unknown): Record<string, number> | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  return Object.fromEntries(
    Object.entries(stored).filter((entry): entry is [string, number] => Number.isInteger(entry[1])),
  );
}
