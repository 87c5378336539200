// Import sources as their owners manage them (issue 31, docs/imports.md): create one from a URL or an
// upload (its first run queued in the same transaction), list them with their last run and the
// positions they hold, read one with its latest runs, give an upload a new version of its file, pause,
// resume, run now, delete. Three owners:
// a recruiter (their sources, in a main-site transaction), a university site (its sources, in its unit
// of work: row-level security is the second lock on the door) and the site itself (the admin's own
// sources: no recruiter, no site). The admin also reads, replaces, pauses, resumes, runs and deletes every
// owner's source (scope 'any'), in the operators' scope, as the health view of every source reads them.
import {
  DUPLICATE_SOURCE_URL,
  IMPORT_RUNNING,
  IMPORT_SOURCE_NOT_FOUND,
  NOT_AN_UPLOAD,
  type CreateUrlSourceInput,
  type UploadSourceFields,
} from '@phd/contracts/endpoints/imports';
import { canonicalId } from '@phd/contracts/input/ids';
import type { Db, Prisma } from '../db/client.ts';
import type { ImportRun, ImportSource } from '../db/generated/client.ts';
import { conflict, notFound } from '../errors.ts';
import type { Tx } from '../events/outbox.ts';
import {
  setTransactionTenant,
  withOperators,
  withTenant,
  type OperatorTx,
  type TenantTx,
} from '../tenants/unit-of-work.ts';
import { requestRun } from './schedule.ts';

/** Whose sources a call acts on. */
export type SourceOwner =
  { kind: 'recruiter'; recruiterId: string } | { kind: 'site'; tenantId: string } | { kind: 'main' };

/**
 * Whose existing sources a call may act on: one owner's, or every owner's ('any': the admin's controls
 * on the health list, in the operators' scope). Sources are created only for an owner.
 */
export type SourceScope = SourceOwner | { kind: 'any' };

/**
 * A site's sources are read and written in its unit of work, every owner's in the operators' scope,
 * the others in a main-site transaction.
 */
export type OwnerTx<O extends SourceScope> = O extends { kind: 'site' }
  ? TenantTx
  : O extends { kind: 'any' }
    ? OperatorTx
    : Tx;

/** The positions a source holds, by state (drafts are neither). */
export interface PositionCounts {
  open: number;
  closed: number;
}

/** A source as its owner's list shows it. */
export interface SourceView {
  source: ImportSource;
  lastRun: ImportRun | null;
  positions: PositionCounts;
}

/** The admin's health list: a source, and who owns it. */
export interface OwnedSourceView extends SourceView {
  owner: { kind: SourceOwner['kind']; name: string };
}

/** The name the admin's list gives the site's own sources. */
export const SITE_OWNER_NAME = 'PhD Finder';

/** Runs a source's page shows. */
export const RUNS_SHOWN = 20;

function ownerWhere(owner: SourceScope): Prisma.ImportSourceWhereInput {
  switch (owner.kind) {
    case 'any':
      return {};
    case 'recruiter':
      return { recruiterId: owner.recruiterId, tenantId: null };
    case 'site':
      return { tenantId: owner.tenantId };
    case 'main':
      return { recruiterId: null, tenantId: null };
  }
}

/** The owner as a source row names it (and a run or a preview reads it: intake/run/owner.ts). */
export function ownerData(owner: SourceOwner): { recruiterId: string | null; tenantId: string | null } {
  return {
    recruiterId: owner.kind === 'recruiter' ? owner.recruiterId : null,
    tenantId: owner.kind === 'site' ? owner.tenantId : null,
  };
}

const lastRunOnly = { runs: { orderBy: { createdAt: 'desc' }, take: 1 } } as const;

