// The university site (tenant) a page is for (issue 13): GET /api/tenant answers its public fields for
// the tenant the X-Tenant header names (or the tenant host). An unknown slug is 404 tenant_not_found.
import { queryOptions } from '@tanstack/react-query';
import { publicTenant } from '@phd/contracts/endpoints/tenant-site';
import type { ContractResponse } from '@phd/contracts/http/contract';
import { call } from './call.ts';
import { ApiError } from './client.ts';

/** The site's name, its university, logo (or null) and accent colour (#rrggbb, or null). */
export type PublicTenant = ContractResponse<typeof publicTenant>;

export const tenantQuery = (slug: string | null) =>
  queryOptions({
    queryKey: ['tenant', slug],
    queryFn: ({ signal }) => call(publicTenant, {}, { signal, tenant: slug ?? undefined }),
    enabled: slug !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Reads a tenant by a slug typed on the /saas login; null when there is no such site. */
export async function findTenant(slug: string): Promise<PublicTenant | null> {
  try {
    return await call(publicTenant, {}, { tenant: slug });
  } catch (error) {
    if (isUnknownTenant(error)) return null;
    throw error;
  }
}

/** Whether an API failure says the named university site does not exist. */
export function isUnknownTenant(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 404 &&
    typeof error.body === 'object' &&
    error.body !== null &&
    (error.body as { error?: unknown }).error === 'tenant_not_found'
  );
}

/** Whether an API failure says the named university site is suspended (issue 15: 403 tenant_suspended). */
export function isSuspendedTenant(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    typeof error.body === 'object' &&
    error.body !== null &&
    (error.body as { error?: unknown }).error === 'tenant_suspended'
  );
}
