// Calls of a university site's staff (issue 13; docs/tenant-api.md): sign-in (POST /api/login on the
// site), the profile (GET /api/user/me), the site (GET /api/customer/me), its settings and logo, the
// staff and invitations, and the e-mailed links (accept an invitation, reset a password). All
// go through their contracts (@phd/contracts/endpoints/staff, tenant-site and candidate-account).
import type { z } from 'zod';
import {
  acceptInvitation,
  changeStaffRole,
  forgotStaffPassword,
  inspectInvitation,
  invitationSchema,
  inviteStaff,
  listStaff,
  removeStaff,
  resetStaffPassword,
  staffMe,
  staffSignInSchema,
  staffUserSchema,
  withdrawInvitation,
} from '@phd/contracts/endpoints/staff';
import { customerSchema, removeSiteLogo, saveSiteSettings, uploadSiteLogo } from '@phd/contracts/endpoints/tenant-site';
import type { ContractInput } from '@phd/contracts/http/contract';
import type { StaffRole } from '@phd/contracts/staff-roles';
import { login } from '@phd/contracts/endpoints/candidate-account';
import { ssoLogout } from '@phd/contracts/endpoints/sso';
import { call } from './call.ts';
import { ApiError } from './client.ts';

export type { StaffRole };

export type StaffUser = z.output<typeof staffUserSchema>;

/** The spec's Customer: a university site, with its university. */
export type Customer = z.output<typeof customerSchema>;

export type StaffSignIn = z.output<typeof staffSignInSchema>;

export type Invitation = z.output<typeof invitationSchema>;

export const ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', admin: 'Admin', reviewer: 'Reviewer' };

export const isManagerRole = (role: StaffRole | undefined) => role === 'owner' || role === 'admin';

export const staffApi = {
  /**
   * `site`: the slug typed on /saas/login (a tenant host names its own). On a university site the
   * contract's answer is the 200 (the staff token); its other answer, the main site's 303 to Google,
   * never comes back here as a body, so anything but a token is a failed sign-in.
   */
  signIn: async (email: string, password: string, site?: string): Promise<StaffSignIn> => {
    const answer = await call(login, { query: {}, body: { email, password } }, { tenant: site, anonymous: true });
    if (!answer?.token) throw new ApiError('Sign-in failed: the server sent no staff token', 200, answer);
    return answer;
  },
  me: (signal?: AbortSignal) => call(staffMe, {}, { signal }),
  /**
   * Ends the staff session; after a SAML sign-in whose IdP offers single logout it also answers the
   * IdP's address, where the browser goes next (issue 33).
   */
  logout: (via: 'host' | 'saas') => call(ssoLogout, { body: { via } }),

  staff: (signal?: AbortSignal) => call(listStaff, {}, { signal }),
  invite: (email: string, role: StaffRole) => call(inviteStaff, { body: { email, role } }),
  withdraw: (id: string) => call(withdrawInvitation, { params: { id } }),
  changeRole: (id: string, role: StaffRole) => call(changeStaffRole, { params: { id }, body: { role } }),
  remove: (id: string) => call(removeStaff, { params: { id } }),

  saveSettings: (name: string, accentColor: string | null) =>
    call(saveSiteSettings, { body: { name, accent_color: accentColor } }),
  /** A multipart contract's body travels as FormData (the contract names its part: `logo`). */
  uploadLogo: (file: File) => {
    const body = new FormData();
    body.append('logo', file);
    return call(uploadSiteLogo, { body: body as unknown as ContractInput<typeof uploadSiteLogo>['body'] });
  },
  removeLogo: () => call(removeSiteLogo, {}),

  inspectInvitation: (token: string) => call(inspectInvitation, { body: { token } }, { anonymous: true }),
  acceptInvitation: (token: string, name: string, password: string) =>
    call(acceptInvitation, { body: { token, name, password } }, { anonymous: true }),
  forgotPassword: (email: string) => call(forgotStaffPassword, { body: { email } }, { anonymous: true }),
  resetPassword: (token: string, password: string) =>
    call(resetStaffPassword, { body: { token, password } }, { anonymous: true }),
};
