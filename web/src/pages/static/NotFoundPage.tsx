// The 404 page: what the app shows for a path outside the route table (the gateway answers such a
// path with status 404 too). Kept out of search results by notFoundMeta.
import { Link, useLocation } from 'react-router-dom';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/ui/styles.ts';
import { listingPath } from '@phd/contracts/paths';
import { notFoundMeta } from '@phd/contracts/seo';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageHead meta={notFoundMeta(pathname)} />
      <section className="mx-auto my-12 max-w-xl text-center">
        <p className="text-6xl font-bold text-brand-700">404</p>
        <h1 className="mt-4 text-3xl font-bold text-brand-900">Page not found</h1>
        <p className="mt-4 text-slate-700">
          The page you are looking for does not exist or is no longer available. The position may have closed, or the
          link may be mistyped.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/" className={PRIMARY_BUTTON}>
            Go to the home page
          </Link>
          <Link to={listingPath({})} className={SECONDARY_BUTTON}>
            Browse PhD Openings
          </Link>
        </div>
      </section>
    </>
  );
}
