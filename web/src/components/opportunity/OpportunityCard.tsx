// One opportunity in a list (spec section 2, "Opportunity card"). Title and "More Details" open the
// detail page in a new tab so the visitor keeps their place in the list. Stacked under 768 px.
import { useId } from 'react';
import type { Opportunity } from '../../api/types.ts';
import { countWords } from '@phd/contracts/count-words';
import { opportunityPath } from '@phd/contracts/paths';
import { freshnessBadge } from './freshness.ts';
import { EligibilityNote } from './EligibilityNote.tsx';
import { EyeIcon } from './icons.tsx';
import { OpportunityBadges } from './OpportunityBadges.tsx';
import { PostedBy } from './PostedBy.tsx';
import { OpportunityFacts } from './OpportunityFacts.tsx';
import { SaveToggle } from './SaveToggle.tsx';
import { UniversityLogo } from './UniversityLogo.tsx';
import { useNow } from './use-now.ts';
import { viewCount } from './view-count.ts';

export interface OpportunityCardProps {
  opportunity?: Opportunity | null;
  /** The title's heading level, after the heading of the list the card sits in. */
  headingLevel?: 2 | 3;
  /** Where the card leads (default: the opportunity's page; the /phd-postings list links to its own). */
  href?: string;
}

const NEW_TAB = <span className="sr-only"> (opens in a new tab)</span>;

export function OpportunityCard({ opportunity: o, headingLevel = 3, href: target }: OpportunityCardProps) {
  const titleId = useId();
  const now = useNow();
  if (!o) {
    return (
      <article className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700 shadow-sm">
        Opportunity information not available
      </article>
    );
  }
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = target ?? opportunityPath(o.link);
  const views = viewCount(o);
  return (
    <article
      aria-labelledby={titleId}
      data-testid="opportunity-card"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md md:p-6"
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:gap-4">
        <div className="flex items-start justify-between gap-3 md:contents">
          <UniversityLogo key={o.university} university={o.university} className="h-12 w-12 md:h-16 md:w-16" />
          <div className="md:order-last">
            <SaveToggle opportunityId={o.id} />
          </div>
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <Heading id={titleId} className="text-lg leading-snug font-semibold text-slate-900">
            <a href={href} target="_blank" rel="noopener" className="hover:text-brand-700 hover:underline">
              {o.title}
              {NEW_TAB}
            </a>
          </Heading>
          <OpportunityBadges
            freshness={freshnessBadge(o.created_at, now)}
            openTo={o.open_to}
            fullyFunded={o.fully_funded}
          />
        </div>
      </div>
      <OpportunityFacts opportunity={o} now={now} withFunding />
      {/* Only with "Positions I can apply to" on: the listing then says why each position is open. */}
      {o.eligibility && <EligibilityNote eligibility={o.eligibility} />}
      <PostedBy postedBy={o.posted_by} compact />
      {o.ai_summary && <p className="line-clamp-4 text-sm text-slate-700 md:line-clamp-3">{o.ai_summary}</p>}
      <div className="mt-auto flex flex-col gap-3 pt-1 md:flex-row md:items-center md:justify-between">
        <a
          href={href}
          target="_blank"
          rel="noopener"
          className="rounded-lg bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          More Details
          {NEW_TAB}
        </a>
        <span className="flex items-center justify-center gap-1.5 text-sm text-slate-600" data-testid="view-count">
          <EyeIcon />
          {countWords(views, 'view')}
        </span>
      </div>
    </article>
  );
}
