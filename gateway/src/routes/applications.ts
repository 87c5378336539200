// Applications by signed-in candidates (docs/candidate-api.md, "Applications"), served from their
// contracts: POST /api/applications takes the multipart form with the resume (the handler reads the
// parts) and GET /api/applications lists the candidate's own (all, or with ?opportunity_id= those for
// one opportunity: the detail page's "You applied on ..."). The form's country list is
// GET /api/countries/dial-codes (dial-codes.ts).
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  APPLICATION_SUBMITTED,
  listApplications as listApplicationsContract,
  NOT_MULTIPART,
  ONE_FILE_ONLY,
  submitApplication as submitApplicationContract,
} from '@phd/contracts/endpoints/applications';
import {
  applicationFields,
  FORM_UNREADABLE,
  RESUME_MAX_BYTES,
  RESUME_MESSAGES,
} from '@phd/contracts/input/application';
import { listApplications } from '@phd/services/applications/list-applications';
import { storeResume, type StoredResume } from '@phd/services/applications/resume';
import { submitApplication } from '@phd/services/applications/submit-application';
import { copyCvForApplication } from '@phd/services/candidates/cvs';
import { candidateLetters } from '@phd/services/references/candidate-letters';
import type { Db } from '@phd/services/db/client';
import { invalid } from '@phd/services/errors';
import { parseForm } from '@phd/services/form-input';
import type { Storage } from '@phd/services/storage/storage';
import { guardFormText } from '../plugins/input-guard.ts';
import { serve } from '../plugins/contract-routes.ts';
import { presentRowListItem } from '../presenters/opportunity.ts';
import { LIMITS } from './rate-limits.ts';

const FIELD_NAMES = new Set([
  'opportunity_id',
  'name',
  'email',
  'country',
  'contact_mobile',
  'comments',
  'cv_id',
  'referees',
]);

/**
 * A form's text fields (those named in `fieldNames`) and its resume (the part named `fileField`, stored
 * as it streams in; the profile's CV upload names it `cv`); the
 * first problem is thrown after the body is read. The route's plugin registers multipart with
 * `throwFileSizeLimit: false` (resume.ts checks the truncation). The careers page's form (careers.ts)
 * reads the same way.
 */
export async function readResumeForm(
  request: FastifyRequest,
  storage: Storage,
  fieldNames = FIELD_NAMES,
  fileField = 'resume',
) {
  if (!request.isMultipart()) throw invalid(NOT_MULTIPART);
  const fields: Record<string, string> = {};
  let resume: StoredResume | null = null;
  let problem: unknown;
  const parts = request.parts({
    limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 25 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (fieldNames.has(part.fieldname) && typeof part.value === 'string') fields[part.fieldname] ??= part.value;
      } else if (part.fieldname !== fileField || resume || problem) {
        part.file.resume();
      } else {
        try {
          guardFormText({ resume: { filename: part.filename } });
          resume = await storeResume(storage, { filename: part.filename, stream: part.file });
        } catch (error) {
          problem = error;
          part.file.resume();
        }
      }
    }
  } catch (error) {
    // Only the parser throws here (resume problems are caught above): a second file, too many parts or
    // fields, a body cut short or malformed. All of them the client's: 400, never 413 or 500.
    problem ??= invalid(
      error instanceof request.server.multipartErrors.FilesLimitError ? ONE_FILE_ONLY : FORM_UNREADABLE,
    );
  }
  try {
    guardFormText(fields);
  } catch (error) {
    problem ??= error;
  }
  if (problem) {
    if (resume) await storage.delete(resume.key);
    throw problem;
  }
  return { fields, resume };
}

/**
 * A resume form's text fields by `schema` (the first problem in the form's words), then its resume
 * ("Resume file is required"): a form refused here keeps nothing, so the stored resume is removed.
 */
export async function checkResumeForm<S extends z.ZodType>(
  storage: Storage,
  schema: S,
  { fields, resume }: { fields: Record<string, string>; resume: StoredResume | null },
): Promise<{ form: z.output<S>; resume: StoredResume }> {
  try {
    const form = parseForm(schema, fields);
    if (!resume) throw invalid(RESUME_MESSAGES.required, { resume: RESUME_MESSAGES.required });
    return { form, resume };
  } catch (error) {
    if (resume) await storage.delete(resume.key);
    throw error;
  }
}

/** Multipart parsing in a resume form's plugin: the size limit truncates the file stream (resume.ts checks). */
export const registerResumeMultipart = (app: FastifyInstance) => app.register(multipart, { throwFileSizeLimit: false });

export const applicationRoutes: FastifyPluginAsync<{ db: Db; storage: Storage; appSecret: string }> = async (
  app,
  { db, storage, appSecret },
) => {
  await registerResumeMultipart(app);

  serve(
    app,
    submitApplicationContract,
    async ({ caller, request }) => {
      const read = await readResumeForm(request, storage);
      // No file, but one of the candidate's stored CVs: the application gets its own copy of it
      // (issue 32), so deleting the CV later leaves the application whole. A new upload wins.
      const cvId = read.fields.cv_id?.trim();
      const resume = read.resume ?? (cvId ? await copyCvForApplication(db, storage, caller.id, cvId) : null);
      const { form, resume: file } = await checkResumeForm(storage, applicationFields, { ...read, resume });
      const { id } = await submitApplication(db, storage, caller, form, file, appSecret);
      return { message: APPLICATION_SUBMITTED, application_id: id } as const;
    },
    { rateLimit: LIMITS.application },
  );

  serve(app, listApplicationsContract, async ({ caller, query }) => {
    const { opportunity_id: opportunityId, ...page } = query;
    const { applications, total } = await listApplications(db, caller.id, page, { opportunityId });
    const letters = await candidateLetters(
      db,
      applications.map((a) => ({
        id: a.id,
        tenantId: a.opportunity?.tenantId ?? null,
        referencesRequired: a.opportunity?.referencesRequired ?? 0,
      })),
    );
    return {
      data: applications.map((a) => ({
        id: a.id,
        opportunity_id: a.opportunityId,
        opportunity: a.opportunity ? presentRowListItem(a.opportunity) : null,
        status: a.status,
        created_at: Math.floor(a.createdAt.getTime() / 1000),
        letters: letters.get(a.id) ?? null,
      })),
      pagination: { total },
    };
  });
};
