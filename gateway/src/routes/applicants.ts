// A university site's applicants (issue 14, docs/tenant-api.md "Applicants"): the staff's review API.
// Every call takes the site from the staff token (app.requireStaff: 401 without, 403 on another site)
// and runs in the site's unit of work, so another site's applicant id is simply "not found". Files
// (the uploaded resume, downloads) move outside the unit: it holds a pooled connection.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { addApplicant } from '@phd/services/applicants/add-applicant';
import { applicantDetail } from '@phd/services/applicants/applicant-detail';
import { commentParams, exportBody, exportQuery, idParams, listQuery } from '@phd/services/applicants/applicant.schema';
import { bulkChangeStatus, changeStatus } from '@phd/services/applicants/change-status';
import { addComment, deleteComment, getComments } from '@phd/services/applicants/comments';
import { deleteApplicant } from '@phd/services/applicants/delete-applicant';
import { applicantsCsv, csvFilename } from '@phd/services/applicants/export-csv';
import { listApplicants, type ListFilters } from '@phd/services/applicants/list-applicants';
import { rateApplicant } from '@phd/services/applicants/ratings';
import { findResume, NO_RESUME } from '@phd/services/applicants/resume-files';
import type { Db } from '@phd/services/db/client';
import { notFound } from '@phd/services/errors';
import { parseForm } from '@phd/services/form-input';
import type { Storage } from '@phd/services/storage/storage';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { readResumeForm } from './applications.ts';
import { contentDisposition, sendResume } from './file-reply.ts';

const UPLOAD_FIELDS = new Set(['name', 'email', 'phone', 'country', 'opportunity']);

/** A resume shown inside the review screen may not run anything or reach anywhere. */
const RESUME_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

const applicantId = (request: FastifyRequest) => parseForm(idParams, request.params).id;

export const applicantRoutes: FastifyPluginAsync<{ db: Db; storage: Storage }> = async (app, { db, storage }) => {
  // The size limit truncates the file stream; applications/resume.ts refuses a truncated resume.
  await app.register(multipart, { throwFileSizeLimit: false });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post('/api/applicants/upload', async (request, reply) => {
    const staff = await app.requireStaff(request);
    const { fields, resume } = await readResumeForm(request, storage, UPLOAD_FIELDS);
    return reply.status(201).send(await addApplicant(db, storage, staff, fields, resume));
  });

  app.get('/api/applicants', async (request) => {
    const staff = await app.requireStaff(request);
    const query = parseForm(listQuery, request.query);
    return withTenant(db, staff.tenantId, (tx) => listApplicants(tx, staff, query));
  });

  // GET for a link (filters, a few ids); POST for a selection too long for an address.
  const exportCsv = async (request: FastifyRequest, reply: FastifyReply, filters: ListFilters) => {
    const staff = await app.requireStaff(request);
    const csv = await withTenant(db, staff.tenantId, (tx) => applicantsCsv(tx, staff, filters), { timeout: 30_000 });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(csvFilename(staff.tenant.slug)))
      .header('x-content-type-options', 'nosniff')
      .send(csv);
  };
  app.get('/api/applicants/export.csv', (request, reply) =>
    exportCsv(request, reply, parseForm(exportQuery, request.query)),
  );
  app.post('/api/applicants/export.csv', (request, reply) =>
    exportCsv(request, reply, parseForm(exportBody, request.body)),
  );

  app.post('/api/applicants/bulk-status', async (request) => {
    const staff = await app.requireStaff(request);
    return withTenant(db, staff.tenantId, (tx) => bulkChangeStatus(tx, staff, request.body), { timeout: 30_000 });
  });

  app.get('/api/applicants/:id', async (request) => {
    const staff = await app.requireStaff(request);
    const id = applicantId(request);
    return { data: await withTenant(db, staff.tenantId, (tx) => applicantDetail(tx, staff, id)) };
  });

  app.put('/api/applicants/:id/status', async (request) => {
    const staff = await app.requireStaff(request);
    const id = applicantId(request);
    return withTenant(db, staff.tenantId, (tx) => changeStatus(tx, staff, id, request.body));
  });

  app.put('/api/applicants/:id/rating', async (request) => {
    const staff = await app.requireStaff(request);
    const id = applicantId(request);
    return withTenant(db, staff.tenantId, (tx) => rateApplicant(tx, staff, id, request.body));
  });

  app.get('/api/applicants/:id/comments', async (request) => {
    const staff = await app.requireStaff(request);
    const id = applicantId(request);
    return withTenant(db, staff.tenantId, (tx) => getComments(tx, staff, id));
  });

  app.post('/api/applicants/:id/comments', async (request, reply) => {
    const staff = await app.requireStaff(request);
    const id = applicantId(request);
    return reply
      .status(201)
      .send(await withTenant(db, staff.tenantId, (tx) => addComment(tx, staff, id, request.body)));
  });

  app.delete('/api/applicants/:id/comments/:commentId', async (request) => {
    const staff = await app.requireStaff(request);
    const { id, commentId } = parseForm(commentParams, request.params);
    return withTenant(db, staff.tenantId, (tx) => deleteComment(tx, staff, id, commentId));
  });

  app.delete('/api/applicants/:id', async (request) => {
    const staff = await app.requireStaff(request);
    return deleteApplicant(db, storage, staff, applicantId(request));
  });

  // The resume: as a download (recorded in the audit trail) or inline, for the review screen's preview.
  for (const [path, disposition] of [
    ['/api/applicants/:id/download', 'attachment'],
    ['/api/applicants/:id/resume', 'inline'],
  ] as const) {
    app.get(path, async (request, reply) => {
      const staff = await app.requireStaff(request);
      const id = applicantId(request);
      const resume = await findResume(db, staff, id, disposition === 'attachment' ? 'downloaded' : null);
      const file = await storage.get(resume.key);
      if (!file) throw notFound(NO_RESUME);
      if (disposition === 'inline') reply.header('content-security-policy', RESUME_CSP);
      return sendResume(reply, file, resume, disposition);
    });
  }
};
