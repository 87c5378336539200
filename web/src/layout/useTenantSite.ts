import { useLocation } from 'react-router-dom';
import { isTenantSite } from './tenant.ts';

/** isTenantSite for the current page, re-evaluated on navigation (the /saas prefix can come and go). */
export function useTenantSite(): boolean {
  const { pathname } = useLocation();
  return isTenantSite({ hostname: window.location.hostname, pathname });
}
