// Prisma's error codes that callers turn into answers, in one place.

/** A unique constraint refused the write (Prisma P2002): someone else's row, or a race we lost. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';
}

/**
 * Postgres ended this transaction to break a deadlock or a serialization conflict (Prisma's P2034;
 * SQLSTATE 40P01, 40001): the other side committed and this one changed nothing, so it is safe to run
 * again (retry-conflict.ts does, for the writes that race).
 */
export function isTransactionConflict(error: unknown): boolean {
  for (const e of chain(error)) {
    if (e.code === 'P2034' || e.code === '40P01' || e.code === '40001') return true;
  }
  return false;
}

/**
 * Prisma's codes for "the database did not answer": P1001 cannot reach the server, P1002 it timed
 * out, P1008 an operation timed out, P1017 the server closed the connection, P2024 no connection
 * from the pool in time, P2028 the transaction could not start or had expired.
 */
const UNAVAILABLE_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028']);

/** What the node-postgres driver adapter reports when the server is away (its `cause.kind`). */
const UNAVAILABLE_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);

/**
 * Postgres's own: class 08 (connection exception), 53300 too many connections, 57P01 admin_shutdown
 * (a restart ended the session), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or
 * shutting down).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|53300|57P0[123])$/;

/** Socket errors of the connection itself. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', 'EHOSTUNREACH']);

/** node-postgres's messages when a connection drops or the pool's wait for one runs out. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable/i;

/** The error and what it wraps (`cause`, Prisma's `meta.driverAdapterError`), a few levels deep. */
function* chain(error: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (typeof error !== 'object' || error === null || depth > 4) return;
  const e = error as Record<string, unknown>;
  yield e;
  yield* chain(e.cause, depth + 1);
  yield* chain((e.meta as Record<string, unknown> | undefined)?.driverAdapterError, depth + 1);
}

/** Errors the database client raises: Prisma's own and the driver adapter's. */
const fromDatabaseClient = (e: Record<string, unknown>) =>
  typeof e.name === 'string' && (e.name.startsWith('PrismaClient') || e.name === 'DriverAdapterError');

/**
 * Why the database could not serve this query (a short reason for the logs), or null when the error
 * is about the query itself. The gateway answers these with 503 and a sentence (plugins/errors.ts).
 */
export function databaseUnavailableReason(error: unknown): string | null {
  // A socket code alone could be any service's (Redis, S3): it counts inside a database client's error.
  let viaClient = false;
  for (const e of chain(error)) {
    viaClient ||= fromDatabaseClient(e);
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code && UNAVAILABLE_CODES.has(code) && fromDatabaseClient(e)) return `prisma ${code}`;
    if (e.name === 'PrismaClientInitializationError') return 'the client could not connect';
    if (typeof e.kind === 'string' && UNAVAILABLE_KINDS.has(e.kind)) return e.kind;
    // The adapter's `{ kind: 'postgres', code }`, or node-postgres's own error (it has a severity).
    const sqlState = e.kind === 'postgres' || typeof e.severity === 'string' ? code : undefined;
    if (sqlState && UNAVAILABLE_SQLSTATE.test(sqlState)) return `postgres ${sqlState}`;
    if (viaClient && code && SOCKET_CODES.has(code)) return code;
    if (typeof e.message === 'string' && DRIVER_MESSAGES.test(e.message)) {
      return DRIVER_MESSAGES.exec(e.message)![0];
    }
  }
  return null;
}
