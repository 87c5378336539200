// The university site of the current page (issue 13): its slug (tenant host, or the one remembered on
// /saas), its public fields from GET /api/tenant, and whether the slug names no site at all.
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { isSuspendedTenant, isUnknownTenant, tenantQuery, type PublicTenant } from '../api/tenant.ts';
import { tenantSlugOf } from './tenant.ts';

export interface TenantState {
  slug: string | null;
  tenant: PublicTenant | null;
  /** The slug names no university site. */
  unknown: boolean;
  /** The site is suspended by PhD Finder's admins (its API refuses every call). */
  suspended: boolean;
  loading: boolean;
}

export function useTenant(): TenantState {
  const { pathname } = useLocation();
  const slug = tenantSlugOf({ hostname: window.location.hostname, pathname });
  const query = useQuery(tenantQuery(slug));
  return {
    slug,
    tenant: query.data ?? null,
    unknown: query.isError && isUnknownTenant(query.error),
    suspended: query.isError && isSuspendedTenant(query.error),
    loading: query.isLoading,
  };
}
