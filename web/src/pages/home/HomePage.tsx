// The home page (spec section 2, "Home page"): banner, recruiter banner, hero, stats, the latest and
// most viewed listings, the country grid and the newsletter form.
import { useQuery } from '@tanstack/react-query';
import { featured, latest, mostViewed } from '../../api/opportunities.ts';
import { Banner } from '../../components/home/Banner.tsx';
import { CountryGrid } from '../../components/home/CountryGrid.tsx';
import { Hero } from '../../components/home/Hero.tsx';
import { OpportunityList } from '../../components/home/OpportunityList.tsx';
import { RecruiterBanner } from '../../components/home/RecruiterBanner.tsx';
import { StatsStrip } from '../../components/home/StatsStrip.tsx';
import { SubscribeForm } from '../../components/home/SubscribeForm.tsx';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { pageMeta } from '@phd/contracts/seo';

/** Spec section 9: latest limit 12, most viewed "Top 12". */
const LIST_SIZE = 12;

export function HomePage() {
  const latestList = useQuery(latest(LIST_SIZE));
  const mostViewedList = useQuery(mostViewed(LIST_SIZE));
  // Spec section 7: the home page makes this call though nothing shows its result.
  useQuery(featured());
  return (
    <div className="space-y-10 py-6">
      <PageHead meta={pageMeta('/')} />
      <Banner />
      <RecruiterBanner />
      <Hero />
      <StatsStrip />
      <OpportunityList
        title="Latest PhD Opportunities"
        opportunities={latestList.data?.data.slice(0, LIST_SIZE)}
        loading={latestList.isPending}
      />
      <OpportunityList
        title="Top 12 Most Viewed Opportunities"
        opportunities={mostViewedList.data?.data.slice(0, LIST_SIZE)}
        loading={mostViewedList.isPending}
      />
      <CountryGrid />
      <SubscribeForm />
    </div>
  );
}
