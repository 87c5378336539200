// The freshness badge of spec section 4, computed in UTC so every visitor sees the same badge.

const DAY_MS = 86_400_000;

export type FreshnessBadge = 'Latest' | 'One week old';

/**
 * "Latest" when created at or after midnight UTC two days ago; "One week old" when more than 3 and at
 * most 7 days old; otherwise none. `createdAt` is unix seconds, `now` milliseconds.
 */
export function freshnessBadge(createdAt: number, now: number): FreshnessBadge | null {
  if (!Number.isFinite(createdAt) || createdAt <= 0) return null;
  const created = createdAt * 1000;
  const today = new Date(now);
  const latestFrom = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 2);
  if (created >= latestFrom) return 'Latest';
  const age = now - created;
  if (age > 3 * DAY_MS && age <= 7 * DAY_MS) return 'One week old';
  return null;
}
