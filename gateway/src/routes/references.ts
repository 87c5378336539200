// Reference letters (issue 34, docs/fair-review.md "Reference letters"), served from their contracts.
// The referee's link is public on the university site it names (host, or X-Tenant on the main host's
// /saas pages; the main site has none: 404): its facts, then one answer (a PDF, a written letter or a
// decline), each POST rate limited. The PDF is stored outside any unit of work (a pooled connection
// must not wait on an upload) and recorded after. Staff open a PDF letter through their own route,
// logged as `letter_viewed` and refused while blind review applies.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { FORM_UNREADABLE } from '@phd/contracts/input/application';
import { NOT_MULTIPART, ONE_FILE_ONLY } from '@phd/contracts/endpoints/applications';
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
import { guardFormText } from '../plugins/input-guard.ts';
import { serve, serveInSite } from '../plugins/contract-routes.ts';
import { registerResumeMultipart } from './applications.ts';
import { sendResume } from './file-reply.ts';
import { LIMITS } from './rate-limits.ts';

/** Reference links belong to university sites: the main site has none. */
export const NOT_A_SITE_LINK = 'Reference links belong to university sites: open the link from the e-mail as it is.';

/** A letter shown in the browser may not run anything or reach anywhere. */
const LETTER_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

function siteId(request: FastifyRequest): string {
  if (!request.tenant) throw notFound(NOT_A_SITE_LINK);
  return request.tenant.id;
}

/** The one file part, stored as it streams in; the first problem is thrown after the body is read. */
async function readLetter(request: FastifyRequest, storage: Storage, tenantId: string): Promise<StoredLetter> {
  if (!request.isMultipart()) throw invalid(NOT_MULTIPART);
  let letter: StoredLetter | null = null;
  let problem: unknown;
  try {
    const parts = request.parts({
      limits: { fileSize: LETTER_MAX_BYTES, files: 1, fields: 5, fieldSize: 1_000, parts: 6 },
    });
    for await (const part of parts) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'letter' || letter || problem) {
        part.file.resume();
        continue;
      }
      try {
        guardFormText({ letter: { filename: part.filename } });
        letter = await storeLetter(storage, tenantId, { filename: part.filename, stream: part.file });
      } catch (error) {
        problem = error;
        part.file.resume();
      }
    }
  } catch (error) {
    problem ??= invalid(
      error instanceof request.server.multipartErrors.FilesLimitError ? ONE_FILE_ONLY : FORM_UNREADABLE,
    );
  }
  if (problem || !letter) {
    if (letter) await storage.delete(letter.key);
    throw problem ?? invalid(REFERENCE_MESSAGES.letterRequired, { letter: REFERENCE_MESSAGES.letterRequired });
  }
  return letter;
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
    reply.header('content-security-policy', LETTER_CSP);
    return sendResume(reply, file, { filename: letter.filename, mime: 'application/pdf' }, 'inline');
  });
};
