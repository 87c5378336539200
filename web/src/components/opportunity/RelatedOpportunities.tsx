// Spec section 4, "Detail page": related opportunities are fetched once the opportunity has loaded.
import { useQuery } from '@tanstack/react-query';
import { related } from '../../api/opportunities.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { OpportunityCard } from './OpportunityCard.tsx';

export function RelatedOpportunities({ id }: { id: string }) {
  const query = useQuery(related(id));
  const list = query.data?.data ?? [];
  // Nothing related (or a failed fetch): the section is left out rather than shown empty.
  if (!query.isPending && list.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="space-y-4">
      <h2 id="related-title" className="text-xl font-semibold text-slate-900">
        Related PhD Opportunities
      </h2>
      {query.isPending ? (
        <Spinner label="Loading related opportunities" />
      ) : (
        <div className="grid grid-cols-1 gap-4" data-testid="related-list">
          {list.map((o, index) => (
            <OpportunityCard key={o?.id ?? index} opportunity={o} headingLevel={3} />
          ))}
        </div>
      )}
    </section>
  );
}
