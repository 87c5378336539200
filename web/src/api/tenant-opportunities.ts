// A university site's own opportunities (spec section 7, "SaaS opportunities"; docs/tenant-api.md,
// "Opportunities"). From a tenant host or a /saas page the client sends the site and the staff token.
import type { ApplicantStatus, TenantOpportunityJson, TenantOpportunityStatus } from '@phd/contracts/api-types';
import { api } from './client.ts';
import type { OpportunityInput } from './university.ts';

export type TenantOpportunity = TenantOpportunityJson;

/** A recruiter's fields plus the status and "Also list on PhD Finder". */
export interface TenantOpportunityInput extends OpportunityInput {
  status: TenantOpportunityStatus;
  listed_publicly: boolean;
}

export interface TenantOpportunityFilters {
  status?: TenantOpportunityStatus;
  q?: string;
  limit: number;
  offset: number;
}

export const TENANT_STATUS_LABELS: Record<TenantOpportunityStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  closed: 'Closed',
};

export const APPLICANT_STATUS_LABELS: Record<ApplicantStatus, string> = {
  new: 'New',
  reviewing: 'Reviewing',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offered: 'Offered',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

const URL = '/api/saas/opportunities';

type Saved = { message: string; data: TenantOpportunity };

export const tenantOpportunities = {
  list: (filters: TenantOpportunityFilters, signal?: AbortSignal) =>
    api<{ data: TenantOpportunity[]; pagination: { total: number } }>(URL, { query: { ...filters }, signal }),
  get: (id: string, signal?: AbortSignal) => api<{ data: TenantOpportunity }>(`${URL}/${id}`, { signal }),
  create: (body: TenantOpportunityInput) => api<Saved>(URL, { method: 'POST', body }),
  update: (id: string, body: Partial<TenantOpportunityInput>) => api<Saved>(`${URL}/${id}`, { method: 'PUT', body }),
  remove: (id: string) => api<{ message: string }>(`${URL}/${id}`, { method: 'DELETE' }),
};

/** The dashboard's lists, refreshed after every change. */
export const TENANT_OPPORTUNITIES_KEY = ['saas', 'opportunities'] as const;
