// The admin console's recruiters and university sites (issue 15). Cookie-authenticated like every
// main-site call; the client adds the CSRF token to writes. Each action answers { message, data }
// with the record as it is afterwards.
import type { AdminRecruiterJson, AdminTenantJson } from '@phd/contracts/api-types';
import { ADMIN_PAGE_SIZE, type Page } from './admin.ts';
import { api } from './client.ts';

export type RecruiterFilter = 'all' | 'pending' | 'active' | 'suspended';
export type RecruiterAction = 'verify' | 'suspend' | 'reinstate' | 'resend-verification';
export type TenantFilter = 'all' | 'active' | 'suspended';

export interface Outcome<T> {
  message: string;
  data: T;
}

export interface ProvisionForm {
  slug: string;
  name: string;
  university: string;
  owner_email: string;
}

export const adminPeopleApi = {
  recruiters: (filter: { status: RecruiterFilter; q?: string }, offset: number) =>
    api<Page<AdminRecruiterJson>>('/api/admin/recruiters', {
      query: { ...filter, limit: ADMIN_PAGE_SIZE, offset },
    }),
  recruiterAction: (id: string, action: RecruiterAction) =>
    api<Outcome<AdminRecruiterJson>>(`/api/admin/recruiters/${id}/${action}`, { method: 'POST' }),
  tenants: (filter: { status: TenantFilter; q?: string }, offset: number) =>
    api<Page<AdminTenantJson>>('/api/admin/tenants', { query: { ...filter, limit: ADMIN_PAGE_SIZE, offset } }),
  provision: (form: ProvisionForm) =>
    api<Outcome<AdminTenantJson>>('/api/admin/tenants', { method: 'POST', body: form }),
  rename: (id: string, name: string) =>
    api<Outcome<AdminTenantJson>>(`/api/admin/tenants/${id}`, { method: 'PUT', body: { name } }),
  tenantAction: (id: string, action: 'suspend' | 'reinstate') =>
    api<Outcome<AdminTenantJson>>(`/api/admin/tenants/${id}/${action}`, { method: 'POST' }),
  universities: () =>
    api<{ data: { country: string; universities: { id: string; name: string }[] }[] }>(
      '/api/admin/universities/countries',
    ),
};
