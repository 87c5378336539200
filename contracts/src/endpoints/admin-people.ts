// The admin's recruiters and university sites (issue 15; docs/admin-and-operations.md): the lists with their
// filters, and the actions on one account or site, each answering { message, data } with the record as
// it is afterwards. Admins only (401 signed out, 403 "Only admins can do this." to anyone else; writes
// carry the CSRF token). An id that is not a UUID names nothing: 404, as for one that does not exist.
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import { wholeNumber } from '../input/numbers.ts';
import { settingsInput, staffEmail } from '../input/staff.ts';
import { lineText, requiredLine } from '../input/text.ts';
import { isReservedLabel, isValidSlug } from '../tenant-site.ts';

// ---------------------------------------------------------------------------------------------- input

const searchText = lineText('Search', { error: 'Search must be text' })
  .trim()
  .max(200, 'Search is too long')
  .optional();

export const recruiterListQuery = z.object({
  q: searchText,
  status: z
    .enum(['pending', 'active', 'suspended', 'all'], {
      error: 'Status must be one of: pending, active, suspended, all',
    })
    .default('all'),
  limit: wholeNumber('Limit', 1, 100, 20),
  offset: wholeNumber('Offset', 0, 1_000_000, 0),
});
export type RecruiterListQuery = z.output<typeof recruiterListQuery>;

export const tenantListQuery = z.object({
  q: searchText,
  status: z
    .enum(['active', 'suspended', 'all'], { error: 'Status must be one of: active, suspended, all' })
    .default('all'),
  limit: wholeNumber('Limit', 1, 100, 20),
  offset: wholeNumber('Offset', 0, 1_000_000, 0),
});
export type TenantListQuery = z.output<typeof tenantListQuery>;

export const SLUG_RULE =
  'Address must be 1 to 63 lowercase letters, digits and hyphens, and may not start or end with a hyphen.';
export const slugReserved = (slug: string) =>
  `The address “${slug}” is reserved for PhD Finder’s own use. Choose another one.`;

