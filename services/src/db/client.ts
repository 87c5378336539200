// The Prisma client on the node-postgres driver adapter (no native query engine).
//
// Two ways to connect with the same DATABASE_URL:
// - the application (gateway, workers, reindex; the default) acts as the runtime role `phd_app`:
//   every pooled connection starts with `role=phd_app` (a startup option, so it is in force before
//   the first query and survives RESET ALL / DISCARD ALL). `phd_app` owns no table and cannot bypass
//   row-level security, so tenant-owned tables show only the rows of the tenant set by withTenant
//   (services/src/tenants/unit-of-work.ts), and nothing without one.
// - the owner (`{ owner: true }`: migrations, the seed, benchmarks, test fixtures that need DDL) acts
//   as the connecting user, who owns the tables (see the tenant_rls migration).
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/client.ts';

export type Db = PrismaClient;
export { Prisma } from './generated/client.ts';
export * from './generated/enums.ts';

/** The role the application's queries run as (created by the tenant_rls migration). */
export const APP_ROLE = 'phd_app';

export interface DbOptions {
  /** Pool size (default 10). */
  max?: number;
  /** Connect as the owner (the URL's user) instead of the runtime role: migrations and seeding only. */
  owner?: boolean;
  /**
   * Longest a query waits for a pooled connection, or for a new one to open (default 5 s). Without
   * it a request waits for ever when the pool is exhausted or Postgres is restarting; with it, it
   * fails with an error the gateway answers as 503 (db/errors.ts).
   */
  connectionTimeoutMs?: number;
}

const CONNECTION_TIMEOUT_MS = 5_000;

/**
 * How long an unused pooled connection stays open (pg's default is 10 s). A new Postgres session
 * starts with empty catalogue caches, so its first queries plan several times slower: after a lull
 * of more than 10 s the next burst of visitors paid that on every connection. A minute keeps the
 * pool warm through ordinary gaps in traffic; allowExitOnIdle lets a script end without waiting it out.
 */
const IDLE_TIMEOUT_MS = 60_000;

/**
 * A GIN index takes new entries into a pending list that every search through it reads in full
 * until it is merged, at 4 MB by default. Folded view counts rewrite whole search documents, so the
 * list of the keyword index stayed full: at 100,000 listings 50 rewritten documents more than doubled
 * the time of a keyword search. Merged at 128 kB, searches never read more than that; a full reindex
 * raises the limit for its own batches (search/src/postgres/indexing.ts).
 */
export const GIN_PENDING_LIST_LIMIT = '128kB';

/**
 * Ignores a connection's 'error' event. The query that was using the connection fails on its own
 * (and the gateway answers 503); the event itself, emitted with no listener, would end the process.
 */
const ignoreConnectionError = () => {};

export function createDb(databaseUrl: string, options: DbOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? CONNECTION_TIMEOUT_MS,
    idleTimeoutMillis: IDLE_TIMEOUT_MS,
    allowExitOnIdle: true,
    options: [
      ...(options.owner ? [] : [`-c role=${APP_ROLE}`]),
      `-c gin_pending_list_limit=${GIN_PENDING_LIST_LIMIT}`,
    ].join(' '),
  });
  // When Postgres restarts, every session ends with 57P01 and then a closed socket. pg-pool listens
  // for errors only on idle connections, the adapter only inside a transaction, so a connection
  // caught between the two emitted an unheard 'error' and crashed the gateway (the Postgres restart
  // drill, tests/faults/postgres-restart.test.ts). Every connection now keeps a listener for life.
  pool.on('connect', (client) => client.on('error', ignoreConnectionError));
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  return new PrismaClient({ adapter });
}