async function positionCounts(tx: Tx, sourceIds: string[]): Promise<Map<string, PositionCounts>> {
  const counts = new Map(sourceIds.map((id) => [id, { open: 0, closed: 0 }]));
  if (sourceIds.length === 0) return counts;
  const groups = await tx.opportunity.groupBy({
    by: ['importSourceId', 'status'],
    where: { importSourceId: { in: sourceIds }, status: { in: ['open', 'closed'] } },
    _count: { _all: true },
  });
  for (const group of groups) {
    const entry = group.importSourceId ? counts.get(group.importSourceId) : undefined;
    if (entry && (group.status === 'open' || group.status === 'closed')) entry[group.status] = group._count._all;
  }
  return counts;
}

type WithLastRun = ImportSource & { runs: ImportRun[] };

/** Each source (with its latest run loaded) as its list shows it, in the same order. */
function present(sources: WithLastRun[], counts: Map<string, PositionCounts>): SourceView[] {
  return sources.map(({ runs, ...source }) => ({
    source,
    lastRun: runs[0] ?? null,
    positions: counts.get(source.id) ?? { open: 0, closed: 0 },
  }));
}

async function views(tx: Tx, sources: WithLastRun[]): Promise<SourceView[]> {
  return present(
    sources,
    await positionCounts(
      tx,
      sources.map((s) => s.id),
    ),
  );
}

/** The owner's source with this id (any case); 404 for anyone else's, an unknown or a malformed id. */
async function findOwn<O extends SourceScope>(tx: OwnerTx<O>, owner: O, id: string): Promise<ImportSource> {
  const canonical = canonicalId(id);
  const source = canonical
    ? await (tx as Tx).importSource.findFirst({ where: { id: canonical, ...ownerWhere(owner) } })
    : null;
  if (!source) throw notFound(IMPORT_SOURCE_NOT_FOUND);
  return source;
}

async function viewOf(tx: Tx, id: string, scope?: SourceScope): Promise<SourceView> {
  const source = await tx.importSource.findUniqueOrThrow({ where: { id }, include: lastRunOnly });
  if (scope?.kind !== 'any' || !source.tenantId) return (await views(tx, [source]))[0]!;
  // A site's positions are its own under row-level security, which the operators' scope does not
  // open: they are counted with the transaction set to the site for that one query, then cleared again.
  await setTransactionTenant(tx, source.tenantId);
  try {
    return (await views(tx, [source]))[0]!;
  } finally {
    await setTransactionTenant(tx, null);
  }
}

/** Creates the owner's source and queues its first run, in one transaction. */
async function createSource(
  tx: Tx,
  owner: SourceOwner,
  data: Omit<Prisma.ImportSourceUncheckedCreateInput, 'recruiterId' | 'tenantId' | 'mapping' | 'defaults'> & {
    mapping?: Record<string, string>;
    defaults?: Record<string, string | undefined>;
  },
  trigger: 'manual' | 'upload',
): Promise<SourceView> {
  const source = await tx.importSource.create({
    data: { ...data, ...ownerData(owner), mapping: data.mapping ?? {}, defaults: data.defaults ?? {} },
  });
  await requestRun(tx, source, trigger);
  return viewOf(tx, source.id);
}

