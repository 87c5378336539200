// The admin console's catalogue calls (issue 15): the whole catalogue searched and filtered, one listing
// for the edit form, create (JSON, or multipart with the university's logo), edit, feature, delete, a
// university's logo, and the pickers' universities by country.
import type { AdminOpportunityDetailJson, AdminOpportunityJson } from '@phd/contracts/api-types';
import { ADMIN_KEY, ADMIN_PAGE_SIZE, type Page } from './admin.ts';
import { api } from './client.ts';
import type { OpportunityInput } from './university.ts';

export const ADMIN_OPPORTUNITIES_KEY = [...ADMIN_KEY, 'opportunities'] as const;

export type AdminStatusFilter = 'open' | 'closed' | 'draft' | 'deleted' | 'all' | '';
export type AdminSource = AdminOpportunityJson['source'];
export type AdminCategory = AdminOpportunityJson['category'];

export interface AdminOpportunityFilters {
  q: string;
  status: AdminStatusFilter;
  source: AdminSource | '';
  country: string;
  category: AdminCategory | '';
}

export const NO_FILTERS: AdminOpportunityFilters = { q: '', status: '', source: '', country: '', category: '' };

/** What the admin's form sends: the recruiters' editor fields plus the university and the category. */
export type AdminOpportunityInput = OpportunityInput & { university: string; category: AdminCategory };

export interface CountryUniversities {
  country: string;
  universities: { id: string; name: string }[];
}

type Saved = { message: string; data: { id: string } };

/** The JSON body as multipart form fields (every value as text; null as empty), plus the logo. */
function asForm(body: AdminOpportunityInput, logo: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) form.append(key, value === null ? '' : String(value));
  form.append('logo', logo);
  return form;
}

export const adminOpportunities = {
  list: (filters: AdminOpportunityFilters, offset: number, signal?: AbortSignal) =>
    api<Page<AdminOpportunityJson>>('/api/admin/opportunities', {
      query: { ...filters, q: filters.q.trim(), limit: ADMIN_PAGE_SIZE, offset },
      signal,
    }),
  get: (id: string, signal?: AbortSignal) =>
    api<{ data: AdminOpportunityDetailJson }>(`/api/admin/opportunities/${encodeURIComponent(id)}`, { signal }),
  /** With a logo file the form goes as multipart, and the logo becomes the university's. */
  create: (body: AdminOpportunityInput, logo?: File) =>
    api<Saved>('/api/admin/opportunities', { method: 'POST', body: logo ? asForm(body, logo) : body }),
  update: (id: string, body: Partial<AdminOpportunityInput>) =>
    api<Saved>(`/api/admin/opportunities/${encodeURIComponent(id)}`, { method: 'PUT', body }),
  /** "Not a duplicate": takes the listing out of its near-duplicate group for good. */
  splitDuplicate: (id: string) =>
    api<{ message: string }>(`/api/admin/opportunities/${encodeURIComponent(id)}/split-duplicate`, { method: 'POST' }),
  remove: (id: string) =>
    api<{ message: string }>(`/api/admin/opportunities/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  uploadLogo: (university: string, logo: File) => {
    const form = new FormData();
    form.append('university', university);
    form.append('logo', logo);
    return api<{ message: string; logo_url: string }>('/api/admin/opportunities/upload-logo', {
      method: 'POST',
      body: form,
    });
  },
  universitiesByCountry: (signal?: AbortSignal) =>
    api<{ data: CountryUniversities[] }>('/api/admin/universities/countries', { signal }),
};
