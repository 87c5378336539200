// The frame of a university site's screens (issue 13): the page head (the site's name, never indexed)
// and a centred card for the account screens (sign-in, invitation, password reset).
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { PublicTenant } from '../../api/tenant.ts';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { useTenant } from '../../layout/useTenant.ts';
import { pageMeta, tenantPageMeta } from '@phd/contracts/seo';

export function TenantHead({ tenant }: { tenant: PublicTenant | null }) {
  const { pathname } = useLocation();
  return <PageHead meta={tenant ? tenantPageMeta(tenant, pathname) : { ...pageMeta(pathname), noindex: true }} />;
}

export function TenantCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { tenant } = useTenant();
  return (
    <>
      <TenantHead tenant={tenant} />
      <div className="mx-auto my-8 w-full max-w-md rounded-2xl bg-white p-6 shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        {intro && <p className="mt-2 text-slate-700">{intro}</p>}
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 space-y-2 border-t border-slate-200 pt-4 text-sm text-slate-700">{footer}</div>}
      </div>
    </>
  );
}

/** The frame of a signed-in staff screen: page head and a heading with room for actions. */
export function StaffScreen({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { tenant } = useTenant();
  return (
    <>
      <TenantHead tenant={tenant} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
          {intro && <p className="mt-1 text-slate-700">{intro}</p>}
        </div>
        {actions}
      </div>
      <div className="mt-6">{children}</div>
    </>
  );
}
