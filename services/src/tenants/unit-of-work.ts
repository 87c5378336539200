// The tenant unit of work: every query on a tenant's private rows runs inside withTenant.
//
//   const applicants = await withTenant(db, tenantId, (tx) => tx.applicant.findMany({ ... }));
//
// It opens ONE interactive transaction, sets the transaction-local `app.tenant_id` first
// (`set_config('app.tenant_id', id, true)`), then runs the unit on the transaction client. The
// row-level security policies of the tenant_rls migration compare tenant_id with that setting, so the
// unit sees and writes its tenant's rows only, even through a hand-written `$queryRaw`.
//
// Traps:
// - Use `tx`, never `db`, inside the unit. A query on `db` runs on another pooled connection, outside
//   the transaction, with no tenant set: tenant tables show nothing there (fail closed), which reads
//   as "no rows", not as an error.
// - Never `SET app.tenant_id` (session level): the pooled connection would carry the tenant into the
//   next request that borrows it. set_config(..., true) / SET LOCAL ends with the transaction.
// - Do not wrap each query in its own transaction (a Prisma extension that does so breaks your own
//   transactions, prisma/orm#20678): one unit of work = one transaction. Do not nest withTenant: the
//   inner one is a separate transaction on another connection.
// - The transaction holds a connection for the whole unit: keep uploads, e-mail, storage and other
//   slow work outside it, and size the pool for it. Prisma's default timeout (5 s) applies; pass
//   `timeout` for longer units.
// - With no tenant set, tenant tables fail closed (0 rows). That includes the table owner under
//   FORCE ROW LEVEL SECURITY; only superusers and BYPASSRLS roles skip the policies, which is why the
//   application runs as `phd_app` (see ../db/client.ts).
// - The main site's opportunities (tenant_id NULL) stay visible inside a unit: filter on tenant_id when
//   you mean "this tenant's listings".
import type { Db, Prisma } from '../db/client.ts';
import { canonicalId } from '@phd/contracts/input/ids';

declare const tenantScope: unique symbol;

/**
 * The transaction client a unit of work runs its queries on. Branded: only withTenant makes one, so a
 * function that takes a TenantTx cannot be handed `db` or a transaction with no tenant set.
 */
export type TenantTx = Prisma.TransactionClient & { readonly [tenantScope]: true };

export interface UnitOfWorkOptions {
  /** Longest time the unit may run, in ms (Prisma's default: 5,000). */
  timeout?: number;
  /** Longest wait for a pooled connection, in ms (Prisma's default: 2,000). */
  maxWait?: number;
  isolationLevel?: Prisma.TransactionIsolationLevel;
}

/** Runs `work` in one transaction whose queries see only `tenantId`'s private rows. */
export async function withTenant<T>(
  db: Db,
  tenantId: string,
  work: (tx: TenantTx) => Promise<T>,
  options: UnitOfWorkOptions = {},
): Promise<T> {
  const id = canonicalId(tenantId);
  // A wrong id must not reach set_config: '' or garbage would fail closed anyway, but say so loudly.
  if (id === null) throw new TypeError(`withTenant needs a tenant id (a UUID), got ${JSON.stringify(tenantId)}`);
  return db.$transaction(async (tx) => {
    await setTransactionTenant(tx, id);
    return work(tx as TenantTx);
  }, options);
}

/**
 * One transaction in the unit of a university site's rows (`tenantId`: withTenant, its private rows
 * visible) or of the main site's (null: no tenant set).
 */
export function inUnitOf<T>(
  db: Db,
  tenantId: string | null,
  work: (tx: Prisma.TransactionClient) => Promise<T>,
  options: UnitOfWorkOptions = {},
): Promise<T> {
  return tenantId ? withTenant(db, tenantId, work, options) : db.$transaction(work, options);
}

/**
 * Sets (or, with null, clears) the tenant of a transaction that is already open, for code that owns
 * its transaction, such as the seed writing several tenants' rows in one transaction. Only ever on a
 * transaction client: on a plain client the setting would die with its own one-statement transaction.
 * Answers the same client as a TenantTx, for the functions that need the tenant set.
 */
export async function setTransactionTenant(tx: Prisma.TransactionClient, tenantId: string | null): Promise<TenantTx> {
  await tx.$queryRaw`SELECT set_config('app.tenant_id', ${tenantId ?? ''}, true)`;
  return tx as TenantTx;
}

/** The tenant the current transaction acts for, or null (for assertions and logging). */
export async function currentTenant(tx: Prisma.TransactionClient | Db): Promise<string | null> {
  const [row] = await tx.$queryRaw<{ tenant: string | null }[]>`
    SELECT NULLIF(current_setting('app.tenant_id', true), '') AS tenant`;
  return row?.tenant ?? null;
}

declare const operatorScope: unique symbol;

/** The transaction client of the operators' scope (withOperators): every site's rows of the tables that admit it. */
export type OperatorTx = Prisma.TransactionClient & { readonly [operatorScope]: true };

/**
 * Runs `work` in one transaction in the operators' scope: no site set, and `app.operator` on, which
 * the policies of the tables operators watch across sites (import_sources, import_runs) admit. For the
 * scheduler finding every site's due sources and the admin console's health view; never for a
 * request a site's staff makes. Other tenant tables still fail closed here.
 */
export async function withOperators<T>(
  db: Db,
  work: (tx: OperatorTx) => Promise<T>,
  options: UnitOfWorkOptions = {},
): Promise<T> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT set_config('app.tenant_id', '', true), set_config('app.operator', 'on', true)`;
    return work(tx as OperatorTx);
  }, options);
}
