// The relay's SQL against outbox_events. Claiming uses FOR UPDATE SKIP LOCKED inside the caller's
// transaction, so several relays share the backlog without ever holding the same row.
import type { Tx } from '@phd/services/events/outbox';

export interface OutboxRow {
  id: bigint;
  type: string;
  payload: unknown;
  attempts: number;
}

export interface Backoff {
  /** Delay after the first failed publish; doubles with each further failure. */
  baseMs: number;
  maxMs: number;
}

export function claimPending(tx: Tx, limit: number): Promise<OutboxRow[]> {
  return tx.$queryRaw<OutboxRow[]>`
    SELECT id, type, payload, attempts FROM outbox_events
    WHERE published_at IS NULL AND available_at <= now()
    ORDER BY id
    LIMIT ${limit}
    FOR UPDATE SKIP LOCKED`;
}

export async function markPublished(tx: Tx, ids: bigint[]): Promise<void> {
  if (ids.length === 0) return;
  // last_error stays: "published after N attempts, last failure X" is worth seeing.
  await tx.$executeRaw`
    UPDATE outbox_events SET published_at = now(), attempts = attempts + 1
    WHERE id = ANY(${ids}::bigint[])`;
}

export async function markFailed(tx: Tx, ids: bigint[], error: string, backoff: Backoff): Promise<void> {
  if (ids.length === 0) return;
  // Capped exponential backoff on the attempts made so far (the SET sees the old value).
  await tx.$executeRaw`
    UPDATE outbox_events SET
      attempts = attempts + 1,
      last_error = ${error.slice(0, 2_000)},
      available_at = now() + make_interval(
        secs => LEAST(${backoff.maxMs}::float8, ${backoff.baseMs}::float8 * power(2, LEAST(attempts, 30))) / 1000.0)
    WHERE id = ANY(${ids}::bigint[])`;
}
