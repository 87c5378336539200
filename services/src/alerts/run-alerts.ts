// The alerts run (the `alerts.run` job, daily at 06:00 UTC): every alert that is due runs the search
// engine with its saved filters plus "created after its last run", leaves out what its candidate
// already applied to, and when something is left writes a search_alert_runs row (alert, UTC day) with
// its alert.matched outbox event in one transaction, moving last_run_at on. Due: daily alerts not run
// yet today, weekly ones not run in the last six days. The run row's key and the conditional move of
// last_run_at make a second run the same day add nothing (and two at once send one e-mail). An alert
// never run yet is due at once: saved in the afternoon, its first run is the next one, the same day's
// included (ran_at is null until then).
import type { Db } from '../db/client.ts';
import { recordEvent } from '../events/outbox.ts';
import { publiclyOpenSql } from '../opportunities/public-visibility.ts';
import { alertFilters } from '@phd/contracts/input/alert';
import { searchFiltersOf, type AlertSearch } from './alert-filters.ts';

const DAY_MS = 86_400_000;
/** Most listings one alert e-mail lists (the e-mail links to the listing for the rest). */
export const ALERT_MATCHES_MAX = 20;
const BATCH = 200;

export interface AlertRunResult {
  period: string;
  due: number;
  /** Alerts with new matches: one e-mail each queued. */
  matched: number;
}

/** When the oldest publicly open listing the search index has not taken in yet was created, if any. */
async function oldestUnindexed(db: Db): Promise<Date | null> {
  const [row] = await db.$queryRaw<{ at: Date | null }[]>`
    SELECT min(created_at) AS at FROM opportunities WHERE indexed_at IS NULL AND ${publiclyOpenSql()}`;
  return row?.at ?? null;
}

export async function runAlerts(db: Db, search: AlertSearch, now = new Date()): Promise<AlertRunResult> {
  const period = now.toISOString().slice(0, 10);
  const today = new Date(`${period}T00:00:00.000Z`);
  const weeklyBefore = new Date(today.getTime() - 6 * DAY_MS);
  const result: AlertRunResult = { period, due: 0, matched: 0 };
  const indexedUpTo = await oldestUnindexed(db).then((at) => (at ? at.getTime() - 1 : now.getTime()));
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await db.searchAlert.findMany({
      where: {
        id: { gt: after },
        OR: [
          { ranAt: null },
          { frequency: 'daily', ranAt: { lt: today } },
          { frequency: 'weekly', ranAt: { lt: weeklyBefore } },
        ],
      },
      orderBy: { id: 'asc' },
      take: BATCH,
    });
    if (batch.length === 0) break;
    after = batch[batch.length - 1]!.id;
    for (const alert of batch) {
      result.due += 1;
      const filters = alertFilters.safeParse(alert.filters);
      // Filters saved by another version that no longer parse: leave the alert for a person to redo.
      if (!filters.success) continue;
      // Matches are listings created in (last run, until]: until is now, or just before the oldest
      // listing not yet indexed, which the next run then finds (else a listing created a moment
      // before this run but indexed after it would never be in any alert).
      const until = new Date(Math.max(alert.lastRunAt.getTime(), Math.min(now.getTime(), indexedUpTo)));
      const page = await search.search({
        ...searchFiltersOf(filters.data, alert.lastRunAt, new Date(until.getTime() + 1), now),
        sort: 'latest',
        limit: ALERT_MATCHES_MAX * 2,
        offset: 0,
      });
      const applied = new Set(
        (
          await db.application.findMany({
            where: { userId: alert.userId, opportunityId: { in: page.hits.map((h) => h.id) } },
            select: { opportunityId: true },
          })
        ).map((a) => a.opportunityId),
      );
      const matches = page.hits.filter((h) => !applied.has(h.id)).slice(0, ALERT_MATCHES_MAX);
      const queued = await db.$transaction(async (tx) => {
        // Conditional on the last run read: of two runs at once, one moves it and the other stops.
        const { count } = await tx.searchAlert.updateMany({
          where: { id: alert.id, lastRunAt: alert.lastRunAt },
          data: { lastRunAt: until, ranAt: now },
        });
        if (count === 0 || matches.length === 0) return false;
        const inserted = await tx.$executeRaw`
          INSERT INTO search_alert_runs (alert_id, period, opportunity_ids)
          VALUES (${alert.id}::uuid, ${period}, ${matches.map((m) => m.id)}::uuid[])
          ON CONFLICT DO NOTHING`;
        if (inserted === 0) return false;
        await recordEvent(tx, 'alert.matched', { alertId: alert.id, period });
        return true;
      });
      if (queued) result.matched += 1;
    }
    if (batch.length < BATCH) break;
  }
  return result;
}
