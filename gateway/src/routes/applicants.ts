// A university site's applicants (issue 14, docs/tenant-api.md "Applicants"): the staff's review API,
// served from its contracts (@phd/contracts/endpoints/applicants). Every call takes the site from the
// staff token (401 without, 403 on another site) and runs in the site's unit of work (serveInTenant),
// so another site's applicant id is simply "not found". Files (the uploaded resume, downloads) move
// outside the unit (serve): it holds a pooled connection.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  addApplicantComment,
  bulkChangeStatus as bulkChangeStatusContract,
  changeApplicantStatus,
  deleteApplicant as deleteApplicantContract,
  deleteApplicantComment,
  downloadApplicantResume,
  exportApplicants,
  exportSelectedApplicants,
  getApplicant,
  listApplicantComments,
  listApplicants as listApplicantsContract,
  previewApplicantResume,
  rateApplicant as rateApplicantContract,
  uploadApplicant,
} from '@phd/contracts/endpoints/applicants';
import { uploadFields } from '@phd/contracts/input/applicant';
import { addApplicant } from '@phd/services/applicants/add-applicant';
import { applicantDetail } from '@phd/services/applicants/applicant-detail';
import { bulkChangeStatus, changeStatus } from '@phd/services/applicants/change-status';
import { addComment, deleteComment, getComments } from '@phd/services/applicants/comments';
import { deleteApplicant } from '@phd/services/applicants/delete-applicant';
import { applicantsCsv, csvFilename } from '@phd/services/applicants/export-csv';
import { listApplicants, type ListFilters } from '@phd/services/applicants/list-applicants';
import { rateApplicant } from '@phd/services/applicants/ratings';
import { findResume, NO_RESUME, REDACTED_NOT_READY } from '@phd/services/applicants/resume-files';
import type { Db } from '@phd/services/db/client';
import { conflict, notFound } from '@phd/services/errors';
import type { Storage } from '@phd/services/storage/storage';
import type { TenantTx } from '@phd/services/tenants/unit-of-work';
import type { Staff } from '../auth/tenant-staff.ts';
import { serve, serveInTenant } from '../plugins/contract-routes.ts';
import { checkResumeForm, readResumeForm, registerResumeMultipart } from './applications.ts';
import { contentDisposition, SANDBOXED_FILE_CSP, sendResume } from './file-reply.ts';

const UPLOAD_FIELDS = new Set(['name', 'email', 'phone', 'country', 'opportunity']);

/** Exports and bulk changes may cover a whole site's pipeline: their unit of work may take longer. */
const LONG_UNIT = { unitOfWork: { timeout: 30_000 } };

export const applicantRoutes: FastifyPluginAsync<{ db: Db; storage: Storage }> = async (app, { db, storage }) => {
  // The size limit truncates the file stream; applications/resume.ts refuses a truncated resume.
  await registerResumeMultipart(app);

  serve(app, uploadApplicant, async ({ caller, request }) => {
    const { form, resume } = await checkResumeForm(
      storage,
      uploadFields,
      await readResumeForm(request, storage, UPLOAD_FIELDS),
    );
    return addApplicant(db, storage, caller, form, resume);
  });

  serveInTenant(app, listApplicantsContract, ({ tx, caller, query }) => listApplicants(tx, caller, query));

  // GET for a link (filters, a few ids); POST for a selection too long for an address.
  const sendCsv = async (tx: TenantTx, staff: Staff, reply: FastifyReply, filters: ListFilters) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(csvFilename(staff.tenant.slug)))
      .header('x-content-type-options', 'nosniff')
      .send(await applicantsCsv(tx, staff, filters));
  serveInTenant(app, exportApplicants, ({ tx, caller, reply, query }) => sendCsv(tx, caller, reply, query), LONG_UNIT);
  serveInTenant(
    app,
    exportSelectedApplicants,
    ({ tx, caller, reply, body }) => sendCsv(tx, caller, reply, body),
    LONG_UNIT,
  );

  serveInTenant(app, bulkChangeStatusContract, ({ tx, caller, body }) => bulkChangeStatus(tx, caller, body), LONG_UNIT);

  serveInTenant(app, getApplicant, async ({ tx, caller, params }) => ({
    data: await applicantDetail(tx, caller, params.id),
  }));

  serveInTenant(app, changeApplicantStatus, ({ tx, caller, params, body }) =>
    changeStatus(tx, caller, params.id, body),
  );

  serveInTenant(app, rateApplicantContract, ({ tx, caller, params, body }) =>
    rateApplicant(tx, caller, params.id, body),
  );

  serveInTenant(app, listApplicantComments, ({ tx, caller, params }) => getComments(tx, caller, params.id));

  serveInTenant(app, addApplicantComment, ({ tx, caller, params, body }) => addComment(tx, caller, params.id, body));

  serveInTenant(app, deleteApplicantComment, ({ tx, caller, params }) =>
    deleteComment(tx, caller, params.id, params.commentId),
  );

  // The row goes in a unit of work of its own, the stored file after it commits.
  serve(app, deleteApplicantContract, ({ caller, params }) => deleteApplicant(db, storage, caller, params.id));

  // The resume: as a download (recorded in the audit trail) or inline, for the review screen's preview.
  for (const [resumeContract, disposition] of [
    [downloadApplicantResume, 'attachment'],
    [previewApplicantResume, 'inline'],
  ] as const) {
    serve(app, resumeContract, async ({ caller, params, reply }) => {
      const resume = await findResume(db, caller, params.id, disposition === 'attachment' ? 'downloaded' : null);
      const file = await storage.get(resume.key);
      if (!file && resume.redacted) throw conflict(REDACTED_NOT_READY);
      if (!file) throw notFound(NO_RESUME);
      if (disposition === 'inline') reply.header('content-security-policy', SANDBOXED_FILE_CSP);
      return sendResume(reply, file, resume, disposition);
    });
  }
};
