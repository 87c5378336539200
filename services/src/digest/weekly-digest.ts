// The weekly digest run (the `digest.weekly` job, Mondays 07:00 UTC): for every confirmed subscriber,
// one newsletter_digests row for the ISO week with their top 10, and its digest.ready outbox event,
// written in one statement per batch. The row's key (subscriber, week) is the guard: a second run of
// the same week inserts nothing and so records no event, and the mail processor sends each event at
// most once. Subscribers are streamed in keyset batches (memory stays flat at any list size); the
// week's candidates are read once and each distinct choice of countries and disciplines is ranked once.
import { Prisma } from '../db/client.ts';
import type { Db } from '../db/client.ts';
import { events } from '../events/catalogue.ts';
import { choiceKey, pickTop, weekCandidates } from './candidates.ts';
import { digestWindow, isoWeek } from './iso-week.ts';

export const DIGEST_BATCH = 2_000;

export interface DigestRunResult {
  week: string;
  /** Confirmed subscribers read. */
  subscribers: number;
  /** Digests written (and e-mails queued) by this run. */
  queued: number;
  /** Subscribers with nothing new in their countries and disciplines this week: no e-mail. */
  empty: number;
  /** Distinct choices ranked. */
  choices: number;
}

export async function runWeeklyDigest(
  db: Db,
  { week = isoWeek(new Date()), batchSize = DIGEST_BATCH }: { week?: string; batchSize?: number } = {},
): Promise<DigestRunResult> {
  const { since, until } = digestWindow(week);
  const candidates = await weekCandidates(db, since, until);
  const picks = new Map<string, string[]>();
  const result: DigestRunResult = { week, subscribers: 0, queued: 0, empty: 0, choices: 0 };
  if (candidates.length === 0) return result;
  const version = events['digest.ready'].version;

  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await db.$queryRaw<{ id: string; countries: string[] | null; disciplines: string[] | null }[]>`
      SELECT id, countries, disciplines FROM newsletter_subscriptions
      WHERE status = 'confirmed' AND id > ${after}::uuid
      ORDER BY id LIMIT ${batchSize}`;
    if (batch.length === 0) break;
    after = batch[batch.length - 1]!.id;
    result.subscribers += batch.length;

    const ids: string[] = [];
    const lists: string[] = [];
    for (const row of batch) {
      const choice = { countries: row.countries ?? [], disciplines: row.disciplines ?? [] };
      const key = choiceKey(choice);
      let top = picks.get(key);
      if (!top) {
        top = pickTop(candidates, choice);
        picks.set(key, top);
      }
      if (top.length === 0) {
        result.empty += 1;
        continue;
      }
      ids.push(row.id);
      lists.push(top.join(','));
    }
    if (ids.length > 0) {
      // One statement: the rows that are new this week, and an event for each of them only.
      const queued = await db.$executeRaw(Prisma.sql`
        WITH fresh AS (
          INSERT INTO newsletter_digests (subscription_id, week, opportunity_ids)
          SELECT s, ${week}, string_to_array(l, ',')::uuid[]
          FROM unnest(${ids}::uuid[], ${lists}::text[]) AS t(s, l)
          ON CONFLICT DO NOTHING
          RETURNING subscription_id
        )
        INSERT INTO outbox_events (type, payload)
        SELECT 'digest.ready', jsonb_build_object('subscriptionId', subscription_id, 'week', ${week}::text, 'version', ${version}::int)
        FROM fresh`);
      result.queued += queued;
    }
    if (batch.length < batchSize) break;
  }
  result.choices = picks.size;
  return result;
}
