// The PhD vacancies listing (spec section 2) for every /phd-vacancies route: filters from the route
// and the query string, a heading with the feed and the alert, and the search, filters and results of
// every listing (ListingShell).
import { useQuery } from '@tanstack/react-query';
import { AlertMeButton } from './AlertMeButton.tsx';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { trackEvent } from '../../analytics/track.ts';
import { useEligibleCodes } from '../../api/eligibility.ts';
import {
  countryOptions,
  disciplineOptions,
  listing,
  universityOptions,
  type ListingFilters,
} from '../../api/opportunities.ts';
import { eligibleCorrection, eligibleToSend } from '../../components/listing/eligible-filter.ts';
import { FeedLink } from '../../components/listing/FeedLink.tsx';
import { listingHeading } from '../../components/listing/listing-heading.ts';
import {
  addressAfterChange,
  addressWithDerivedEnd,
  clearedAddress,
  pageAddress,
  readListingSearch,
  sameName,
  searchFilters,
  type FilterChange,
  type ListingRouteState,
} from '../../components/listing/listing-url.ts';
import { ListingShell } from '../../components/listing/ListingShell.tsx';
import { SocialFollow } from '../../components/listing/SocialFollow.tsx';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { countWords } from '@phd/contracts/count-words';
import { feedPath } from '@phd/contracts/feeds';
import { parseListingPath } from '@phd/contracts/paths';
import { listingMeta } from '@phd/contracts/seo';

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
    ...searchFilters(search),
  };
  // "Positions I can apply to" follows the profile: a nationality edited since the address was written
  // (or another person's shared link) is replaced by the candidate's own codes.
  const eligibleCodes = useEligibleCodes();
  const correction = eligibleCorrection(search.eligible, eligibleCodes);
  const corrected = correction && addressAfterChange(route, params, correction, 0);
  useEffect(() => {
    if (corrected) navigate(corrected, { replace: true });
  }, [navigate, corrected]);

  const results = useQuery(listing(filters, search.page, eligibleToSend(search.eligible, eligibleCodes)));
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

  const change = (filterChange: FilterChange) =>
    navigate(addressAfterChange(route, params, filterChange, Math.floor(Date.now() / 1000)));
  const goToPage = (page: number) => {
    trackEvent('Page Change', 'Listing', String(page));
    navigate(pageAddress(pathname, params, page));
  };

  return (
    <ListingShell
      head={<PageHead meta={{ ...meta, feed: { title: meta.feed?.title ?? 'RSS', path: feed } }} />}
      intro={
        <>
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
        </>
      }
      search={search}
      place={{
        category: route.category,
        country: route.country,
        university: filters.university,
        discipline: route.discipline,
      }}
      chips={names}
      results={results}
      onChange={change}
      onClear={() => navigate(clearedAddress(route.category))}
      onPage={goToPage}
      footer={<SocialFollow />}
      eligibleCodes={eligibleCodes}
    />
  );
}
