// Expiry (issue 17): an open listing whose deadline (closing_date) passed more than EXPIRY_GRACE_DAYS
// ago closes itself. The daily `expiry.sweep` job (and `npm run expire`) closes such rows (status
// closed, closed_at and expired_at set, so the page can say it closed by itself and answer 410) and
// records opportunity.closed for each, in the same statement, so the search index drops them (the
// Postgres engine's trigger already did, in this transaction; Elasticsearch on the event), and
// schedules each one's closing notice (docs/closing-notices.md).
//
// Safe to run twice at once: rows are picked FOR UPDATE SKIP LOCKED, and a row another run closed
// meanwhile fails the re-checked `status = 'open'`, so every row is closed and announced once.
// It reaches what the application's role sees without a tenant: the main site's rows and the
// tenants' listings shown on PhD Finder (a tenant's unlisted rows are its own site's to close).
import { Prisma, type Db } from '../db/client.ts';
import { SCHEDULE_CLOSING_NOTICES } from '../closing-notices/schedule.ts';
import { events } from '../events/catalogue.ts';

/** Days after the deadline before a listing closes itself (a late application may still be read). */
export const EXPIRY_GRACE_DAYS = 30;
/** Rows closed per statement, so a first run over a large backlog holds no lock for long. */
export const EXPIRY_BATCH = 1_000;

const DAY_MS = 86_400_000;

export interface ExpiryResult {
  /** Listings closed by this run. */
  expired: number;
  /** Deadlines before this instant counted as passed more than EXPIRY_GRACE_DAYS ago. */
  cutoff: Date;
}

/** The instant a deadline must be before for its listing to expire at `now`. */
export const expiryCutoff = (now: Date) => new Date(now.getTime() - EXPIRY_GRACE_DAYS * DAY_MS);

export interface ExpiryOptions {
  /** The sweep's clock (tests fix it). */
  now?: Date;
  /**
   * Only these rows, when given: checking one listing on a shared catalogue (the browser test does,
   * so the sweep does not close the demo's other old listings under specs running beside it).
   */
  onlyIds?: readonly string[];
}

async function expireBatch(db: Db, cutoff: Date, now: Date, onlyIds?: readonly string[]): Promise<number> {
  const version = events['opportunity.closed'].version;
  const only = onlyIds ? Prisma.sql`AND id = ANY(${[...onlyIds]}::uuid[])` : Prisma.empty;
  return db.$executeRaw(Prisma.sql`
    WITH due AS (
      SELECT id FROM opportunities
      WHERE status = 'open' AND deleted_at IS NULL AND closing_date < ${cutoff} ${only}
      ORDER BY closing_date, id
      LIMIT ${EXPIRY_BATCH}
      FOR UPDATE SKIP LOCKED
    ), closed AS (
      UPDATE opportunities o
      SET status = 'closed', closed_at = ${now}, expired_at = ${now}, updated_at = ${now}
      FROM due WHERE o.id = due.id AND o.status = 'open'
      RETURNING o.id, o.tenant_id, o.closed_at
    ), ${SCHEDULE_CLOSING_NOTICES}
    INSERT INTO outbox_events (type, payload)
    SELECT 'opportunity.closed', jsonb_build_object('opportunityId', id, 'version', ${version}::int)
    FROM closed`);
}

/** Closes every open listing whose deadline passed more than EXPIRY_GRACE_DAYS before `now`. */
export async function expireOpportunities(
  db: Db,
  { now = new Date(), onlyIds }: ExpiryOptions = {},
): Promise<ExpiryResult> {
  const cutoff = expiryCutoff(now);
  let expired = 0;
  for (;;) {
    const closed = await expireBatch(db, cutoff, now, onlyIds);
    expired += closed;
    if (closed < EXPIRY_BATCH) break;
  }
  return { expired, cutoff };
}
