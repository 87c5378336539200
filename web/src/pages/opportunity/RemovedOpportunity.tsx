// What the detail page shows for a deleted position (the API and the gateway answer it 410): it was
// removed on purpose, so say so plainly and point to the open positions, rather than a generic error.
import { Link, useLocation } from 'react-router-dom';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { PRIMARY_BUTTON } from '../../components/ui/styles.ts';
import { listingPath } from '@phd/contracts/paths';
import { removedOpportunityMeta } from '@phd/contracts/seo';

export function RemovedOpportunity() {
  const { pathname } = useLocation();
  return (
    <>
      <PageHead meta={removedOpportunityMeta(pathname)} />
      <section className="mx-auto my-12 max-w-xl text-center">
        <h1 className="text-3xl font-bold text-brand-900">This position has been removed</h1>
        <p className="mt-4 text-slate-700">
          The university or PhD Finder took this position down, so it no longer takes applications. Plenty of others are
          open.
        </p>
        <div className="mt-8 flex justify-center">
          <Link to={listingPath({})} className={PRIMARY_BUTTON}>
            Browse PhD Openings
          </Link>
        </div>
      </section>
    </>
  );
}
