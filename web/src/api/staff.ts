// Calls of a university site's staff (issue 13; docs/tenant-api.md): sign-in (POST /api/login on the
// site), the profile (GET /api/user/me), the site (GET /api/customer/me), its settings and logo, the
// staff and invitations, and the e-mailed links (accept an invitation, reset a password).
import { api } from './client.ts';

export type StaffRole = 'owner' | 'admin' | 'reviewer';

export interface StaffUser {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  tenant_id: string;
  last_login_at: string | null;
  created_at: string;
}

/** The spec's Customer: a university site, with its university. */
export interface Customer {
  id: string;
  slug: string;
  name: string;
  university: string;
  logo_url: string | null;
  accent_color: string | null;
}

export interface StaffSignIn {
  token: string;
  user: StaffUser;
  tenant: Customer;
}

export interface Invitation {
  id: string;
  email: string;
  role: StaffRole;
  expires_at: string;
  created_at: string;
}

export const ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', admin: 'Admin', reviewer: 'Reviewer' };

export const isManagerRole = (role: StaffRole | undefined) => role === 'owner' || role === 'admin';

type Message = { message: string };

export const staffApi = {
  /** `site`: the slug typed on /saas/login (a tenant host names its own). */
  signIn: (email: string, password: string, site?: string) =>
    api<StaffSignIn>('/api/login', { method: 'POST', body: { email, password }, tenant: site, anonymous: true }),
  me: (signal?: AbortSignal) => api<{ user: StaffUser; tenant: Customer }>('/api/user/me', { signal }),
  logout: () => api<Message>('/api/logout', { method: 'POST' }),

  staff: (signal?: AbortSignal) => api<{ data: StaffUser[]; invitations: Invitation[] }>('/api/saas/staff', { signal }),
  invite: (email: string, role: StaffRole) =>
    api<Message & { invitation: Invitation }>('/api/saas/staff/invitations', {
      method: 'POST',
      body: { email, role },
    }),
  withdraw: (id: string) => api<Message>(`/api/saas/staff/invitations/${id}`, { method: 'DELETE' }),
  changeRole: (id: string, role: StaffRole) =>
    api<Message & { user: StaffUser }>(`/api/saas/staff/${id}`, { method: 'PUT', body: { role } }),
  remove: (id: string) => api<Message>(`/api/saas/staff/${id}`, { method: 'DELETE' }),

  saveSettings: (name: string, accentColor: string | null) =>
    api<Message & { tenant: Customer }>('/api/customer/me', {
      method: 'PUT',
      body: { name, accent_color: accentColor },
    }),
  uploadLogo: (file: File) => {
    const body = new FormData();
    body.append('logo', file);
    return api<Message & { tenant: Customer }>('/api/customer/me/logo', { method: 'POST', body });
  },
  removeLogo: () => api<Message & { tenant: Customer }>('/api/customer/me/logo', { method: 'DELETE' }),

  inspectInvitation: (token: string) =>
    api<{ email: string; role: StaffRole; expires_at: string }>('/api/staff/invitations/inspect', {
      method: 'POST',
      body: { token },
      anonymous: true,
    }),
  acceptInvitation: (token: string, name: string, password: string) =>
    api<StaffSignIn & Message>('/api/staff/invitations/accept', {
      method: 'POST',
      body: { token, name, password },
      anonymous: true,
    }),
  forgotPassword: (email: string) =>
    api<Message>('/api/staff/forgot-password', { method: 'POST', body: { email }, anonymous: true }),
  resetPassword: (token: string, password: string) =>
    api<Message>('/api/staff/reset-password', { method: 'POST', body: { token, password }, anonymous: true }),
};
