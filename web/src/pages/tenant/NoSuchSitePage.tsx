// What an address that names no university site shows (issue 13): never the main site's content under
// a stranger's address, but a plain statement, the address, and a link to the main site.
import { PageHead } from '../../components/seo/PageHead.tsx';
import { PRIMARY_BUTTON } from '../../components/ui/styles.ts';
import { mainSiteUrl } from '../../layout/tenant.ts';
import { NO_SUCH_SITE_TITLE, noSuchSiteMeta, SITE_NAME } from '@phd/contracts/seo';

export function NoSuchSitePage({ slug }: { slug: string | null }) {
  const address = window.location.host;
  return (
    <>
      <PageHead meta={noSuchSiteMeta(window.location.pathname)} />
      <div className="mx-auto my-8 w-full max-w-xl rounded-2xl bg-white p-6 text-center shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">{NO_SUCH_SITE_TITLE}</h1>
        <p className="mt-4 text-slate-700">
          There is no university site at <strong className="break-all">{address}</strong>
          {slug && !window.location.hostname.startsWith(`${slug}.`) ? ` called “${slug}”` : ''}. Check the address for a
          typing mistake, or ask your university for its link.
        </p>
        <a href={mainSiteUrl()} className={`${PRIMARY_BUTTON} mt-6`}>
          Go to {SITE_NAME}
        </a>
      </div>
    </>
  );
}
