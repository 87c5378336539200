// A page of opportunities in Smart Picks (saved, recommended): 30 per page with Previous / "Page X of
// Y" / Next when there is more than one page (spec sections 2 and 9), or the section's empty state.
// While the list is being recomputed (`updating`), that is announced, the cards still shown are the
// old ones (dimmed), and an empty answer is not taken for the final one.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PAGE_SIZE } from '../../api/opportunities.ts';
import type { Opportunity } from '../../api/types.ts';
import { Pagination } from '../../components/listing/Pagination.tsx';
import { SkeletonCards } from '../../components/listing/SkeletonCards.tsx';
import { OpportunityCard } from '../../components/opportunity/OpportunityCard.tsx';
import type { Page } from '../account/account-queries.ts';

export interface OpportunityGridProps {
  title: string;
  query: UseQueryResult<Page<Opportunity>>;
  page: number;
  onPage: (page: number) => void;
  empty: (answer: Page<Opportunity> | undefined) => ReactNode;
  /** The text to announce while the list is being recomputed; nothing otherwise. */
  updating?: string | null;
  /** Something to do with each opportunity, under its card (the saved ones: "I applied externally"). */
  action?: (opportunity: Opportunity) => ReactNode;
}

export function OpportunityGrid({ title, query, page, onPage, empty, updating, action }: OpportunityGridProps) {
  const rows = query.data?.data ?? [];
  const totalPages = Math.ceil((query.data?.pagination.total ?? 0) / PAGE_SIZE);
  return (
    <section aria-label={title} aria-busy={updating ? true : undefined} className="space-y-4">
      <h2 className="text-2xl font-semibold text-slate-900">{title}</h2>
      {/* Always in the page, so screen readers announce the text when it appears. */}
      <p role="status" className={updating ? 'flex items-center gap-2 font-medium text-brand-900' : 'sr-only'}>
        {updating && (
          <>
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-brand-700 border-t-transparent motion-reduce:animate-none"
            />
            {updating}
          </>
        )}
      </p>
      {query.isPending || (updating && rows.length === 0) ? (
        <SkeletonCards />
      ) : rows.length === 0 ? (
        <div className="rounded-xl bg-white p-8 text-center text-slate-700 shadow-sm">{empty(query.data)}</div>
      ) : (
        <>
          <div className={`grid gap-4 xl:grid-cols-2 ${updating ? 'opacity-60 transition-opacity' : ''}`}>
            {rows.map((o) =>
              action ? (
                <div key={o.id} className="flex flex-col gap-2">
                  <OpportunityCard opportunity={o} />
                  {action(o)}
                </div>
              ) : (
                <OpportunityCard key={o.id} opportunity={o} />
              ),
            )}
          </div>
          <Pagination page={page} totalPages={totalPages} onPage={onPage} />
        </>
      )}
    </section>
  );
}
