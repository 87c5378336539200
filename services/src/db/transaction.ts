// A service that owns its transaction can also run inside a unit of work that already holds one
// (withTenant, services/src/tenants/unit-of-work.ts), and must then stay on that transaction's
// connection, where the tenant is set. Since Prisma 7 a transaction client has `$transaction` too: it
// opens a savepoint in the same transaction (the Postgres adapter's nested transactions), so both
// branches below keep the work on the open connection; the first only saves the savepoint.
import type { Db, Prisma } from './client.ts';

/** A client, or the transaction client of a unit of work. */
export type DbOrTx = Db | Prisma.TransactionClient;

/** True for a client without `$transaction` (a transaction client before Prisma 7). */
export function isTransactionClient(db: DbOrTx): boolean {
  return typeof (db as Partial<Db>).$transaction !== 'function';
}

/** Runs `work` in a new transaction on a client, or in the open one on a transaction client. */
export function inTransaction<T>(db: DbOrTx, work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return isTransactionClient(db) ? work(db) : (db as Db).$transaction(work);
}
