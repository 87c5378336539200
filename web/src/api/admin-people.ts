// The admin console's recruiters and university sites (issue 15), called through their contracts
// (@phd/contracts/endpoints/admin-people). Cookie-authenticated like every main-site call; the client
// adds the CSRF token to writes. Each action answers { message, data } with the record as it is
// afterwards.
import {
  listAdminRecruiters,
  listAdminTenants,
  provisionAdminTenant,
  recruiterActions,
  renameAdminTenant,
  tenantActions,
  type AdminRecruiter,
  type AdminTenant,
  type RecruiterAction,
  type TenantAction,
} from '@phd/contracts/endpoints/admin-people';
import type { ContractInput } from '@phd/contracts/http/contract';
import { ADMIN_PAGE_SIZE } from './admin.ts';
import { universitiesByCountry } from '@phd/contracts/endpoints/admin-opportunities';
import { call } from './call.ts';

export type { AdminRecruiter as AdminRecruiterJson, AdminTenant as AdminTenantJson, RecruiterAction };
export type RecruiterDomainTrust = AdminRecruiter['domain'];
export type RecruiterFilter = NonNullable<ContractInput<typeof listAdminRecruiters>['query']['status']>;
export type TenantFilter = NonNullable<ContractInput<typeof listAdminTenants>['query']['status']>;

export type ProvisionForm = ContractInput<typeof provisionAdminTenant>['body'];

const pageOf = (offset: number) => ({ limit: String(ADMIN_PAGE_SIZE), offset: String(offset) });

export const adminPeopleApi = {
  recruiters: (filter: { status: RecruiterFilter; q?: string }, offset: number) =>
    call(listAdminRecruiters, { query: { ...filter, ...pageOf(offset) } }),
  recruiterAction: (id: string, action: RecruiterAction) => call(recruiterActions[action], { params: { id } }),
  tenants: (filter: { status: TenantFilter; q?: string }, offset: number) =>
    call(listAdminTenants, { query: { ...filter, ...pageOf(offset) } }),
  provision: (form: ProvisionForm) => call(provisionAdminTenant, { body: form }),
  rename: (id: string, name: string) => call(renameAdminTenant, { params: { id }, body: { name } }),
  tenantAction: (id: string, action: TenantAction) => call(tenantActions[action], { params: { id } }),
  // The catalogue's universities, by country (the admin catalogue's endpoint).
  universities: () => call(universitiesByCountry, {}),
};
