// A service that owns its transaction can also run inside a unit of work that already holds one
// (withTenant, services/src/tenants/unit-of-work.ts): Prisma cannot nest interactive transactions,
// so on a transaction client the work joins the open transaction instead of starting another (which
// would run on another connection, without the tenant set).
import type { Db, Prisma } from './client.ts';

/** A client, or the transaction client of a unit of work. */
export type DbOrTx = Db | Prisma.TransactionClient;

/** True for the client of an open transaction (Prisma gives it no `$transaction`). */
export function isTransactionClient(db: DbOrTx): boolean {
  return typeof (db as Partial<Db>).$transaction !== 'function';
}

/** Runs `work` in a new transaction on a client, or in the open one on a transaction client. */
export function inTransaction<T>(db: DbOrTx, work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return isTransactionClient(db) ? work(db) : (db as Db).$transaction(work);
}
