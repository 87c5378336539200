// The admin's catalogue (issue 15; spec section 7, "Admin"): every listing, searched and filtered, one
// for the edit form, create (JSON, or multipart with the university's logo), edit, feature, delete,
// "Not a duplicate", a university's logo on its own, and the form's pickers. Admins only (401 signed
// out, 403 "Only admins can do this." to anyone else; writes carry the CSRF token). Unknown or
// malformed ids answer 404.
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import {
  ADMIN_SOURCES,
  adminOpportunityBody,
  adminOpportunityQuery,
  universityLogoFields,
} from '../input/admin-opportunity.ts';
import { errorSchema, opportunityDetailSchema } from '../public-schemas.ts';

export const OPPORTUNITY_CREATED = 'Opportunity created' as const;
export const OPPORTUNITY_UPDATED = 'Opportunity updated' as const;
export const OPPORTUNITY_DELETED = 'Opportunity deleted' as const;
export const LOGO_UPLOADED = 'Logo uploaded successfully' as const;
export const DUPLICATE_SPLIT = 'Marked as not a duplicate: it is listed on its own again.' as const;

const OPPORTUNITIES = '/api/admin/opportunities';
const unixSeconds = z.number().int().describe('Unix seconds');

/** A listing in the console's table: any status, source, moderation or deletion. */
export const adminOpportunitySchema = z
  .object({
    id: z.string().describe('UUID'),
    title: z.string(),
    university: z.string(),
    university_id: z.string().nullable().describe("The catalogue's university row, when the listing is tied to one"),
    country: z.string(),
    city: z.string().nullable(),
    category: z.enum(['standard', 'featured']),
    status: z.enum(['open', 'closed', 'draft']),
    source: z.enum(ADMIN_SOURCES),
    moderation_state: z.enum(['approved', 'pending', 'rejected']),
    owner_suspended: z.boolean(),
    tenant_id: z
      .string()
      .nullable()
      .describe("A university site's listing (shown here only when it is also listed on PhD Finder)"),
    closing_date: unixSeconds.describe('Unix seconds; 0 when there is no closing date'),
    views: z.number().int(),
    link: z.string().describe('The public page is /opportunities/{link}'),
    created_at: unixSeconds,
    updated_at: unixSeconds,
    deleted_at: unixSeconds.nullable().describe('Unix seconds when it was deleted; null while it is not'),
    duplicate_of: z
      .string()
      .nullable()
      .describe('The canonical listing of its near-duplicate group when it is a duplicate'),
    duplicates: z
      .number()
      .int()
      .describe(
        'Near-duplicates grouped under this listing (0 when it leads no group; the detail does not count them)',
      ),
  })
  .meta({ id: 'AdminOpportunity' });

/** One listing with every field the edit form needs (the public detail's, then the console's). */
export const adminOpportunityDetailSchema = opportunityDetailSchema
  .omit({ also_posted_at: true })
  .extend(adminOpportunitySchema.shape)
  .extend({
    collect_resumes: z.boolean().describe('As stored, whatever the public page makes of it'),
    logo_url: z.string().nullable().describe("The university's uploaded logo (a versioned path), or null"),
  })
  .meta({ id: 'AdminOpportunityDetail' });

export type AdminOpportunityJson = z.output<typeof adminOpportunitySchema>;
export type AdminOpportunityDetailJson = z.output<typeof adminOpportunityDetailSchema>;

const idParams = z.object({ id: z.string().describe('UUID (any case); another value answers 404') });
const notFound = { 404: errorSchema.describe('No listing has this id') };
const admin = { audience: 'admin', area: 'Admin', topic: 'Catalogue' } as const;

export const listAdminOpportunities = contract({
  ...admin,
  method: 'GET',
  path: OPPORTUNITIES,
  summary: 'The whole catalogue, newest first: searched by title or university, filtered, one page',
  query: adminOpportunityQuery,
  responses: {
    200: z.object({ data: z.array(adminOpportunitySchema), pagination: z.object({ total: z.number().int() }) }),
  },
});

export const getAdminOpportunity = contract({
  ...admin,
  method: 'GET',
  path: `${OPPORTUNITIES}/:id`,
  summary: 'One listing for the edit form, deleted ones included, with its university logo',
  params: idParams,
  responses: { 200: z.object({ data: adminOpportunityDetailSchema }) },
  others: notFound,
});

export const createAdminOpportunity = contract({
  ...admin,
  method: 'POST',
  path: OPPORTUNITIES,
  summary:
    'Create a listing for any university. Also as multipart/form-data: the same fields as text, plus ' +
    "`logo` (an image, up to 5 MB), which becomes the university's logo (a university not listed yet is added)",
  body: adminOpportunityBody,
  responses: { 201: z.object({ message: z.literal(OPPORTUNITY_CREATED), data: opportunityDetailSchema }) },
});

export const uploadAdminUniversityLogo = contract({
  ...admin,
  method: 'POST',
  path: `${OPPORTUNITIES}/upload-logo`,
  summary: "A university's logo, checked by its content and fitted in 400 px as PNG (limited per address)",
  consumes: 'multipart/form-data',
  body: universityLogoFields.extend({
    logo: z.string().describe('The image file (PNG, JPEG, WebP or GIF, up to 5 MB)'),
  }),
  responses: {
    200: z.object({
      message: z.literal(LOGO_UPLOADED),
      logo_url: z.string().describe('Where GET /api/images serves it (a versioned path)'),
      university: z.object({ id: z.string(), name: z.string() }),
    }),
  },
});

export const updateAdminOpportunity = contract({
  ...admin,
  method: 'PUT',
  path: `${OPPORTUNITIES}/:id`,
  summary: 'Change the fields sent (featuring is category: featured)',
  params: idParams,
  body: adminOpportunityBody,
  responses: { 200: z.object({ message: z.literal(OPPORTUNITY_UPDATED), data: opportunityDetailSchema }) },
  others: notFound,
});

export const splitAdminDuplicate = contract({
  ...admin,
  method: 'POST',
  path: `${OPPORTUNITIES}/:id/split-duplicate`,
  summary: '"Not a duplicate": the listing leaves its near-duplicate group for good and is listed on its own',
  params: idParams,
  responses: { 200: z.object({ message: z.literal(DUPLICATE_SPLIT) }) },
  others: { ...notFound, 409: errorSchema.describe('The listing is in no near-duplicate group') },
});

export const deleteAdminOpportunity = contract({
  ...admin,
  method: 'DELETE',
  path: `${OPPORTUNITIES}/:id`,
  summary: 'Delete a listing (softly: it leaves the listing; a second delete answers 404)',
  params: idParams,
  responses: { 200: z.object({ message: z.literal(OPPORTUNITY_DELETED) }) },
  others: notFound,
});

export const universitiesByCountry = contract({
  ...admin,
  method: 'GET',
  path: '/api/admin/universities/countries',
  summary: "The form's pickers: each country with its universities",
  responses: {
    200: z.object({
      data: z.array(
        z.object({ country: z.string(), universities: z.array(z.object({ id: z.string(), name: z.string() })) }),
      ),
    }),
  },
});
