// The loaded detail page (spec section 2, "Opportunity detail"). A closed position keeps its page (people
// hold links to it) but says so under its title, with no Save, form or share bar.
import { useMemo } from 'react';
import type { OpportunityDetail } from '../../api/types.ts';
import { listingPath, opportunityPath } from '@phd/contracts/paths';
import { SocialFollow } from '../listing/SocialFollow.tsx';
import { AlsoPostedAt } from './AlsoPostedAt.tsx';
import { ApplySection } from './ApplySection.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { ClosedNotice } from './ClosedNotice.tsx';
import { withoutEmptyElements } from './description.ts';
import { DetailSaveButton } from './DetailSaveButton.tsx';
import { EligibilityPanel } from './EligibilityPanel.tsx';
import { ImportedFrom } from './ImportedFrom.tsx';
import { MoreOpportunities } from './MoreOpportunities.tsx';
import { OpportunityBadges } from './OpportunityBadges.tsx';
import { OpportunityFacts } from './OpportunityFacts.tsx';
import { PositionSummary } from './PositionSummary.tsx';
import { PostedBy } from './PostedBy.tsx';
import { RelatedOpportunities } from './RelatedOpportunities.tsx';
import { ShareBar } from './ShareBar.tsx';
import { UniversityLogo } from './UniversityLogo.tsx';
import { useNow } from './use-now.ts';
import { viewCount } from './view-count.ts';

export function OpportunityDetails({ opportunity: o }: { opportunity: OpportunityDetail }) {
  const now = useNow();
  const path = opportunityPath(o.link);
  const description = useMemo(() => withoutEmptyElements(o.description ?? ''), [o.description]);
  const crumbs = [
    { label: 'Home', href: '/' },
    { label: 'PhD Openings', href: listingPath({ category: 'standard' }) },
    { label: o.title, href: path },
  ];
  const closed = o.status === 'closed';
  return (
    // One column: the position, then its related cards in a grid below it (a column of cards beside
    // it ran on for thousands of pixels past the position's end).
    <div className="mx-auto max-w-5xl space-y-6 py-6">
      <Breadcrumbs items={crumbs} />
      <article aria-labelledby="opportunity-title" className="min-w-0 space-y-6">
        <header className="space-y-4 rounded-xl bg-white p-6 shadow-sm">
          <div className="flex flex-col gap-4 md:flex-row md:items-start">
            <UniversityLogo key={o.university} university={o.university} className="h-16 w-16 md:h-20 md:w-20" />
            <div className="min-w-0 flex-1 space-y-3">
              <h1 id="opportunity-title" className="text-2xl leading-tight font-bold text-slate-900 md:text-3xl">
                {o.title}
              </h1>
              <OpportunityBadges openTo={o.open_to} fullyFunded={o.fully_funded} />
            </div>
          </div>
          <OpportunityFacts opportunity={o} now={now} withDeadline={!closed} />
          <ImportedFrom importedFrom={o.imported_from} />
          <PostedBy postedBy={o.posted_by} />
          <AlsoPostedAt postings={o.also_posted_at} title={o.title} />
          {closed ? <ClosedNotice opportunity={o} /> : <DetailSaveButton opportunityId={o.id} views={viewCount(o)} />}
        </header>
        {/* A closed position: an earlier application is news to put first; there is nothing to apply to. */}
        {closed && <ApplySection opportunity={o} />}
        <PositionSummary opportunity={o} />
        {/* Beside the funding and eligibility facts it is read from; a closed position takes no one. */}
        {!closed && <EligibilityPanel opportunityId={o.id} />}
        <section aria-labelledby="description-title" className="rounded-xl bg-white p-6 shadow-sm">
          <h2 id="description-title" className="text-xl font-semibold text-slate-900">
            Position Description
          </h2>
          <div
            className="rich-text mt-3 text-slate-800"
            data-testid="description"
            // The server sanitised this HTML (services/src/content); here only empty elements go.
            dangerouslySetInnerHTML={{ __html: description }}
          />
        </section>
        {!closed && <ApplySection opportunity={o} />}
        {!closed && <ShareBar title={o.title} url={`${window.location.origin}${path}`} />}
        <MoreOpportunities country={o.country} university={o.university} />
        <SocialFollow />
      </article>
      <RelatedOpportunities id={o.id} closed={closed} />
    </div>
  );
}
