// A page of opportunities in Smart Picks (saved, recommended): 30 per page with Previous / "Page X of
// Y" / Next when there is more than one page (spec sections 2 and 9), or the section's empty state.
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
}

export function OpportunityGrid({ title, query, page, onPage, empty }: OpportunityGridProps) {
  const rows = query.data?.data ?? [];
  const totalPages = Math.ceil((query.data?.pagination.total ?? 0) / PAGE_SIZE);
  return (
    <section aria-label={title} className="space-y-4">
      <h2 className="text-2xl font-semibold text-slate-900">{title}</h2>
      {query.isPending ? (
        <SkeletonCards />
      ) : rows.length === 0 ? (
        <div className="rounded-xl bg-white p-8 text-center text-slate-700 shadow-sm">{empty(query.data)}</div>
      ) : (
        <>
          <div className="grid gap-4 xl:grid-cols-2">
            {rows.map((o) => (
              <OpportunityCard key={o.id} opportunity={o} />
            ))}
          </div>
          <Pagination page={page} totalPages={totalPages} onPage={onPage} />
        </>
      )}
    </section>
  );
}
