// The PhD vacancies listing (spec section 2) for every /phd-vacancies route: filters from the route
// and the query string, the results a page of 30 at a time, and a filter panel that is a sidebar from
// 1024 px and a drawer below.
import { useQuery } from '@tanstack/react-query';
import { AlertMeButton } from './AlertMeButton.tsx';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { trackEvent } from '../../analytics/track.ts';
import {
  countryOptions,
  disciplineOptions,
  listing,
  universityOptions,
  type ListingFilters,
} from '../../api/opportunities.ts';
import { ActiveFilters, FiltersButton } from '../../components/listing/ActiveFilters.tsx';
import { activeFilters } from '../../components/listing/active-filters.ts';
import { EmptyState } from '../../components/listing/EmptyState.tsx';
import { FeedLink } from '../../components/listing/FeedLink.tsx';
import { FilterDrawer } from '../../components/listing/FilterDrawer.tsx';
import { FilterPanel } from '../../components/listing/FilterPanel.tsx';
import { KeywordSearch } from '../../components/listing/KeywordSearch.tsx';
import { listingHeading } from '../../components/listing/listing-heading.ts';
import {
  addressAfterChange,
  addressWithDerivedEnd,
  clearedAddress,
  pageAddress,
  readListingSearch,
  sameName,
  type FilterChange,
  type ListingRouteState,
} from '../../components/listing/listing-url.ts';
import { Pagination } from '../../components/listing/Pagination.tsx';
import { totalPages } from '../../components/listing/pagination.ts';
import { SkeletonCards } from '../../components/listing/SkeletonCards.tsx';
import { SocialFollow } from '../../components/listing/SocialFollow.tsx';
import { OpportunityCard } from '../../components/opportunity/OpportunityCard.tsx';
import { SIDEBAR_QUERY, useMediaQuery } from '../../components/opportunity/use-media-query.ts';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { countWords } from '@phd/contracts/count-words';
import { feedPath } from '@phd/contracts/feeds';
import { parseListingPath } from '@phd/contracts/paths';
import { listingMeta } from '@phd/contracts/seo';

/** Spec section 9: scroll to the top 100 ms after a page change. */
const SCROLL_DELAY_MS = 100;

function routeOf(pathname: string): ListingRouteState {
  try {
    return parseListingPath(pathname) ?? { category: 'standard' };
  } catch {
    return { category: 'standard' };
  }
}

/** The canonical spelling of a name from the address, once the option list has it. */
const canonical = (name: string | undefined, values: string[] | undefined) =>
  name ? (values?.find((v) => sameName(v, name)) ?? name) : undefined;

export function ListingPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const route = useMemo(() => routeOf(pathname), [pathname]);
  const search = useMemo(() => readListingSearch(params), [params]);
  const sidebar = useMediaQuery(SIDEBAR_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  // Spec section 4: a start date in the address without an end date gets start + 86400, written
  // back into the address so the end-date picker and the address agree.
  useEffect(() => {
    if (search.endDerived) navigate(addressWithDerivedEnd(pathname, params, search), { replace: true });
  }, [navigate, pathname, params, search]);

  const filters: ListingFilters = {
    category: route.category,
    country: route.country,
    university: route.country ? route.university : undefined,
    discipline: route.discipline,
    createdAfter: search.createdAfter,
    createdBefore: search.createdBefore,
    funded: search.funded,
    open: search.open,
    fundingTypes: search.fundingTypes,
    stipendMin: search.stipend?.amount,
    stipendCurrency: search.stipend?.currency,
    q: search.q,
  };
  const results = useQuery(listing(filters, search.page));
  const countries = useQuery(countryOptions(route.category)).data;
  const disciplines = useQuery(disciplineOptions(route.category)).data;
  const universities = useQuery({
    ...universityOptions(route.category, route.country ?? ''),
    enabled: Boolean(route.country),
  }).data;
  const names = {
    category: route.category,
    country: canonical(
      route.country,
      countries?.map((c) => c.country),
    ),
    discipline: canonical(
      route.discipline,
      disciplines?.map((d) => d.ai_department),
    ),
    university: canonical(
      filters.university,
      universities?.map((u) => u.university),
    ),
  };

  // The feed and the alert follow every filter on screen (the route's and the address's query).
  const meta = listingMeta(names);
  const feed = feedPath(filters);
  const total = results.data?.pagination.total;
  const pages = totalPages(total ?? 0);
  const opportunities = results.data?.data ?? [];

  const active = activeFilters({ ...search, ...names });
  const change = (filterChange: FilterChange) =>
    navigate(addressAfterChange(route, params, filterChange, Math.floor(Date.now() / 1000)));
  const clear = () => navigate(clearedAddress(route.category));
  const goToPage = (page: number) => {
    trackEvent('Page Change', 'Listing', String(page));
    navigate(pageAddress(pathname, params, page));
    window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_DELAY_MS);
  };

  const panel = (
    <FilterPanel
      category={route.category}
      country={route.country}
      university={filters.university}
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
      <PageHead meta={{ ...meta, feed: { title: meta.feed?.title ?? 'RSS', path: feed } }} />
      <div className="mb-6 space-y-4">
        <div className="flex items-start justify-between gap-4">
          <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">
            {listingHeading({
              ...names,
              total: results.isSuccess ? total : undefined,
              totalAtLeast: results.data?.pagination.totalRelation === 'gte',
            })}
          </h1>
          <FeedLink href={feed} />
        </div>
        <AlertMeButton filters={filters} />
        {route.category === 'featured' && results.isSuccess && (
          <p className="text-slate-600">{countWords(total ?? 0, 'position')}</p>
        )}
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
            ) : opportunities.length === 0 ? (
              <EmptyState onClear={clear} />
            ) : (
              opportunities.map((o, index) => <OpportunityCard key={o?.id ?? index} opportunity={o} headingLevel={2} />)
            )}
          </section>
          {results.isSuccess && <Pagination page={search.page} totalPages={pages} onPage={goToPage} />}
          <SocialFollow />
        </div>
      </div>
      {!sidebar && drawerOpen && <FilterDrawer onClose={closeDrawer}>{panel}</FilterDrawer>}
    </div>
  );
}
