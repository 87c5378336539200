// Reference letters (issue 34, docs/fair-review.md "Reference letters"), served from their contracts.
// The referee's link is public on the university site it names (host, or X-Tenant on the main host's
// /saas pages; the main site has none: 404): its facts, then one answer (a PDF, a written letter or a
// decline), each POST rate limited. The PDF is stored outside any unit of work (a pooled connection
// must not wait on an upload) and recorded after. Staff open a PDF letter through their own route,
// logged as `letter_viewed` and refused while blind review applies.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  declineReference as declineContract,
  downloadReferenceLetter,
  getReferenceRequest,
  LETTER_RECEIVED,
  NO_LETTER_FILE,
  REFERENCE_DECLINED,
  uploadReferenceLetter,
  writeReferenceLetter,
} from '@phd/contracts/endpoints/references';
import { LETTER_MAX_BYTES, REFERENCE_MESSAGES } from '@phd/contracts/input/references';
import type { Db } from '@phd/services/db/client';
import { invalid, notFound } from '@phd/services/errors';
import type { Storage } from '@phd/services/storage/storage';
import { findLetterFile } from '@phd/services/references/letter-download';
import { storeLetter, type StoredLetter } from '@phd/services/references/letter-file';
import {
  checkReferenceLink,
  declineReference,
  recordLetterFile,
  referenceRequest,
  writeLetter,
} from '@phd/services/references/referee-response';
import { serve, serveInSite } from '../plugins/contract-routes.ts';
import { readFileForm, registerResumeMultipart } from './applications.ts';
import { SANDBOXED_FILE_CSP, sendResume } from './file-reply.ts';
import { LIMITS } from './rate-limits.ts';

/** Reference links belong to university sites: the main site has none. */
export const NOT_A_SITE_LINK = 'Reference links belong to university sites: open the link from the e-mail as it is.';

function siteId(request: FastifyRequest): string {
  if (!request.tenant) throw notFound(NOT_A_SITE_LINK);
  return request.tenant.id;
}

const LETTER_FORM_LIMITS = { fileSize: LETTER_MAX_BYTES, fields: 5, fieldSize: 1_000, parts: 6 };

/** The one file part, stored as it streams in; the first problem is thrown after the body is read. */
async function readLetter(request: FastifyRequest, storage: Storage, tenantId: string): Promise<StoredLetter> {
  const { file } = await readFileForm(request, storage, {
    fieldNames: new Set(),
    fileField: 'letter',
    limits: LETTER_FORM_LIMITS,
    store: (upload) => storeLetter(storage, tenantId, upload),
  });
  if (!file) throw invalid(REFERENCE_MESSAGES.letterRequired, { letter: REFERENCE_MESSAGES.letterRequired });
  return file;
}

export const referenceRoutes: FastifyPluginAsync<{ db: Db; storage: Storage }> = async (app, { db, storage }) => {
  await registerResumeMultipart(app);
  const onSite = { db, offSite: NOT_A_SITE_LINK };

  app.addHook('onSend', async (_request, reply) => {
    // The token is in the path: nothing answered here may pass it on in a Referer.
    reply.header('referrer-policy', 'no-referrer');
  });

  serveInSite(
    app,
    getReferenceRequest,
    async ({ params, tx }) => ({ data: await referenceRequest(tx, params.token) }),
    onSite,
  );

  serveInSite(
    app,
    writeReferenceLetter,
    async ({ params, body, tx }) => {
      await writeLetter(tx, params.token, body.text);
      return { message: LETTER_RECEIVED } as const;
    },
    { ...onSite, rateLimit: LIMITS.referenceLinks },
  );

  serveInSite(
    app,
    declineContract,
    async ({ params, body, tx }) => {
      await declineReference(tx, params.token, body);
      return { message: REFERENCE_DECLINED } as const;
    },
    { ...onSite, rateLimit: LIMITS.referenceLinks },
  );

  serve(
    app,
    uploadReferenceLetter,
    async ({ params, request }) => {
      const tenantId = siteId(request);
      // A used or expired link is refused before its upload is stored.
      await checkReferenceLink(db, tenantId, params.token);
      const letter = await readLetter(request, storage, tenantId);
      await recordLetterFile(db, storage, tenantId, params.token, letter);
      return { message: LETTER_RECEIVED } as const;
    },
    { rateLimit: LIMITS.referenceLinks },
  );

  serve(app, downloadReferenceLetter, async ({ caller, params, reply }) => {
    const letter = await findLetterFile(db, caller, params.id, params.referenceId);
    const file = await storage.get(letter.key);
    if (!file) throw notFound(NO_LETTER_FILE);
    reply.header('content-security-policy', SANDBOXED_FILE_CSP);
    return sendResume(reply, file, { filename: letter.filename, mime: 'application/pdf' }, 'inline');
  });
};
