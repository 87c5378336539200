// What every page of a suspended university site shows (issue 15): the site is closed by PhD Finder's
// admins, so no sign-in form or careers page, but a plain statement and a link to the main site.
import { PageHead } from '../../components/seo/PageHead.tsx';
import { PRIMARY_BUTTON } from '../../components/ui/styles.ts';
import { mainSiteUrl } from '../../layout/tenant.ts';
import { SITE_NAME, SITE_SUSPENDED_TITLE, suspendedSiteMeta } from '@phd/contracts/seo';

export function SuspendedSitePage() {
  const address = window.location.host;
  return (
    <>
      <PageHead meta={suspendedSiteMeta({ name: address }, window.location.pathname)} />
      <div className="mx-auto my-8 w-full max-w-xl rounded-2xl bg-white p-6 text-center shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">{SITE_SUSPENDED_TITLE}</h1>
        <p className="mt-4 text-slate-700">
          The university site at <strong className="break-all">{address}</strong> is closed for now: its sign-in, staff
          screens and careers page are not available. If you work there, please contact {SITE_NAME} support.
        </p>
        <a href={mainSiteUrl()} className={`${PRIMARY_BUTTON} mt-6`}>
          Go to {SITE_NAME}
        </a>
      </div>
    </>
  );
}
