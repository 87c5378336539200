// The admin's opportunities (issue 15; spec section 7, "Admin"), served from their contracts
// (@phd/contracts/endpoints/admin-opportunities): GET /api/admin/opportunities (the whole catalogue,
// searched and filtered) and GET .../{id} (one, for the edit form), POST (JSON, or multipart with the
// university's `logo`), PUT and DELETE /api/admin/opportunities/{id}, POST .../upload-logo (a
// university's logo), POST .../{id}/split-duplicate ("Not a duplicate": out of its near-duplicate
// group), and GET /api/admin/universities/countries for the form's pickers. Admins only (401 signed
// out, 403 anyone else); the listing and the search index follow each write through the outbox.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import {
  createAdminOpportunity,
  deleteAdminOpportunity,
  DUPLICATE_SPLIT,
  getAdminOpportunity,
  listAdminOpportunities,
  LOGO_UPLOADED,
  OPPORTUNITY_CREATED,
  OPPORTUNITY_DELETED,
  OPPORTUNITY_UPDATED,
  splitAdminDuplicate,
  universitiesByCountry,
  updateAdminOpportunity,
  uploadAdminUniversityLogo,
} from '@phd/contracts/endpoints/admin-opportunities';
import { adminOpportunityBody, universityLogoFields } from '@phd/contracts/input/admin-opportunity';
import {
  findAdminOpportunity,
  listAdminOpportunities as listCatalogue,
} from '@phd/services/admin/admin-opportunity-list';
import * as admin from '@phd/services/admin/admin-opportunities';
import { adminUploadUniversityLogo } from '@phd/services/admin/admin-university-logo';
import type { Db } from '@phd/services/db/client';
import { splitDuplicate } from '@phd/services/duplicates/split';
import { parseForm } from '@phd/services/form-input';
import { readEditorBody } from '@phd/services/opportunities/editor-body';
import { editorBodyFromFormFields } from '@phd/services/opportunities/editor-form-fields';
import type { Storage } from '@phd/services/storage/storage';
import { serve } from '../plugins/contract-routes.ts';
import { presentAdminOpportunity, presentAdminOpportunityDetail } from '../presenters/admin-opportunity.ts';
import { presentDetail } from '../presenters/opportunity.ts';
import { readLogoForm } from './logo-upload.ts';
import { LIMITS } from './rate-limits.ts';

// The tests and the console read these words from here too.

/** The create form's fields when sent as multipart: the JSON body's names. */
const CREATE_FIELDS = new Set(Object.keys(adminOpportunityBody.shape));
/** A rich-text description may be long (opportunity.schema.ts allows 200,000 characters). */
const DESCRIPTION_BYTES = 1024 * 1024;

export const adminOpportunityRoutes: FastifyPluginAsync<{ db: Db; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  await app.register(multipart);

  serve(app, universitiesByCountry, async () => admin.universitiesByCountry(db));

  serve(app, listAdminOpportunities, async ({ query }) => {
    const { rows, total } = await listCatalogue(db, query);
    return { data: rows.map(presentAdminOpportunity), pagination: { total } };
  });

  serve(app, getAdminOpportunity, async ({ params }) => ({
    data: presentAdminOpportunityDetail(await findAdminOpportunity(db, params.id)),
  }));

  // JSON, read at the edge; or multipart (the same fields as text, and the university's logo), whose
  // JSON body is empty and whose fields are read here with the same wording.
  serve(
    app,
    createAdminOpportunity,
    async ({ caller, body, request }) => {
      let row;
      if (request.isMultipart()) {
        const { fields, logo } = await readLogoForm(request, {
          fieldNames: CREATE_FIELDS,
          logoRequired: false,
          fieldSize: DESCRIPTION_BYTES,
        });
        const formBody = readEditorBody(adminOpportunityBody, editorBodyFromFormFields(fields));
        row = await admin.adminCreateOpportunity(db, caller, formBody, logo ? { file: logo, storage } : undefined);
      } else {
        row = await admin.adminCreateOpportunity(db, caller, body);
      }
      return { message: OPPORTUNITY_CREATED, data: presentDetail(row) };
    },
    { readBody: readEditorBody },
  );

  serve(
    app,
    uploadAdminUniversityLogo,
    async ({ caller, request }) => {
      const { fields, logo } = await readLogoForm(request, { fieldNames: new Set(['university']) });
      const target = parseForm(universityLogoFields, fields);
      return { message: LOGO_UPLOADED, ...(await adminUploadUniversityLogo(db, storage, caller, target, logo!)) };
    },
    { rateLimit: LIMITS.logoUpload },
  );

  serve(
    app,
    updateAdminOpportunity,
    async ({ caller, params, body }) => {
      const row = await admin.adminUpdateOpportunity(db, caller, params.id, body);
      return { message: OPPORTUNITY_UPDATED, data: presentDetail(row) };
    },
    { readBody: readEditorBody },
  );

  serve(app, splitAdminDuplicate, async ({ caller, params }) => {
    const row = await findAdminOpportunity(db, params.id);
    await splitDuplicate(db, row.id, caller);
    return { message: DUPLICATE_SPLIT };
  });

  serve(app, deleteAdminOpportunity, async ({ caller, params }) => {
    await admin.adminDeleteOpportunity(db, caller, params.id);
    return { message: OPPORTUNITY_DELETED };
  });
};
