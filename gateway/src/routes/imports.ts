// Import sources (issue 31, docs/imports.md), served from their contracts
// (@phd/contracts/endpoints/imports) for three owners with the same handlers: a recruiter's sources
// (a main-site transaction), a university site's (its unit of work; reviewers read, managers write: the
// contract's roles) and the site's own (the admin's). The admin's list shows every owner's sources, and
// the admin's controls (get, a new file's version, pause, resume, run, delete) act on any of them, in
// the operators' scope; the admin creates, uploads and previews the site's own. Uploads are judged by
// content and stored under imports/<uuid>.<ext> before the source is written; a new version replaces
// the stored file once the source points at it, and a source deleted takes its stored file with it. Previews (imports-preview.ts) store nothing.
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import {
  adminImports,
  IMPORT_ALREADY_QUEUED,
  IMPORT_CREATED,
  IMPORT_DELETED,
  IMPORT_FILE_REPLACED,
  IMPORT_PAUSED,
  IMPORT_QUEUED,
  IMPORT_RESUMED,
  recruiterImports,
  siteImports,
} from '@phd/contracts/endpoints/imports';
import type { Db } from '@phd/services/db/client';
import { rateLimited } from '@phd/services/errors';
import type { Tx } from '@phd/services/events/outbox';
import { csvTemplate } from '@phd/services/intake/mapping/template';
import * as sources from '@phd/services/intake/sources';
import { withOperators } from '@phd/services/tenants/unit-of-work';
import { UPLOAD_TYPES } from '@phd/services/intake/upload-file';
import type { Storage } from '@phd/services/storage/storage';
import type { Staff } from '../auth/tenant-staff.ts';
import { serve } from '../plugins/contract-routes.ts';
import { contentDisposition } from './file-reply.ts';
import { previewEndpoints } from './imports-preview.ts';
import { presentRun, presentSource } from './imports-present.ts';
import { readPreviewForm, readUploadForm, type ImportForm } from './imports-upload.ts';
import { LIMITS } from './rate-limits.ts';

export type ImportContracts = typeof recruiterImports | typeof siteImports | typeof adminImports;

/** Runs `work` on the caller's sources (`S`: whose), in the transaction their rows live in. */
type InScope<S extends sources.SourceScope> = <T>(
  caller: unknown,
  work: (tx: Tx, owner: S) => Promise<T>,
) => Promise<T>;

/** Where one owner's endpoints act. */
interface OwnerScopes {
  /** The caller as an owner: what create, upload and preview make sources for. */
  ownerOf: (caller: unknown) => sources.SourceOwner;
  /** The caller's own sources, in their owner's transaction. */
  own: InScope<sources.SourceOwner>;
  /** The sources get, replace, pause, resume, run and delete act on: the caller's own, or (the admin) any. */
  manage: InScope<sources.SourceScope>;
}

export interface ImportRouteOptions {
  db: Db;
  storage: Storage;
  /** For a preview's host turn (the gateway's fail-fast connection); without it URLs are not previewed. */
  redis?: Redis;
  /** config.intakeAllowLoopback: fixture servers on 127.0.0.1 (tests and the demo only). */
  allowLoopback: boolean;
}

const TEMPLATE_NAME = 'phd-finder-import-template.csv';

