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
import { storeResume, type ResumeUpload, type StoredResume } from '@phd/services/applications/resume';
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

/** How many parts a file form may have and how large they may be (@fastify/multipart's limits). */
type FormLimits = { fileSize: number; fields: number; fieldSize: number; parts: number };

const RESUME_FORM_LIMITS: FormLimits = { fileSize: RESUME_MAX_BYTES, fields: 20, fieldSize: 10_000, parts: 25 };

/**
 * A form's text fields (those named in `fieldNames`) and its one file (the part named `fileField`,
 * stored by `store` as it streams in); the first problem is thrown after the body is read, and a file
 * stored before it is removed. The route's plugin registers multipart with `throwFileSizeLimit: false`
 * (the store checks the truncation).
 */
export async function readFileForm<F extends { key: string }>(
  request: FastifyRequest,
  storage: Storage,
  form: {
    fieldNames: ReadonlySet<string>;
    fileField: string;
    limits: FormLimits;
    store: (upload: ResumeUpload) => Promise<F>;
  },
): Promise<{ fields: Record<string, string>; file: F | null }> {
  if (!request.isMultipart()) throw invalid(NOT_MULTIPART);
  const fields: Record<string, string> = {};
  let file: F | null = null;
  let problem: unknown;
  const parts = request.parts({ limits: { ...form.limits, files: 1 } });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (form.fieldNames.has(part.fieldname) && typeof part.value === 'string')
          fields[part.fieldname] ??= part.value;
      } else if (part.fieldname !== form.fileField || file || problem) {
        part.file.resume();
      } else {
        try {
          guardFormText({ [form.fileField]: { filename: part.filename } });
          file = await form.store({ filename: part.filename, stream: part.file });
        } catch (error) {
          problem = error;
          part.file.resume();
        }
      }
    }
  } catch (error) {
    // Only the parser throws here (file problems are caught above): a second file, too many parts or
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
    if (file) await storage.delete(file.key);
    throw problem;
  }
  return { fields, file };
}

/**
 * A form's text fields and its resume (the profile's CV upload names the part `cv`). The careers
 * page's form (careers.ts) reads the same way.
 */
export async function readResumeForm(
  request: FastifyRequest,
  storage: Storage,
  fieldNames = FIELD_NAMES,
  fileField = 'resume',
): Promise<{ fields: Record<string, string>; resume: StoredResume | null }> {
  const { fields, file } = await readFileForm(request, storage, {
    fieldNames,
    fileField,
    limits: RESUME_FORM_LIMITS,
    store: (upload) => storeResume(storage, upload),
  });
  return { fields, resume: file };
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
