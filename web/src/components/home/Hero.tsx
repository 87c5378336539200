import { Link } from 'react-router-dom';
import { PRODUCT_NAME, TAGLINE } from '@phd/contracts/brand';
import { listingPath } from '@phd/contracts/paths';

export function Hero() {
  return (
    <section aria-labelledby="home-title" className="py-6 text-center md:py-10">
      <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">
        {PRODUCT_NAME}: {TAGLINE}
      </p>
      <h1 id="home-title" className="mt-2 text-3xl font-bold text-slate-900 md:text-5xl">
        Find your PhD opportunity at universities worldwide
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
        Funded and self-funded doctoral positions, by country, university and discipline, updated every day.
      </p>
      <Link
        to={listingPath({ category: 'standard' })}
        className="mt-6 inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        View All Opportunities
      </Link>
    </section>
  );
}