const slugField = lineText('Address', { error: 'Address is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Address is required')
  // The shared host rule (contracts/src/tenant-site.ts), so every address provisioned here opens.
  .superRefine((slug, ctx) => {
    if (isReservedLabel(slug)) ctx.addIssue({ code: 'custom', message: slugReserved(slug) });
    else if (!isValidSlug(slug)) ctx.addIssue({ code: 'custom', message: SLUG_RULE });
  });

/** The site's display name: the rule of the site's own settings (its staff's settings form). */
const siteName = settingsInput.shape.name;

export const provisionInput = z.object({
  slug: slugField,
  name: siteName,
  university: requiredLine('University', 300),
  owner_email: staffEmail,
});
export type ProvisionInput = z.output<typeof provisionInput>;

export const renameInput = z.object({ name: siteName });
export type RenameInput = z.output<typeof renameInput>;

/** The record's id: a UUID in any case; anything else is answered 404 by the action. */
const idParams = z.object({ id: z.string().describe('UUID (any case); another value answers 404') });

// -------------------------------------------------------------------------------------------- answers

const isoTime = z.string().describe('ISO 8601');
const pagination = z.object({ total: z.number().int() });

export const recruiterDomainTrust = z
  .enum(['trusted', 'academic', 'unknown'])
  .describe('In our universities table, only in the academic-domains dataset, or neither');

export const adminRecruiterSchema = z.object({
  id: z.string().describe('UUID'),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  university: z.string(),
  status: z.enum(['pending', 'active', 'suspended']),
  email_verified: z.boolean(),
  email_verified_at: isoTime.nullable(),
  domain: recruiterDomainTrust,
  created_at: isoTime,
  last_login_at: isoTime.nullable(),
  postings: z.object({ open: z.number().int(), total: z.number().int() }),
});
export type AdminRecruiter = z.output<typeof adminRecruiterSchema>;

export const adminTenantSchema = z.object({
  id: z.string().describe('UUID'),
  slug: z.string(),
  name: z.string(),
  university: z.string(),
  university_id: z.string().nullable(),
  site_url: z
    .string()
    .describe("The site's own address (its host under PUBLIC_URL, or /saas?site= when PUBLIC_URL is an IP address)"),
  staff_count: z.number().int(),
  owners: z.array(z.object({ name: z.string(), email: z.string() })),
  pending_owner_invitations: z
    .array(z.object({ email: z.string(), expires_at: isoTime }))
    .describe('Owner invitations not used yet and not expired'),
  listings: z.object({ open: z.number().int(), total: z.number().int() }),
  suspended_at: isoTime.nullable(),
  created_at: isoTime,
});
export type AdminTenant = z.output<typeof adminTenantSchema>;

const recruiters = { audience: 'admin', area: 'Admin', topic: 'Recruiters' } as const;
const sites = { audience: 'admin', area: 'Admin', topic: 'University sites' } as const;

const outcome = <S extends z.ZodType>(data: S) => z.object({ message: z.string(), data });

/** An action on one record (a recruiter account or a site): POST on its path, answering the record after. */
const recordAction = <const P extends string, S extends z.ZodType>(
  on: typeof recruiters | typeof sites,
  answer: S,
  path: P,
  summary: string,
) => contract({ ...on, method: 'POST', path, summary, params: idParams, responses: { 200: outcome(answer) } });

// ---------------------------------------------------------------------------------------- recruiters

export const listAdminRecruiters = contract({
  ...recruiters,
  method: 'GET',
  path: '/api/admin/recruiters',
  summary: 'Recruiter accounts, newest first, by status and a search on e-mail, name and university',
  query: recruiterListQuery,
  responses: { 200: z.object({ data: z.array(adminRecruiterSchema), pagination }) },
});

const recruiterAction = <const P extends string>(path: P, summary: string) =>
  recordAction(recruiters, adminRecruiterSchema, path, summary);

export const verifyAdminRecruiter = recruiterAction(
  '/api/admin/recruiters/:id/verify',
  'Count the e-mail as verified; a waiting account becomes active',
);
export const suspendAdminRecruiter = recruiterAction(
  '/api/admin/recruiters/:id/suspend',
  'Suspend: sign-in refused, every session ended, every listing hidden from PhD Finder',
);
export const reinstateAdminRecruiter = recruiterAction(
  '/api/admin/recruiters/:id/reinstate',
  'Reinstate: active again (pending while unverified), listings back',
);
export const resendAdminRecruiterVerification = recruiterAction(
  '/api/admin/recruiters/:id/resend-verification',
  'E-mail a fresh verification link (the old one stops working); 409 when verified or suspended',
);

/** The actions on one recruiter account, by the last part of their path. */
export const recruiterActions = {
  verify: verifyAdminRecruiter,
  suspend: suspendAdminRecruiter,
  reinstate: reinstateAdminRecruiter,
  'resend-verification': resendAdminRecruiterVerification,
};
export type RecruiterAction = keyof typeof recruiterActions;

// ------------------------------------------------------------------------------------ university sites

export const listAdminTenants = contract({
  ...sites,
  method: 'GET',
  path: '/api/admin/tenants',
  summary: 'University sites, newest first, by state and a search on address, name and university',
  query: tenantListQuery,
  responses: { 200: z.object({ data: z.array(adminTenantSchema), pagination }) },
});

export const provisionAdminTenant = contract({
  ...sites,
  method: 'POST',
  path: '/api/admin/tenants',
  summary: 'Provision a site; its owner is e-mailed the staff invitation (409 when the address is taken)',
  body: provisionInput,
  responses: { 201: outcome(adminTenantSchema) },
});

export const renameAdminTenant = contract({
  ...sites,
  method: 'PUT',
  path: '/api/admin/tenants/:id',
  summary: 'Rename a site (its display name)',
  params: idParams,
  body: renameInput,
  responses: { 200: outcome(adminTenantSchema) },
});

const tenantAction = <const P extends string>(path: P, summary: string) =>
  recordAction(sites, adminTenantSchema, path, summary);

export const suspendAdminTenant = tenantAction(
  '/api/admin/tenants/:id/suspend',
  'Suspend a site: its staff are signed out, its site and listings close',
);
export const reinstateAdminTenant = tenantAction(
  '/api/admin/tenants/:id/reinstate',
  'Reinstate a site: it opens again and its listed positions return',
);

/** The actions on one site, by the last part of their path. */
export const tenantActions = { suspend: suspendAdminTenant, reinstate: reinstateAdminTenant };
export type TenantAction = keyof typeof tenantActions;
