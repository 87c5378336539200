// The tenant routes' frame (issue 13): a slug that names no university site shows the "no such
// university site" page in place of any screen, and a suspended site (issue 15) says it is suspended;
// otherwise the routed tenant screen, once the site has answered. On the main host a link may name its site
// (/saas/invite?site=demo-university&token=...): it is remembered before any call is made, so every
// call names that site.
import { Outlet, useSearchParams } from 'react-router-dom';
import { NoSuchSitePage } from '../pages/tenant/NoSuchSitePage.tsx';
import { SuspendedSitePage } from '../pages/tenant/SuspendedSitePage.tsx';
import { Spinner } from '../components/ui/Spinner.tsx';
import { isValidSlug } from '@phd/contracts/tenant-site';
import { onTenantHost, rememberTenantSlug, storedTenantSlug } from './tenant.ts';
import { useTenant } from './useTenant.ts';

function useSiteFromLink() {
  const [params] = useSearchParams();
  const site = params.get('site')?.trim().toLowerCase();
  if (!onTenantHost() && site && isValidSlug(site) && site !== storedTenantSlug()) rememberTenantSlug(site);
}

export function TenantGate() {
  useSiteFromLink();
  const { slug, unknown, suspended, loading } = useTenant();
  // Nothing until the site answers: a screen shown meanwhile (the sign-in) would flash before
  // "No university site here" on an unknown address.
  if (loading) return <Spinner label="Loading the university site..." />;
  if (suspended) return <SuspendedSitePage />;
  return unknown ? <NoSuchSitePage slug={slug} /> : <Outlet />;
}