/** The same endpoints for one owner: `scopes` say whose sources and in which transaction. */
function importEndpoints(
  app: FastifyInstance,
  options: ImportRouteOptions,
  c: ImportContracts,
  { ownerOf, own, manage: inScope }: OwnerScopes,
): void {
  const { storage } = options;
  serve(
    app,
    c.create,
    async ({ caller, body }) =>
      ({
        message: IMPORT_CREATED,
        data: presentSource(await own(caller, (tx, owner) => sources.createUrlSource(tx, owner, body))),
      }) as const,
  );

  previewEndpoints(app, c, options, (caller) => sources.ownerData(ownerOf(caller)));

  // A new file and a new version of one draw on one budget per address (LIMITS.importUpload): each
  // stores up to 10 MB and queues a run. Counted before the form is read, as a route's limit is.
  const fileLimit = app.createRateLimit({
    ...LIMITS.importUpload,
    keyGenerator: (request: FastifyRequest) => `import-upload-${c.upload.path}-${normalizeIP(request.ip)}`,
  });
  const countFile = async (request: FastifyRequest) => {
    const limit = await fileLimit(request);
    if (!limit.isAllowed && limit.isExceeded) {
      const minutes = Math.max(1, Math.ceil(limit.ttlInSeconds / 60));
      throw rateLimited(
        `Too many uploads from your address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
  };

  /** Stores the form's file, then runs `save` with its key; the file is deleted again if `save` fails. */
  const storeThen = async <F extends { format: 'csv' | 'xlsx' }, T>(
    { fields, file, fileName }: ImportForm<F>,
    save: (file: F & { fileKey: string; fileName: string }) => Promise<T>,
  ): Promise<T> => {
    const type = UPLOAD_TYPES[fields.format];
    const fileKey = `imports/${randomUUID()}.${type.extension}`;
    await storage.put(fileKey, file, type.mime);
    try {
      return await save({ ...fields, fileKey, fileName });
    } catch (error) {
      await storage.delete(fileKey);
      throw error;
    }
  };

  serve(app, c.upload, async ({ caller, request }) => {
    await countFile(request);
    const form = await readUploadForm(request);
    const view = await storeThen(form, (file) =>
      own(caller, (tx, owner) => sources.createUploadSource(tx, owner, file)),
    );
    return { message: IMPORT_CREATED, data: presentSource(view) } as const;
  });

  // A new version of an upload's file: the preview's form (no name: the source keeps its own).
  serve(app, c.replaceFile, async ({ caller, params, request }) => {
    await countFile(request);
    const form = await readPreviewForm(request);
    const { oldFileKey, ...view } = await storeThen(form, (file) =>
      inScope(caller, (tx, owner) => sources.replaceUpload(tx, owner, params.id, file)),
    );
    // Only once the source points at the new file: a failed replace keeps the old one readable.
    if (oldFileKey) await storage.delete(oldFileKey);
    return { message: IMPORT_FILE_REPLACED, data: presentSource(view) } as const;
  });

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
    return { message: queued ? IMPORT_QUEUED : IMPORT_ALREADY_QUEUED, run_id: runId, queued } as const;
  });
}

export const importRoutes: FastifyPluginAsync<ImportRouteOptions> = async (app, options) => {
  const { db } = options;
  await app.register(multipart);

  // A recruiter's and the site's own sources have no site: a main-site transaction sees them.
  const onMainSite = (ownerOf: (caller: unknown) => sources.SourceOwner): OwnerScopes => {
    const own: InScope<sources.SourceOwner> = (caller, work) => db.$transaction((tx) => work(tx, ownerOf(caller)));
    return { ownerOf, own, manage: own };
  };

  serve(app, recruiterImports.list, async ({ caller }) => ({
    data: (await db.$transaction((tx) => sources.listSources(tx, { kind: 'recruiter', recruiterId: caller }))).map(
      presentSource,
    ),
  }));
  importEndpoints(
    app,
    options,
    recruiterImports,
    onMainSite((caller) => ({ kind: 'recruiter', recruiterId: caller as string })),
  );

  serve(app, siteImports.list, async ({ caller }) => ({
    data: (
      await app.inStaffSite(caller, (tx) => sources.listSources(tx, { kind: 'site', tenantId: caller.tenant.id }))
    ).map(presentSource),
  }));
  const siteOwner = (caller: unknown): sources.SourceOwner => ({ kind: 'site', tenantId: (caller as Staff).tenant.id });
  const inSite: InScope<sources.SourceOwner> = (caller, work) =>
    app.inStaffSite(caller as Staff, (tx) => work(tx, siteOwner(caller)));
  importEndpoints(app, options, siteImports, { ownerOf: siteOwner, own: inSite, manage: inSite });

  serve(app, adminImports.list, async () => ({
    data: (await sources.listAllSources(db)).map((view) => ({ ...presentSource(view), owner: view.owner })),
  }));
  importEndpoints(app, options, adminImports, {
    ...onMainSite(() => ({ kind: 'main' })),
    // The admin's controls reach every owner's source, in the operators' scope (row-level security
    // admits it on import_sources and import_runs; the outbox has none).
    manage: (_caller, work) => withOperators(db, (tx) => work(tx, { kind: 'any' })),
  });
};
