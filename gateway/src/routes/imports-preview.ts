// The dry run of an import (issue 31, docs/imports.md "Preview (dry run)"), for each owner: an upload's
// form (the same reader as the upload, without a name) or a URL, read and mapped as a run would, and
// nothing stored. A URL is fetched as the workers fetch it (address check, robots.txt, the host's turn
// in Redis, the caps); without Redis the gateway cannot take a host's turn, so it says so (503).
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '@phd/services/db/client';
import { unavailable } from '@phd/services/errors';
import { previewItems, previewUrl } from '@phd/services/intake/preview';
import type { SourceOwnership } from '@phd/services/intake/run/owner';
import { serve } from '../plugins/contract-routes.ts';
import type { ImportContracts } from './imports.ts';
import { readPreviewForm } from './imports-upload.ts';
import { LIMITS } from './rate-limits.ts';

export interface PreviewRouteDeps {
  db: Db;
  /** The host's turn is taken in Redis, shared with the workers (the gateway's fail-fast connection). */
  redis?: Redis;
  /** config.intakeAllowLoopback: test and demo fixture servers on 127.0.0.1 only. */
  allowLoopback: boolean;
}

export const PREVIEW_URL_UNAVAILABLE =
  'Addresses cannot be previewed right now (the coordination store is unreachable). Please try again in a minute.';

export function previewEndpoints(
  app: FastifyInstance,
  c: ImportContracts,
  { db, redis, allowLoopback }: PreviewRouteDeps,
  ownershipOf: (caller: unknown) => SourceOwnership,
): void {
  serve(
    app,
    c.preview,
    async ({ caller, request }) => {
      const { fields, file } = await readPreviewForm(request);
      const { format, ...settings } = fields;
      return previewItems(db, ownershipOf(caller), format, Readable.from([file]), settings);
    },
    { rateLimit: LIMITS.importPreview },
  );

  serve(
    app,
    c.previewUrl,
    async ({ caller, body }) => {
      if (!redis) throw unavailable(PREVIEW_URL_UNAVAILABLE);
      return previewUrl({ db, redis, allowLoopback }, ownershipOf(caller), body);
    },
    { rateLimit: LIMITS.importPreview },
  );
}
