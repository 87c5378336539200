// The statistics' filters: one opportunity or all, and the days the applicants applied between. Each
// change applies at once (a date field reports a change only once its date is whole).
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { ApplicantStatsFilter } from '../../../api/applicants.ts';
import { TENANT_OPPORTUNITIES_KEY, tenantOpportunities } from '../../../api/tenant-opportunities.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { INPUT_CLASS } from '../../../components/ui/TextField.tsx';
import { isFiltered } from './stats-filter.ts';

/** The most the opportunities API lists at once; a site with more picks among its newest. */
const OPPORTUNITY_CHOICES = 100;

const LABEL = 'block text-sm font-medium text-slate-800';
const FIELD = `${INPUT_CLASS} border-slate-300`;

export function StatsFilters({
  filter,
  chosenTitle,
  onChange,
}: {
  filter: ApplicantStatsFilter;
  /** The chosen opportunity's title where the statistics know it. */
  chosenTitle?: string | null;
  onChange: (next: ApplicantStatsFilter) => void;
}) {
  const ids = { opportunity: useId(), from: useId(), to: useId() };
  const query = { limit: OPPORTUNITY_CHOICES, offset: 0 };
  const opportunities = useQuery({
    queryKey: [...TENANT_OPPORTUNITIES_KEY, query],
    queryFn: ({ signal }) => tenantOpportunities.list(query, signal),
  });
  const choices = opportunities.data?.data ?? [];
  // A linked opportunity beyond the list (or before it loads) still shows as chosen.
  const unlisted = filter.opportunity && !choices.some((o) => o.id === filter.opportunity);
  const set = (key: keyof ApplicantStatsFilter, value: string) => onChange({ ...filter, [key]: value || undefined });

  return (
    <form
      role="search"
      aria-label="Filter the statistics"
      onSubmit={(event) => event.preventDefault()}
      className="flex flex-wrap items-end gap-3"
    >
      <div className="w-full sm:w-80">
        <label htmlFor={ids.opportunity} className={LABEL}>
          Opportunity
        </label>
        <select
          id={ids.opportunity}
          className={FIELD}
          value={filter.opportunity ?? ''}
          onChange={(event) => set('opportunity', event.target.value)}
        >
          <option value="">All opportunities</option>
          {unlisted && <option value={filter.opportunity}>{chosenTitle ?? 'The chosen opportunity'}</option>}
          {choices.map((o) => (
            <option key={o.id} value={o.id}>
              {o.title}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0 flex-1 sm:w-44 sm:flex-none">
        <label htmlFor={ids.from} className={LABEL}>
          Applied from
        </label>
        <input
          id={ids.from}
          type="date"
          className={FIELD}
          value={filter.from ?? ''}
          max={filter.to}
          onChange={(event) => set('from', event.target.value)}
        />
      </div>
      <div className="min-w-0 flex-1 sm:w-44 sm:flex-none">
        <label htmlFor={ids.to} className={LABEL}>
          Applied to
        </label>
        <input
          id={ids.to}
          type="date"
          className={FIELD}
          value={filter.to ?? ''}
          min={filter.from}
          onChange={(event) => set('to', event.target.value)}
        />
      </div>
      {isFiltered(filter) && (
        <Button variant="secondary" onClick={() => onChange({})}>
          Clear filters
        </Button>
      )}
    </form>
  );
}