/** A source that reads `url` on `schedule`; its first run is queued at once. 409 for an address the owner already has. */
export async function createUrlSource<O extends SourceOwner>(
  tx: OwnerTx<O>,
  owner: O,
  { name, url, format, schedule, mapping, defaults }: CreateUrlSourceInput,
): Promise<SourceView> {
  const db = tx as Tx;
  // Two requests for the same address at once: the second waits here, then finds the first's source.
  await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${JSON.stringify([ownerData(owner), url])}, 0))`;
  const existing = await db.importSource.findFirst({ where: { ...ownerWhere(owner), url }, select: { id: true } });
  if (existing) throw conflict(DUPLICATE_SOURCE_URL);
  return createSource(
    db,
    owner,
    { name, kind: 'url', format, url, schedule, mapping, defaults, nextRunAt: new Date() },
    'manual',
  );
}

/** An uploaded file already in storage under `fileKey`, as a source with no schedule; its run is queued at once. */
export async function createUploadSource<O extends SourceOwner>(
  tx: OwnerTx<O>,
  owner: O,
  { name, format, fileKey, fileName, mapping, defaults }: UploadSourceFields & { fileKey: string; fileName: string },
): Promise<SourceView> {
  return createSource(
    tx as Tx,
    owner,
    { name, kind: 'upload', format, fileKey, fileName, mapping, defaults },
    'upload',
  );
}

/** A new version of an upload source's file, already in storage under `fileKey`. */
export type ReplacedFile = Omit<UploadSourceFields, 'name'> & { fileKey: string; fileName: string };

/**
 * Points the owner's upload source at a new version of its file and queues the run that reads it: the
 * run finds each row by its id or link, as a URL source's runs do, so a changed row updates its
 * position, a new one creates one and a row gone from the file counts as missing (closing at the
 * second run without it, run/close-missing.ts). The saved mapping and defaults stay unless new ones
 * are sent (the same spreadsheet keeps its columns). A queued run reads the new file, since a run reads
 * the source's file key when it starts; a run already reading the old one is a 409, not a second run
 * beside it. 409 for a URL source. Answers the old file's key, for the caller to delete once this
 * commits. The admin's scope ('any') replaces any owner's upload, as its other controls act on any.
 */
export async function replaceUpload<O extends SourceScope>(
  tx: OwnerTx<O>,
  owner: O,
  id: string,
  { fileKey, fileName, format, mapping, defaults }: ReplacedFile,
): Promise<SourceView & { oldFileKey: string | null }> {
  const db = tx as Tx;
  const found = await findOwn(tx, owner, id);
  if (found.kind !== 'upload') throw conflict(NOT_AN_UPLOAD);
  // Locks the source as requestRun does, so a run asked for at the same moment waits for the new file.
  await db.$queryRaw`SELECT id FROM import_sources WHERE id = ${found.id}::uuid FOR UPDATE`;
  const running = await db.importRun.findFirst({
    where: { sourceId: found.id, status: 'running' },
    select: { id: true },
  });
  if (running) throw conflict(IMPORT_RUNNING);
  const source = await db.importSource.update({
    where: { id: found.id },
    data: { fileKey, fileName, format, ...(mapping && { mapping }), ...(defaults && { defaults }) },
  });
  await requestRun(db, source, 'upload');
  return { ...(await viewOf(db, source.id, owner)), oldFileKey: found.fileKey };
}

/** The owner's sources, newest first, each with its last run and the positions it holds. */
export async function listSources<O extends SourceOwner>(tx: OwnerTx<O>, owner: O): Promise<SourceView[]> {
  const db = tx as Tx;
  const sources = await db.importSource.findMany({
    where: ownerWhere(owner),
    orderBy: { createdAt: 'desc' },
    include: lastRunOnly,
  });
  return views(db, sources);
}

/** One of the owner's sources with its RUNS_SHOWN latest runs (newest first, refusals included). */
export async function getSource<O extends SourceScope>(
  tx: OwnerTx<O>,
  owner: O,
  id: string,
): Promise<SourceView & { runs: ImportRun[] }> {
  const db = tx as Tx;
  const { id: sourceId } = await findOwn(tx, owner, id);
  const runs = await db.importRun.findMany({
    where: { sourceId },
    orderBy: { createdAt: 'desc' },
    take: RUNS_SHOWN,
  });
  return { ...(await viewOf(db, sourceId, owner)), runs };
}

/** Stops the source's scheduled runs (a run already queued still happens). */
export async function pauseSource<O extends SourceScope>(tx: OwnerTx<O>, owner: O, id: string): Promise<SourceView> {
  const source = await findOwn(tx, owner, id);
  await (tx as Tx).importSource.update({ where: { id: source.id }, data: { state: 'paused' } });
  return viewOf(tx as Tx, source.id, owner);
}

/**
 * Runs the source on its schedule again. A run that fell due while it was paused happens at the next
 * scheduler tick rather than a whole interval later. Its failures in a row are kept: a source that was
 * failing before the pause shows as failing again after its next failed run.
 */
export async function resumeSource<O extends SourceScope>(tx: OwnerTx<O>, owner: O, id: string): Promise<SourceView> {
  const source = await findOwn(tx, owner, id);
  const now = new Date();
  const due = source.schedule && (!source.nextRunAt || source.nextRunAt < now) ? now : source.nextRunAt;
  await (tx as Tx).importSource.update({ where: { id: source.id }, data: { state: 'active', nextRunAt: due } });
  return viewOf(tx as Tx, source.id, owner);
}

/** Queues a run now; a run already queued or running is answered instead (queued: false). */
export async function runNow<O extends SourceScope>(
  tx: OwnerTx<O>,
  owner: O,
  id: string,
): Promise<{ runId: string; queued: boolean }> {
  const source = await findOwn(tx, owner, id);
  return requestRun(tx as Tx, source, 'manual');
}

/**
 * Deletes the source and its runs. The positions it brought stay on the site: the foreign key sets
 * their import_source_id to null, so they become ordinary positions their owner edits by hand.
 * Answers the uploaded file's storage key (if any), for the caller to remove once this commits.
 */
export async function deleteSource<O extends SourceScope>(
  tx: OwnerTx<O>,
  owner: O,
  id: string,
): Promise<{ fileKey: string | null }> {
  const source = await findOwn(tx, owner, id);
  await (tx as Tx).importSource.delete({ where: { id: source.id } });
  return { fileKey: source.fileKey };
}

/** Failing sources first, then the most failures in a row, then the most recently run. */
function byHealth(a: OwnedSourceView, b: OwnedSourceView): number {
  const failing = Number(b.source.state === 'failing') - Number(a.source.state === 'failing');
  if (failing !== 0) return failing;
  const failures = b.source.consecutiveFailures - a.source.consecutiveFailures;
  if (failures !== 0) return failures;
  return (b.source.lastRunAt?.getTime() ?? 0) - (a.source.lastRunAt?.getTime() ?? 0);
}

/**
 * The positions of sources of every owner. A site's positions are its own under row-level security, so
 * they are counted in its unit of work (one short transaction per site); the others on the main site.
 */
async function positionCountsOfAll(db: Db, sources: ImportSource[]): Promise<Map<string, PositionCounts>> {
  const bySite = new Map<string | null, string[]>();
  for (const { id, tenantId } of sources) bySite.set(tenantId, [...(bySite.get(tenantId) ?? []), id]);
  const counts = new Map<string, PositionCounts>();
  for (const [tenantId, ids] of bySite) {
    const found = tenantId
      ? await withTenant(db, tenantId, (tx) => positionCounts(tx, ids))
      : await positionCounts(db, ids);
    for (const [id, count] of found) counts.set(id, count);
  }
  return counts;
}

/**
 * Every source on the site, every owner's (read in the operators' scope), failing first, each with its
 * owner named: the recruiter's e-mail, the university site's name, or SITE_OWNER_NAME.
 */
export async function listAllSources(db: Db): Promise<OwnedSourceView[]> {
  const sources = await withOperators(db, (tx) =>
    tx.importSource.findMany({
      include: { ...lastRunOnly, recruiter: { select: { email: true } }, tenant: { select: { name: true } } },
    }),
  );
  const plain = sources.map(({ recruiter: _recruiter, tenant: _tenant, ...source }) => source);
  const counts = await positionCountsOfAll(db, plain);
  return present(plain, counts)
    .map((view, i): OwnedSourceView => {
      const { recruiter, tenant } = sources[i]!;
      const owner: OwnedSourceView['owner'] = recruiter
        ? { kind: 'recruiter', name: recruiter.email }
        : tenant
          ? { kind: 'site', name: tenant.name }
          : { kind: 'main', name: SITE_OWNER_NAME };
      return { ...view, owner };
    })
    .sort(byHealth);
}
