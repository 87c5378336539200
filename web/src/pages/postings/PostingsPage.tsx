// PhD postings (/phd-postings): positions that university staff and professors published on the site
// themselves (the recruiter area, the post-jobs form, university sites listing on PhD Finder), with
// the listing's cards, filters and pages (ListingShell), each card saying who posted it and leading to
// /phd-postings/{id}. Filters live in the query string (postings-url.ts).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { listing, type ListingFilters } from '../../api/opportunities.ts';
import { readListingSearch, searchFilters, type FilterChange } from '../../components/listing/listing-url.ts';
import { ListingShell } from '../../components/listing/ListingShell.tsx';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/ui/styles.ts';
import { POST_JOBS_PATH, POSTINGS_PATH, postingPath } from '@phd/contracts/paths';
import { pageMeta } from '@phd/contracts/seo';
import { postingsAddressAfterChange, postingsPageAddress, readPostingsRoute } from './postings-url.ts';

export function PostingsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const route = useMemo(() => readPostingsRoute(params), [params]);
  const search = useMemo(() => readListingSearch(params), [params]);

  // No category: a featured posting is a posting too (the heading counts, and the search finds, all of them).
  const filters: ListingFilters = { ...route, ...searchFilters(search), posted: true };
  const results = useQuery(listing(filters, search.page));
  const total = results.data?.pagination.total;

  return (
    <ListingShell
      head={<PageHead meta={pageMeta(POSTINGS_PATH)} />}
      intro={
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
      }
      search={search}
      place={{ category: 'standard', posted: true, ...route }}
      chips={route}
      results={results}
      onChange={(change: FilterChange) =>
        navigate(postingsAddressAfterChange(params, change, Math.floor(Date.now() / 1000)))
      }
      onClear={() => navigate(POSTINGS_PATH)}
      onPage={(page) => navigate(postingsPageAddress(params, page))}
      loadError="The postings could not be loaded. Please try again in a moment."
      cardHref={(o) => postingPath(o.id)}
    />
  );
}
