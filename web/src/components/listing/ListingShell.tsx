// What both listings (/phd-vacancies and /phd-postings) show around their own heading: the keyword
// search, the filter panel as a sidebar from 1024 px and a drawer below, the chips of the filters
// that are on, the results a page of 30 at a time, and the pages.
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import type { EligibleCodes } from '../../api/eligibility.ts';
import type { ListingPage, Opportunity } from '../../api/types.ts';
import { OpportunityCard } from '../opportunity/OpportunityCard.tsx';
import { SIDEBAR_QUERY, useMediaQuery } from '../opportunity/use-media-query.ts';
import { ActiveFilters, FiltersButton } from './ActiveFilters.tsx';
import { activeFilters, type ActiveFilterInput } from './active-filters.ts';
import { EmptyState } from './EmptyState.tsx';
import { FilterDrawer } from './FilterDrawer.tsx';
import { FilterPanel, type FilterPanelProps } from './FilterPanel.tsx';
import { KeywordSearch } from './KeywordSearch.tsx';
import type { FilterChange, ListingSearch } from './listing-url.ts';
import { Pagination } from './Pagination.tsx';
import { totalPages } from './pagination.ts';
import { SkeletonCards } from './SkeletonCards.tsx';

/** Spec section 9: scroll to the top 100 ms after a page change. */
const SCROLL_DELAY_MS = 100;

export interface ListingShellProps {
  /** The page's head (title, description, feed). */
  head: ReactNode;
  /** What stands above the keyword search: the heading and the page's own links. */
  intro: ReactNode;
  search: ListingSearch;
  /** The panel's category and names as the address gives them; `posted`: options among postings only. */
  place: Pick<FilterPanelProps, 'category' | 'posted' | 'country' | 'university' | 'discipline'>;
  /** The names on the chips (the options' own spelling where known). */
  chips: Pick<ActiveFilterInput, 'country' | 'university' | 'discipline'>;
  results: UseQueryResult<ListingPage>;
  onChange: (change: FilterChange) => void;
  onClear: () => void;
  /** Goes to another page; the shell then scrolls to the top. */
  onPage: (page: number) => void;
  /** Said in place of the results when they could not be loaded (without it: the empty state). */
  loadError?: string;
  /** Where a card leads (default: the opportunity's page). */
  cardHref?: (opportunity: Opportunity) => string;
  /** Below the pages. */
  footer?: ReactNode;
  /** Offers "Positions I can apply to" with the signed-in candidate's codes (the /phd-vacancies listing). */
  eligibleCodes?: EligibleCodes;
}

export function ListingShell(props: ListingShellProps) {
  const { search, results, onChange, onClear, cardHref } = props;
  const sidebar = useMediaQuery(SIDEBAR_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const opportunities = results.data?.data ?? [];

  // Below 1024 px the panel is out of sight: the chips and the button's count show what is on.
  const eligible = props.eligibleCodes ? search.eligible : undefined;
  const active = activeFilters({ ...search, eligible, ...props.chips });
  const goToPage = (page: number) => {
    props.onPage(page);
    window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_DELAY_MS);
  };

  const panel = (
    <FilterPanel
      {...props.place}
      createdAfter={search.createdAfter}
      createdBefore={search.createdBefore}
      funded={search.funded}
      open={search.open}
      fundingTypes={search.fundingTypes}
      stipend={search.stipend}
      eligible={eligible}
      eligibleCodes={props.eligibleCodes}
      onChange={onChange}
      onClear={onClear}
    />
  );

  return (
    <div className="py-6">
      {props.head}
      <div className="mb-6 space-y-4">
        {props.intro}
        <div className="flex gap-2">
          <div className="min-w-0 flex-1">
            <KeywordSearch key={search.q} initial={search.q} onSearch={(q) => onChange({ kind: 'q', value: q })} />
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
          <ActiveFilters filters={active} onRemove={(filter) => onChange(filter.remove)} />
          <section aria-label="Results" className="space-y-4">
            {results.isPending ? (
              <SkeletonCards />
            ) : results.isError && props.loadError ? (
              <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
                {props.loadError}
              </p>
            ) : opportunities.length === 0 ? (
              <EmptyState onClear={onClear} />
            ) : (
              opportunities.map((o, index) => (
                <OpportunityCard
                  key={o?.id ?? index}
                  opportunity={o}
                  headingLevel={2}
                  href={o && cardHref ? cardHref(o) : undefined}
                />
              ))
            )}
          </section>
          {results.isSuccess && (
            <Pagination
              page={search.page}
              totalPages={totalPages(results.data.pagination.total ?? 0)}
              onPage={goToPage}
            />
          )}
          {props.footer}
        </div>
      </div>
      {!sidebar && drawerOpen && <FilterDrawer onClose={closeDrawer}>{panel}</FilterDrawer>}
    </div>
  );
}
