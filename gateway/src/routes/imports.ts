// Import sources (issue 31, docs/imports.md), served from their contracts
// (@phd/contracts/endpoints/imports) for three owners with the same handlers: a recruiter's sources
// (a main-site transaction), a university site's (its unit of work; reviewers read, managers write: the
// contract's roles) and the site's own (the admin's; the admin's list shows every owner's sources, in
// the operators' scope). Uploads are judged by content and stored under imports/<uuid>.<ext> before
// the source is written; a source deleted takes its stored file with it.
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  adminImports,
  IMPORT_ALREADY_QUEUED,
  IMPORT_CREATED,
  IMPORT_DELETED,
  IMPORT_PAUSED,
  IMPORT_QUEUED,
  IMPORT_RESUMED,
  recruiterImports,
  siteImports,
} from '@phd/contracts/endpoints/imports';
import type { Db } from '@phd/services/db/client';
import type { Tx } from '@phd/services/events/outbox';
import { csvTemplate } from '@phd/services/intake/mapping/template';
import * as sources from '@phd/services/intake/sources';
import { UPLOAD_TYPES } from '@phd/services/intake/upload-file';
import type { Storage } from '@phd/services/storage/storage';
import type { Staff } from '../auth/tenant-staff.ts';
import { serve } from '../plugins/contract-routes.ts';
import { contentDisposition } from './file-reply.ts';
import { presentRun, presentSource } from './imports-present.ts';
import { readUploadForm } from './imports-upload.ts';
import { LIMITS } from './rate-limits.ts';

type ImportContracts = typeof recruiterImports | typeof siteImports | typeof adminImports;

/** Runs `work` on the caller's sources, in the transaction their owner's rows live in. */
type InScope = <T>(caller: unknown, work: (tx: Tx, owner: sources.SourceOwner) => Promise<T>) => Promise<T>;

const TEMPLATE_NAME = 'phd-finder-import-template.csv';

/** The same endpoints for one owner: `inScope` says whose sources and in which transaction. */
function importEndpoints(app: FastifyInstance, storage: Storage, c: ImportContracts, inScope: InScope): void {
  serve(
    app,
    c.create,
    async ({ caller, body }) =>
      ({
        message: IMPORT_CREATED,
        data: presentSource(await inScope(caller, (tx, owner) => sources.createUrlSource(tx, owner, body))),
      }) as const,
  );

  serve(
    app,
    c.upload,
    async ({ caller, request }) => {
      const { fields, file, fileName } = await readUploadForm(request);
      const type = UPLOAD_TYPES[fields.format];
      const fileKey = `imports/${randomUUID()}.${type.extension}`;
      await storage.put(fileKey, file, type.mime);
      try {
        const view = await inScope(caller, (tx, owner) =>
          sources.createUploadSource(tx, owner, { ...fields, fileKey, fileName }),
        );
        return { message: IMPORT_CREATED, data: presentSource(view) } as const;
      } catch (error) {
        await storage.delete(fileKey);
        throw error;
      }
    },
    { rateLimit: LIMITS.importUpload },
  );

  serve(app, c.template, async ({ reply }) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(TEMPLATE_NAME))
      .header('x-content-type-options', 'nosniff')
      .send(csvTemplate()),
  );

  serve(app, c.get, async ({ caller, params }) => {
    const { runs, ...view } = await inScope(caller, (tx, owner) => sources.getSource(tx, owner, params.id));
    return { data: presentSource(view), runs: runs.map(presentRun) };
  });

  serve(app, c.remove, async ({ caller, params }) => {
    const { fileKey } = await inScope(caller, (tx, owner) => sources.deleteSource(tx, owner, params.id));
    if (fileKey) await storage.delete(fileKey);
    return { message: IMPORT_DELETED } as const;
  });

  serve(
    app,
    c.pause,
    async ({ caller, params }) =>
      ({
        message: IMPORT_PAUSED,
        data: presentSource(await inScope(caller, (tx, owner) => sources.pauseSource(tx, owner, params.id))),
      }) as const,
  );

  serve(
    app,
    c.resume,
    async ({ caller, params }) =>
      ({
        message: IMPORT_RESUMED,
        data: presentSource(await inScope(caller, (tx, owner) => sources.resumeSource(tx, owner, params.id))),
      }) as const,
  );

  serve(app, c.run, async ({ caller, params }) => {
    const { runId, queued } = await inScope(caller, (tx, owner) => sources.runNow(tx, owner, params.id));
    return { message: queued ? IMPORT_QUEUED : IMPORT_ALREADY_QUEUED, run_id: runId, queued };
  });
}

export const importRoutes: FastifyPluginAsync<{ db: Db; storage: Storage }> = async (app, { db, storage }) => {
  await app.register(multipart);

  // A recruiter's and the site's own sources have no site: a main-site transaction sees them.
  const onMainSite =
    (owner: (caller: unknown) => sources.SourceOwner): InScope =>
    (caller, work) =>
      db.$transaction((tx) => work(tx, owner(caller)));

  serve(app, recruiterImports.list, async ({ caller }) => ({
    data: (await db.$transaction((tx) => sources.listSources(tx, { kind: 'recruiter', recruiterId: caller }))).map(
      presentSource,
    ),
  }));
  importEndpoints(
    app,
    storage,
    recruiterImports,
    onMainSite((caller) => ({ kind: 'recruiter', recruiterId: caller as string })),
  );

  serve(app, siteImports.list, async ({ caller }) => ({
    data: (
      await app.inStaffSite(caller, (tx) => sources.listSources(tx, { kind: 'site', tenantId: caller.tenant.id }))
    ).map(presentSource),
  }));
  importEndpoints(app, storage, siteImports, (caller, work) => {
    const staff = caller as Staff;
    return app.inStaffSite(staff, (tx) => work(tx, { kind: 'site', tenantId: staff.tenant.id }));
  });

  serve(app, adminImports.list, async () => ({
    data: (await sources.listAllSources(db)).map((view) => ({ ...presentSource(view), owner: view.owner })),
  }));
  importEndpoints(
    app,
    storage,
    adminImports,
    onMainSite(() => ({ kind: 'main' })),
  );
};
