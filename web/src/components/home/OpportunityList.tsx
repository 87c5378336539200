// A titled list of cards on the home page, with the spinner lists show while they load.
import { useId } from 'react';
import type { Opportunity } from '../../api/types.ts';
import { OpportunityCard } from '../opportunity/OpportunityCard.tsx';
import { Spinner } from '../ui/Spinner.tsx';

export interface OpportunityListProps {
  title: string;
  opportunities: Opportunity[] | undefined;
  loading: boolean;
}

export function OpportunityList({ title, opportunities, loading }: OpportunityListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {loading ? (
        <Spinner label={`Loading ${title}`} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {(opportunities ?? []).map((o, index) => (
            // An entry may be missing (null): the card says so instead of the list failing.
            <OpportunityCard key={o?.id ?? index} opportunity={o} headingLevel={3} />
          ))}
        </div>
      )}
    </section>
  );
}
