import { PRODUCT_NAME, TAGLINE } from '../brand.ts';

/** Placeholder home page until the public website lands: proves the gateway serves the built app. */
export function HomePage() {
  return (
    <main className="placeholder">
      <h1>{PRODUCT_NAME}</h1>
      <p className="tagline">{TAGLINE}</p>
      <p>
        PhD openings at universities worldwide, by country, university, discipline and funding. The full site is on its
        way.
      </p>
      <a className="button" href="/phd-vacancies/standard">
        View All Opportunities
      </a>
    </main>
  );
}
