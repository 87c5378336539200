// A university site's own opportunities (spec section 7, "SaaS opportunities"; docs/tenant-api.md,
// "Opportunities"). From a tenant host or a /saas page the client sends the site and the staff token.
// The calls go through their contracts (@phd/contracts/endpoints/saas-opportunities).
import type { z } from 'zod';
import {
  createTenantOpportunity,
  deleteTenantOpportunity,
  editTenantOpportunity,
  getTenantOpportunity,
  listTenantOpportunities,
  tenantOpportunitySchema,
} from '@phd/contracts/endpoints/saas-opportunities';
import type { TenantOpportunityStatus } from '@phd/contracts/input/tenant-opportunity';
import { call } from './call.ts';
import type { ClosingOutcome } from '@phd/contracts/input/closing-outcome';
import type { OpportunityInput } from './university.ts';

export type TenantOpportunity = z.output<typeof tenantOpportunitySchema>;

/** A recruiter's fields plus the status and "Also list on PhD Finder" (and, when closing, the outcome). */
export interface TenantOpportunityInput extends OpportunityInput {
  status: TenantOpportunityStatus;
  listed_publicly: boolean;
  outcome?: ClosingOutcome | null;
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

/** The default names of the applicant statuses (contracts/src/applicant-statuses.ts). */
export { APPLICANT_STATUS_LABELS } from '@phd/contracts/applicant-statuses';

export const tenantOpportunities = {
  list: ({ limit, offset, ...filters }: TenantOpportunityFilters, signal?: AbortSignal) =>
    call(listTenantOpportunities, { query: { ...filters, limit: String(limit), offset: String(offset) } }, { signal }),
  get: (id: string, signal?: AbortSignal) => call(getTenantOpportunity, { params: { id } }, { signal }),
  create: (body: TenantOpportunityInput) => call(createTenantOpportunity, { body }),
  update: (id: string, body: Partial<TenantOpportunityInput>) => call(editTenantOpportunity, { params: { id }, body }),
  /** Typed as a plain message, so a page may treat it like the other changes' answers. */
  remove: (id: string): Promise<{ message: string }> => call(deleteTenantOpportunity, { params: { id } }),
};

/** The dashboard's lists, refreshed after every change. */
export const TENANT_OPPORTUNITIES_KEY = ['saas', 'opportunities'] as const;
