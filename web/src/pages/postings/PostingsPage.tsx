// PhD postings (/phd-postings): positions that university staff and professors published on the site
// themselves (the recruiter area, the post-jobs form, university sites listing on PhD Finder), with
// the listing's cards, filters and pages, each card saying who posted it and leading to
// /phd-postings/{id}. Filters live in the query string (postings-url.ts).
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { listing, type ListingFilters } from '../../api/opportunities.ts';
import { ActiveFilters, FiltersButton } from '../../components/listing/ActiveFilters.tsx';
import { activeFilters } from '../../components/listing/active-filters.ts';
import { EmptyState } from '../../components/listing/EmptyState.tsx';
import { FilterDrawer } from '../../components/listing/FilterDrawer.tsx';
import { FilterPanel } from '../../components/listing/FilterPanel.tsx';
import { KeywordSearch } from '../../components/listing/KeywordSearch.tsx';
import { readListingSearch, type FilterChange } from '../../components/listing/listing-url.ts';
import { Pagination } from '../../components/listing/Pagination.tsx';
import { totalPages } from '../../components/listing/pagination.ts';
import { SkeletonCards } from '../../components/listing/SkeletonCards.tsx';
import { OpportunityCard } from '../../components/opportunity/OpportunityCard.tsx';
import { SIDEBAR_QUERY, useMediaQuery } from '../../components/opportunity/use-media-query.ts';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/ui/styles.ts';
import { POST_JOBS_PATH, POSTINGS_PATH, postingPath } from '@phd/contracts/paths';
import { pageMeta } from '@phd/contracts/seo';
import { postingsAddressAfterChange, postingsPageAddress, readPostingsRoute } from './postings-url.ts';

/** Spec section 9: scroll to the top 100 ms after a page change. */
const SCROLL_DELAY_MS = 100;

export function PostingsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const route = useMemo(() => readPostingsRoute(params), [params]);
  const search = useMemo(() => readListingSearch(params), [params]);
  const sidebar = useMediaQuery(SIDEBAR_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  // No category: a featured posting is a posting too (the heading counts, and the search finds, all of them).
  const filters: ListingFilters = {
    ...route,
    createdAfter: search.createdAfter,
    createdBefore: search.createdBefore,
    funded: search.funded,
    open: search.open,
    fundingTypes: search.fundingTypes,
    stipendMin: search.stipend?.amount,
    stipendCurrency: search.stipend?.currency,
    q: search.q,
    posted: true,
  };
  const results = useQuery(listing(filters, search.page));
  const total = results.data?.pagination.total;
  const postings = results.data?.data ?? [];

  // Below 1024 px the panel is out of sight: the chips and the button's count show what is on.
  const active = activeFilters({ ...search, ...route });
  const change = (filterChange: FilterChange) =>
    navigate(postingsAddressAfterChange(params, filterChange, Math.floor(Date.now() / 1000)));
  const clear = () => navigate(POSTINGS_PATH);
  const goToPage = (page: number) => {
    navigate(postingsPageAddress(params, page));
    window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_DELAY_MS);
  };

  const panel = (
    <FilterPanel
      category="standard"
      posted
      country={route.country}
      university={route.university}
      discipline={route.discipline}
      createdAfter={search.createdAfter}
      createdBefore={search.createdBefore}
      funded={search.funded}
      open={search.open}
      fundingTypes={search.fundingTypes}
      stipend={search.stipend}
      onChange={change}
      onClear={clear}
    />
  );

  return (
    <div className="py-6">
      <PageHead meta={pageMeta(POSTINGS_PATH)} />
      <div className="mb-6 space-y-4">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div className="space-y-2">
            <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">
              PhD Postings{results.isSuccess ? ` (${(total ?? 0).toLocaleString('en-US')})` : ''}
            </h1>
            <p className="max-w-2xl text-slate-700">
              Positions published on PhD Finder by the professors, research groups and university staff who offer them.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to={POST_JOBS_PATH} className={PRIMARY_BUTTON}>
              Post a Position
            </Link>
            <Link to="/university/signup" className={SECONDARY_BUTTON}>
              Recruiter Area
            </Link>
          </div>
        </div>
        <div className="flex gap-2">
          <div className="min-w-0 flex-1">
            <KeywordSearch key={search.q} initial={search.q} onSearch={(q) => change({ kind: 'q', value: q })} />
          </div>
          {!sidebar && <FiltersButton count={active.length} expanded={drawerOpen} onOpen={() => setDrawerOpen(true)} />}
        </div>
      </div>
      <div className="gap-8 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)]">
        {sidebar && (
          <aside aria-labelledby="filters-heading" className="self-start rounded-xl bg-white p-5 shadow-sm">
            <h2 id="filters-heading" className="mb-4 text-lg font-semibold text-slate-900">
              Filters
            </h2>
            {panel}
          </aside>
        )}
        <div className="min-w-0 space-y-6">
          <ActiveFilters filters={active} onRemove={(filter) => change(filter.remove)} />
          <section aria-label="Results" className="space-y-4">
            {results.isPending ? (
              <SkeletonCards />
            ) : results.isError ? (
              <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
                The postings could not be loaded. Please try again in a moment.
              </p>
            ) : postings.length === 0 ? (
              <EmptyState onClear={clear} />
            ) : (
              postings.map((o, index) => (
                <OpportunityCard
                  key={o?.id ?? index}
                  opportunity={o}
                  headingLevel={2}
                  href={o ? postingPath(o.id) : undefined}
                />
              ))
            )}
          </section>
          {results.isSuccess && <Pagination page={search.page} totalPages={totalPages(total ?? 0)} onPage={goToPage} />}
        </div>
      </div>
      {!sidebar && drawerOpen && <FilterDrawer onClose={closeDrawer}>{panel}</FilterDrawer>}
    </div>
  );
}
