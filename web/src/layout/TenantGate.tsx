// The tenant routes' frame (issue 13): a slug that names no university site shows the "no such
// university site" page in place of any screen; otherwise the routed tenant screen.
import { Outlet } from 'react-router-dom';
import { NoSuchSitePage } from '../pages/tenant/NoSuchSitePage.tsx';
import { useTenant } from './useTenant.ts';

export function TenantGate() {
  const { slug, unknown } = useTenant();
  return unknown ? <NoSuchSitePage slug={slug} /> : <Outlet />;
}
