// A university site's staff (issue 13; spec section 7 "Main user"; docs/tenant-api.md): the signed-in
// member, the staff and pending invitations (owners and admins manage them: only an owner may invite,
// change or remove an owner, and a site always keeps one), and what the e-mailed links do (accept an
// invitation, reset a forgotten password): no token yet, so those take the site from the host or the
// X-Tenant header, and anyone may call them. Staff sign in with POST /api/login on the site.
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import {
  acceptInvitationInput,
  invitationTokenInput,
  inviteInput,
  roleInput,
  staffEmailInput,
  staffIdParams,
  staffResetInput,
} from '../input/staff.ts';
import { SITE_MANAGERS, STAFF_ROLES } from '../staff-roles.ts';
import { customerSchema } from './tenant-site.ts';

export const STAFF_RESET_SENT =
  'If this address is on the site’s staff, we have sent a link to reset the password. Please check your inbox.';
export const STAFF_PASSWORD_RESET = 'Your password has been reset. Please sign in.';

const role = z.enum(STAFF_ROLES);
const isoTime = z.string().describe('ISO 8601');

/** A member of the site's staff. */
export const staffUserSchema = z
  .object({
    id: z.string().describe('UUID'),
    name: z.string(),
    email: z.string(),
    role,
    tenant_id: z.string().describe('UUID: the site'),
    last_login_at: isoTime.nullable(),
    created_at: isoTime,
  })
  .meta({ id: 'StaffUser' });

/** A pending invitation (its link works 7 days, once). */
export const invitationSchema = z
  .object({ id: z.string().describe('UUID'), email: z.string(), role, expires_at: isoTime, created_at: isoTime })
  .meta({ id: 'StaffInvitation' });

const message = z.string().describe('A sentence for the person');

/** Signed in: the token to send as a bearer token on this site, the member and the site. */
export const staffSignInSchema = z.object({ token: z.string(), user: staffUserSchema, tenant: customerSchema });

const staff = { audience: 'staff', area: 'University site', topic: 'Staff' } as const;
const managers = { ...staff, roles: SITE_MANAGERS } as const;

/** The e-mailed links: on the site (host or X-Tenant), before any sign-in, hence tagged Public. */
const links = { audience: 'anyone', area: 'Public', topic: 'University site staff links' } as const;

export const staffMe = contract({
  ...staff,
  method: 'GET',
  path: '/api/user/me',
  summary: 'The signed-in staff member and their site',
  responses: { 200: z.object({ user: staffUserSchema, tenant: customerSchema }) },
});

export const listStaff = contract({
  ...managers,
  method: 'GET',
  path: '/api/saas/staff',
  summary: "The site's staff (by role, then name) and its pending invitations (newest first)",
  responses: { 200: z.object({ data: z.array(staffUserSchema), invitations: z.array(invitationSchema) }) },
});

export const inviteStaff = contract({
  ...managers,
  method: 'POST',
  path: '/api/saas/staff/invitations',
  summary: 'Invite an address to the staff with a role: a single-use link, e-mailed, valid 7 days',
  body: inviteInput,
  responses: { 201: z.object({ message, invitation: invitationSchema }) },
});

export const withdrawInvitation = contract({
  ...managers,
  method: 'DELETE',
  path: '/api/saas/staff/invitations/:id',
  summary: 'Withdraw a pending invitation (its link stops working)',
  params: staffIdParams,
  responses: { 200: z.object({ message }) },
});

export const changeStaffRole = contract({
  ...managers,
  method: 'PUT',
  path: '/api/saas/staff/:id',
  summary: "Change a member's role (the site keeps at least one owner)",
  params: staffIdParams,
  body: roleInput,
  responses: { 200: z.object({ message, user: staffUserSchema }) },
});

export const removeStaff = contract({
  ...managers,
  method: 'DELETE',
  path: '/api/saas/staff/:id',
  summary: 'Remove a member from the staff: their sign-ins end (the site keeps at least one owner)',
  params: staffIdParams,
  responses: { 200: z.object({ message }) },
});

export const inspectInvitation = contract({
  ...links,
  method: 'POST',
  path: '/api/staff/invitations/inspect',
  summary: 'What an invitation link is for (address, role, expiry), so the page can greet the person',
  body: invitationTokenInput,
  responses: { 200: z.object({ email: z.string(), role, expires_at: isoTime }) },
});

export const acceptInvitation = contract({
  ...links,
  method: 'POST',
  path: '/api/staff/invitations/accept',
  summary: 'Accept an invitation: choose a name and a password, and be signed in at once (the link works once)',
  body: acceptInvitationInput,
  responses: { 200: z.object({ message, token: z.string(), user: staffUserSchema, tenant: customerSchema }) },
});

export const forgotStaffPassword = contract({
  ...links,
  method: 'POST',
  path: '/api/staff/forgot-password',
  summary:
    "E-mail a password reset link (one hour, once); the answer is the same whether or not the address is on the site's staff",
  body: staffEmailInput,
  responses: { 200: z.object({ message: z.literal(STAFF_RESET_SENT) }) },
});

export const resetStaffPassword = contract({
  ...links,
  method: 'POST',
  path: '/api/staff/reset-password',
  summary: 'Set a new password with the e-mailed link: every sign-in of the account ends',
  body: staffResetInput,
  responses: { 200: z.object({ message: z.literal(STAFF_PASSWORD_RESET) }) },
});
