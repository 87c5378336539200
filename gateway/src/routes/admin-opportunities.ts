// The admin's opportunities (issue 15; spec section 7, "Admin"): GET /api/admin/opportunities (the whole
// catalogue, searched and filtered) and GET .../{id} (one, for the edit form), POST (JSON, or multipart
// with the university's `logo`), PUT and DELETE /api/admin/opportunities/{id}, POST .../upload-logo (a
// university's logo), POST .../{id}/split-duplicate ("Not a duplicate": out of its near-duplicate group), and GET /api/admin/universities/countries for the form's pickers. Admins only
// (401 signed out, 403 anyone else); the listing and the search index follow each write through the
// outbox.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { findAdminOpportunity, listAdminOpportunities } from '@phd/services/admin/admin-opportunity-list';
import {
  adminBody,
  adminCreateOpportunity,
  adminDeleteOpportunity,
  adminUpdateOpportunity,
  universitiesByCountry,
} from '@phd/services/admin/admin-opportunities';
import { adminUploadUniversityLogo } from '@phd/services/admin/admin-university-logo';
import type { Db } from '@phd/services/db/client';
import { splitDuplicate } from '@phd/services/duplicates/split';
import { editorBodyFromFormFields } from '@phd/services/opportunities/editor-form-fields';
import type { Storage } from '@phd/services/storage/storage';
import { presentAdminOpportunity, presentAdminOpportunityDetail } from '../presenters/admin-opportunity.ts';
import { presentDetail } from '../presenters/opportunity.ts';
import { readLogoForm } from './logo-upload.ts';
import { LIMITS } from './rate-limits.ts';

type IdParams = { Params: { id: string } };

export const LOGO_UPLOADED = 'Logo uploaded successfully';
export const DUPLICATE_SPLIT = 'Marked as not a duplicate: it is listed on its own again.';

/** The create form's fields when sent as multipart: the JSON body's names. */
const CREATE_FIELDS = new Set(Object.keys(adminBody.shape));
/** A rich-text description may be long (opportunity.schema.ts allows 200,000 characters). */
const DESCRIPTION_BYTES = 1024 * 1024;

export const adminOpportunityRoutes: FastifyPluginAsync<{ db: Db; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  await app.register(multipart);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/admin/universities/countries', async (request) => {
    await app.requireAdmin(request);
    return universitiesByCountry(db);
  });

  app.get('/api/admin/opportunities', async (request) => {
    await app.requireAdmin(request);
    const { rows, total } = await listAdminOpportunities(db, request.query);
    return { data: rows.map(presentAdminOpportunity), pagination: { total } };
  });

  app.get<IdParams>('/api/admin/opportunities/:id', async (request) => {
    await app.requireAdmin(request);
    return { data: presentAdminOpportunityDetail(await findAdminOpportunity(db, request.params.id)) };
  });

  app.post('/api/admin/opportunities', async (request, reply) => {
    const actor = await app.requireAdmin(request);
    let row;
    if (request.isMultipart()) {
      const { fields, logo } = await readLogoForm(request, {
        fieldNames: CREATE_FIELDS,
        logoRequired: false,
        fieldSize: DESCRIPTION_BYTES,
      });
      const body = editorBodyFromFormFields(fields);
      row = await adminCreateOpportunity(db, actor, body, logo ? { file: logo, storage } : undefined);
    } else {
      row = await adminCreateOpportunity(db, actor, request.body);
    }
    return reply.status(201).send({ message: 'Opportunity created', data: presentDetail(row) });
  });

  app.post('/api/admin/opportunities/upload-logo', { config: { rateLimit: LIMITS.logoUpload } }, async (request) => {
    const actor = await app.requireAdmin(request);
    const { fields, logo } = await readLogoForm(request, { fieldNames: new Set(['university']) });
    return { message: LOGO_UPLOADED, ...(await adminUploadUniversityLogo(db, storage, actor, fields, logo!)) };
  });

  app.put<IdParams>('/api/admin/opportunities/:id', async (request) => {
    const actor = await app.requireAdmin(request);
    const row = await adminUpdateOpportunity(db, actor, request.params.id, request.body);
    return { message: 'Opportunity updated', data: presentDetail(row) };
  });

  app.post<IdParams>('/api/admin/opportunities/:id/split-duplicate', async (request) => {
    const actor = await app.requireAdmin(request);
    const row = await findAdminOpportunity(db, request.params.id);
    await splitDuplicate(db, row.id, actor);
    return { message: DUPLICATE_SPLIT };
  });

  app.delete<IdParams>('/api/admin/opportunities/:id', async (request) => {
    const actor = await app.requireAdmin(request);
    await adminDeleteOpportunity(db, actor, request.params.id);
    return { message: 'Opportunity deleted' };
  });
};
