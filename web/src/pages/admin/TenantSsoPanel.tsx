// A university site's single sign-on, set up by an admin when provisioning the site (issue 33): the
// owners' own settings form (pages/tenant/settings/SsoSettings.tsx) on the admin's calls for that site.
// The break-glass owner defaults to the site's first owner.
import { ADMIN_KEY } from '../../api/admin.ts';
import { adminSsoApi } from '../../api/sso.ts';
import { SsoSettingsLoader } from '../tenant/settings/SsoSettings.tsx';

export function TenantSsoPanel({ tenantId, name }: { tenantId: string; name: string }) {
  return (
    <section aria-label={`Single sign-on of ${name}`} className="mt-3 rounded-lg border border-slate-200 p-4">
      <SsoSettingsLoader api={adminSsoApi(tenantId)} queryKey={[...ADMIN_KEY, 'tenants', tenantId, 'sso']} me="" />
    </section>
  );
}
