// Importing positions for a test the way production does: a JSON Feed served by a real HTTP server on
// 127.0.0.1, an import source registered for an owner (the site itself, a university site or a
// recruiter), a run requested through the outbox and carried out by runImport. For the suites that
// check what happens to imported positions afterwards (provenance, the pipeline).
import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client.ts';
import { runImport, type ImportDeps, type RunOutcome } from '../../src/intake/run/run-import.ts';
import { requestRun } from '../../src/intake/schedule.ts';
import { withTenant } from '../../src/tenants/unit-of-work.ts';
import type { FixtureServer } from './fetch-server.ts';

/** One position as a JSON Feed item, with the job fields in its `_phd` extension. */
export interface FeedPosition {
  id: string;
  title: string;
  university?: string;
  country?: string;
  description?: string;
  closing_date?: string;
}

export function jsonFeed(positions: readonly FeedPosition[]): string {
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: 'Vacancies',
    items: positions.map((p) => ({
      id: p.id,
      title: p.title,
      url: `https://jobs.example/${p.id}`,
      content_html: p.description ?? `<p>A funded PhD position: ${p.title}.</p>`,
      _phd: {
        university: p.university ?? 'University of Leeds',
        country: p.country ?? 'United Kingdom',
        closing_date: p.closing_date ?? '2031-03-31',
      },
    })),
  });
}

export interface RegisteredFeed {
  sourceId: string;
  url: string;
  /** The queued run, with its import.run_requested event in the outbox for the workers. */
  runId: string;
}

export interface ImportedFeed extends RegisteredFeed {
  outcome: RunOutcome;
}

type FeedOwner = { name: string; tenantId?: string; recruiterId?: string };

/**
 * Serves `positions` at a fresh path of `server` and registers a URL source named `name` for the
 * owner, its first run requested as the API does, in the owner's unit of work. The workers (or
 * importFeed) carry it out.
 */
export async function registerFeed(
  db: Db,
  server: FixtureServer,
  owner: FeedOwner,
  positions: readonly FeedPosition[],
): Promise<RegisteredFeed> {
  const path = `/feeds/${randomUUID()}.json`;
  server.route(path, (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/feed+json' }).end(jsonFeed(positions));
  });
  const url = `${server.origin}${path}`;
  const tenantId = owner.tenantId ?? null;
  const { runId, sourceId } = await inOwnerScope(db, tenantId, async (tx) => {
    const source = await tx.importSource.create({
      data: {
        name: owner.name,
        kind: 'url',
        format: 'feed',
        url,
        schedule: 'daily',
        tenantId,
        recruiterId: owner.recruiterId ?? null,
      },
    });
    return { sourceId: source.id, ...(await requestRun(tx, { id: source.id, tenantId }, 'manual')) };
  });
  return { sourceId, url, runId };
}

/** registerFeed, then its run carried out here and now. */
export async function importFeed(
  deps: ImportDeps,
  server: FixtureServer,
  owner: FeedOwner,
  positions: readonly FeedPosition[],
): Promise<ImportedFeed> {
  const registered = await registerFeed(deps.db, server, owner, positions);
  return { ...registered, outcome: await runImport(deps, registered.runId) };
}

type Scoped = Parameters<Parameters<Db['$transaction']>[0]>[0];

function inOwnerScope<T>(db: Db, tenantId: string | null, work: (tx: Scoped) => Promise<T>): Promise<T> {
  return tenantId ? withTenant(db, tenantId, work) : db.$transaction(work);
}
