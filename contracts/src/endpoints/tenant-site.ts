// A university site itself (issue 13; spec section 7 "Customer"; docs/tenant-api.md): its public face
// on its own host (name, university, logo, accent colour), the staff's view of it, and its settings,
// which the site's owners and admins manage (the name, the accent colour, the logo, and how long the
// closing e-mails of a closed position wait: docs/closing-notices.md).
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import { closingNoticeDelayInput, settingsInput } from '../input/staff.ts';
import { errorSchema } from '../public-schemas.ts';
import { SITE_MANAGERS } from '../staff-roles.ts';

export const SETTINGS_SAVED = 'Site settings saved';
export const LOGO_UPLOADED = 'Logo uploaded';
export const LOGO_REMOVED = 'Logo removed';
export const CLOSING_DELAY_SAVED = 'Closing e-mail delay saved';
export const NOT_YOUR_SITE = 'You can only see your own university site.';
export const NO_TENANT_HERE =
  'This is the main site, not a university site: open a university site by its own address.';
export const NO_LOGO_HERE = 'This university site has no logo.';

const logoUrl = z
  .string()
  .nullable()
  .describe('Where the logo is served (GET /api/tenant/logo?v=…), or null: the header shows the name');
const accentColor = z.string().nullable().describe("#rrggbb for buttons and links, or null for the product's own");

/** The spec's Customer: a university site, with its university. */
export const customerSchema = z
  .object({
    id: z.string().describe('UUID'),
    slug: z.string().describe("The site's host label (<slug>.phdfinder…) and X-Tenant value"),
    name: z.string().describe("The site's display name"),
    university: z.string(),
    logo_url: logoUrl,
    accent_color: accentColor,
  })
  .meta({ id: 'Customer' });

/** What anyone may read of a site: what its header shows. */
export const publicTenantSchema = customerSchema.omit({ id: true }).meta({ id: 'PublicTenant' });

const siteSaved = (message: string) => z.object({ message: z.literal(message), tenant: customerSchema });

/**
 * Public reads of a site's own face: on its host (or with X-Tenant), no sign-in. Tagged Public: the
 * OpenAPI document's other areas carry a sign-in requirement (gateway/test/openapi.test.ts).
 */
const publicSite = { audience: 'anyone', area: 'Public', topic: 'University site pages' } as const;

/** The staff's own site. */
const staffSite = { audience: 'staff', area: 'University site', topic: 'Site settings' } as const;

export const publicTenant = contract({
  ...publicSite,
  method: 'GET',
  path: '/api/tenant',
  summary:
    "The site's public settings (name, university, logo, accent colour), for the site its host or " +
    'X-Tenant names; 404 on the main site or for an unknown site. Browsers revalidate it (no-cache, vary)',
  cacheable: true,
  responses: { 200: publicTenantSchema },
  others: { 404: errorSchema.describe('The main site (not_found), or no site by that name (tenant_not_found)') },
});

export const tenantLogo = contract({
  ...publicSite,
  method: 'GET',
  path: '/api/tenant/logo',
  summary: "The site's logo (PNG, cached for a day); 404 when it has none",
  produces: 'image/png',
  cacheable: true,
  query: z.object({ v: z.string().optional().describe("The logo's version, so a new logo is not hidden by caches") }),
  responses: { 200: z.string().describe('The logo (PNG)') },
  others: { 404: errorSchema.describe(NO_LOGO_HERE) },
});

export const customerMe = contract({
  ...staffSite,
  method: 'GET',
  path: '/api/customer/me',
  summary: "The signed-in staff member's university site",
  responses: { 200: customerSchema },
});

export const customerById = contract({
  ...staffSite,
  method: 'GET',
  path: '/api/customers/:id',
  summary: "A university site by id: the caller's own only (another site's is 403)",
  params: z.object({ id: z.uuid({ error: 'is not a valid id' }).transform((id) => id.toLowerCase()) }),
  responses: { 200: customerSchema },
  others: { 403: errorSchema.describe(NOT_YOUR_SITE) },
});

export const saveSiteSettings = contract({
  ...staffSite,
  roles: SITE_MANAGERS,
  method: 'PUT',
  path: '/api/customer/me',
  summary: "Set the site's name and accent colour (dark enough to read on white: contrast 4.5 to 1)",
  body: settingsInput,
  responses: { 200: siteSaved(SETTINGS_SAVED) },
});

export const uploadSiteLogo = contract({
  ...staffSite,
  roles: SITE_MANAGERS,
  method: 'POST',
  path: '/api/customer/me/logo',
  summary: "Upload the site's logo (PNG, JPEG, WebP or GIF under 5 MB; fitted in 400×400 and re-encoded as PNG)",
  consumes: 'multipart/form-data',
  body: z.object({ logo: z.string().describe('The image file (PNG, JPEG, WebP or GIF, under 5 MB)') }),
  responses: { 200: siteSaved(LOGO_UPLOADED) },
});

export const removeSiteLogo = contract({
  ...staffSite,
  roles: SITE_MANAGERS,
  method: 'DELETE',
  path: '/api/customer/me/logo',
  summary: "Remove the site's logo (the header then shows its name)",
  responses: { 200: siteSaved(LOGO_REMOVED) },
});

const closingNoticeDelay = z
  .object({
    delay_days: z
      .number()
      .int()
      .describe("Days a closed position's undecided applicants wait for their closing e-mail (0-30)"),
  })
  .meta({ id: 'ClosingNoticeDelay' });

export const getClosingNoticeDelay = contract({
  ...staffSite,
  method: 'GET',
  path: '/api/customer/me/closing-notices',
  summary: "How many days the site's closing e-mails wait after a position closes, so reviewers can finish",
  responses: { 200: closingNoticeDelay },
});

export const saveClosingNoticeDelay = contract({
  ...staffSite,
  roles: SITE_MANAGERS,
  method: 'PUT',
  path: '/api/customer/me/closing-notices',
  summary: 'Set how many days (0 to 30) the closing e-mails wait after a position closes; they are never turned off',
  body: closingNoticeDelayInput,
  responses: {
    200: z.object({ message: z.literal(CLOSING_DELAY_SAVED), delay_days: closingNoticeDelay.shape.delay_days }),
  },
});
