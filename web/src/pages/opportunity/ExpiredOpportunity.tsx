// What the detail page shows for a position that closed by itself, its deadline more than 30 days
// past (issue 17; the API and the gateway answer it 410): a friendly "This position has closed", what
// it was, and where the similar open ones are (links by discipline and country, and related cards).
import { Link } from 'react-router-dom';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { RelatedOpportunities } from '../../components/opportunity/RelatedOpportunities.tsx';
import { similarOpenLinks } from '../../components/opportunity/similar-open-links.ts';
import { PRIMARY_BUTTON, TEXT_LINK } from '../../components/ui/styles.ts';
import type { ExpiredOpportunityBriefJson } from '@phd/contracts/public-schemas';
import { listingPath } from '@phd/contracts/paths';
import { expiredOpportunityMeta, formatDeadline } from '@phd/contracts/seo';

/** The heading, word for word from the issue. */
export const EXPIRED_HEADING = 'This position has closed';

export function ExpiredOpportunity({ opportunity: o }: { opportunity: ExpiredOpportunityBriefJson }) {
  const place = [o.university, o.city, o.country].filter(Boolean).join(', ');
  return (
    <>
      <PageHead meta={expiredOpportunityMeta(o)} />
      <div className="mx-auto my-10 max-w-4xl space-y-10">
        <section data-testid="expired-notice" aria-labelledby="expired-title" className="space-y-4 text-center">
          <h1 id="expired-title" className="text-3xl font-bold text-brand-900">
            {EXPIRED_HEADING}
          </h1>
          <p className="text-lg text-slate-800">
            <span className="font-semibold">{o.title}</span>
            {place && <span> at {place}</span>}
          </p>
          <p className="text-slate-700">
            {o.closing_date > 0
              ? `Its application deadline passed on ${formatDeadline(o.closing_date)}, so it no longer takes applications. `
              : 'It no longer takes applications. '}
            Plenty of similar positions are still open.
          </p>
          <nav aria-label="Similar open positions">
            <ul className="flex flex-col items-center gap-2 sm:flex-row sm:flex-wrap sm:justify-center sm:gap-x-6">
              {similarOpenLinks(o).map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={TEXT_LINK}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex justify-center pt-2">
            <Link to={listingPath({})} className={PRIMARY_BUTTON}>
              Browse PhD Openings
            </Link>
          </div>
        </section>
        <RelatedOpportunities id={o.id} closed />
      </div>
    </>
  );
}
