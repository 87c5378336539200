// The university site (tenant) a page is for (issue 13): GET /api/tenant answers its public fields for
// the tenant the X-Tenant header names (or the tenant host). An unknown slug is 404 tenant_not_found.
import { queryOptions } from '@tanstack/react-query';
import { api, ApiError } from './client.ts';

export interface PublicTenant {
  slug: string;
  /** The site's name ("Demo University"). */
  name: string;
  /** The university it belongs to. */
  university: string;
  /** The site's logo, or null (the header shows the university's name). */
  logo_url: string | null;
  /** #rrggbb for buttons and links, or null for the product's own colours. */
  accent_color: string | null;
}

export const tenantQuery = (slug: string | null) =>
  queryOptions({
    queryKey: ['tenant', slug],
    queryFn: ({ signal }) => api<PublicTenant>('/api/tenant', { signal, tenant: slug ?? undefined }),
    enabled: slug !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Reads a tenant by a slug typed on the /saas login; null when there is no such site. */
export async function findTenant(slug: string): Promise<PublicTenant | null> {
  try {
    return await api<PublicTenant>('/api/tenant', { tenant: slug });
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
