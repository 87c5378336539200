// Spec section 4, "Detail page": related opportunities are fetched once the opportunity has loaded.
// Below the position, a few (the server leaves out those past their deadline and repeats) in a grid:
// one column on phones and tablets, two on wide screens, so no long column runs on past the position.
import { useQuery } from '@tanstack/react-query';
import { related } from '../../api/opportunities.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { OpportunityCard } from './OpportunityCard.tsx';

export function RelatedOpportunities({ id, closed = false }: { id: string; closed?: boolean }) {
  const query = useQuery(related(id));
  const list = query.data?.data ?? [];
  // Nothing related (or a failed fetch): the section is left out rather than shown empty.
  if (!query.isPending && list.length === 0) return null;
  return (
    <aside aria-labelledby="related-title" className="space-y-4">
      <div>
        <h2 id="related-title" className="text-xl font-semibold text-slate-900">
          Related PhD Opportunities
        </h2>
        {closed && <p className="mt-1 text-slate-700">Open positions like this one.</p>}
      </div>
      {query.isPending ? (
        <Spinner label="Loading related opportunities" />
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-testid="related-list">
          {list.map((o, index) => (
            <OpportunityCard key={o?.id ?? index} opportunity={o} headingLevel={3} />
          ))}
        </div>
      )}
    </aside>
  );
}
