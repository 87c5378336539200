// The admin console's catalogue calls (issue 15), through their contracts
// (@phd/contracts/endpoints/admin-opportunities): the whole catalogue searched and filtered, one listing
// for the edit form, create (JSON, or multipart with the university's logo), edit, feature, delete, a
// university's logo, and the pickers' universities by country.
import {
  createAdminOpportunity,
  deleteAdminOpportunity,
  getAdminOpportunity,
  listAdminOpportunities,
  splitAdminDuplicate,
  universitiesByCountry,
  updateAdminOpportunity,
  uploadAdminUniversityLogo,
} from '@phd/contracts/endpoints/admin-opportunities';
import type { ContractInput, ContractResponse } from '@phd/contracts/http/contract';
import { ADMIN_KEY, ADMIN_PAGE_SIZE } from './admin.ts';
import { call } from './call.ts';
import type { OpportunityInput } from './university.ts';

export const ADMIN_OPPORTUNITIES_KEY = [...ADMIN_KEY, 'opportunities'] as const;

/** A listing in the console's table, as GET /api/admin/opportunities answers it. */
export type AdminOpportunity = ContractResponse<typeof listAdminOpportunities>['data'][number];
export type AdminOpportunityDetail = ContractResponse<typeof getAdminOpportunity>['data'];

export type AdminStatusFilter = 'open' | 'closed' | 'draft' | 'deleted' | 'all' | '';
export type AdminSource = AdminOpportunity['source'];
export type AdminCategory = AdminOpportunity['category'];

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

export type CountryUniversities = ContractResponse<typeof universitiesByCountry>['data'][number];

type CreateBody = ContractInput<typeof createAdminOpportunity>['body'];

/** The JSON body as multipart form fields (every value as text; null as empty), plus the logo. */
function asForm(body: AdminOpportunityInput, logo: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) form.append(key, value === null ? '' : String(value));
  form.append('logo', logo);
  return form;
}

const one = (id: string) => ({ params: { id } });

export const adminOpportunities = {
  list: (filters: AdminOpportunityFilters, offset: number, signal?: AbortSignal) =>
    call(
      listAdminOpportunities,
      {
        query: {
          q: filters.q.trim() || undefined,
          status: filters.status || undefined,
          source: filters.source || undefined,
          country: filters.country || undefined,
          category: filters.category || undefined,
          limit: String(ADMIN_PAGE_SIZE),
          offset: String(offset),
        },
      },
      { signal },
    ),
  get: (id: string, signal?: AbortSignal) => call(getAdminOpportunity, one(id), { signal }),
  /** With a logo file the form goes as multipart (the same fields as text), and the logo becomes the university's. */
  create: (body: AdminOpportunityInput, logo?: File) =>
    call(createAdminOpportunity, { body: logo ? (asForm(body, logo) as unknown as CreateBody) : body }),
  update: (id: string, body: Partial<AdminOpportunityInput>) => call(updateAdminOpportunity, { ...one(id), body }),
  /** "Not a duplicate": takes the listing out of its near-duplicate group for good. */
  splitDuplicate: (id: string) => call(splitAdminDuplicate, one(id)),
  remove: (id: string) => call(deleteAdminOpportunity, one(id)),
  /** A multipart contract's body travels as FormData (the contract names its parts: `university`, `logo`). */
  uploadLogo: (university: string, logo: File) => {
    const form = new FormData();
    form.append('university', university);
    form.append('logo', logo);
    return call(uploadAdminUniversityLogo, {
      body: form as unknown as ContractInput<typeof uploadAdminUniversityLogo>['body'],
    });
  },
  universitiesByCountry: (signal?: AbortSignal) => call(universitiesByCountry, {}, { signal }),
};
