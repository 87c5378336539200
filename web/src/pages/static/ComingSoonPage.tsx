// Spec routes whose screens arrive with later work (Smart Picks, PhD Postings, blogs, the recruiter
// and tenant areas...): an honest "being prepared" page that points to what works today.
import { Link, useLocation } from 'react-router-dom';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/ui/styles.ts';
import { listingPath } from '../../shared/paths.ts';
import { pageMeta } from '../../shared/seo.ts';
import { comingSoonSection } from './coming-soon-sections.ts';

export function ComingSoonPage() {
  const { pathname } = useLocation();
  const section = comingSoonSection(pathname);
  return (
    <>
      <PageHead meta={pageMeta(pathname)} />
      <section className="mx-auto my-12 max-w-xl rounded-2xl bg-white p-8 text-center shadow-sm">
        <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">Coming soon</p>
        <h1 className="mt-2 text-3xl font-bold text-brand-900">{section} is on its way</h1>
        <p className="mt-4 text-slate-700">
          We are preparing this part of the site and it will be available soon. In the meantime, thousands of PhD
          openings are ready to explore.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={listingPath({})} className={PRIMARY_BUTTON}>
            Browse PhD Openings
          </Link>
          <Link to="/" className={SECONDARY_BUTTON}>
            Back to home
          </Link>
        </div>
      </section>
    </>
  );
}
