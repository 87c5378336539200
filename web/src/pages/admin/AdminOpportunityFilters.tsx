// The admin catalogue's search box and filters: status (deleted ones included on request), source,
// country and category. Applied on "Search", so typing does not fire a query per key.
import { useState, type FormEvent } from 'react';
import {
  NO_FILTERS,
  type AdminOpportunityFilters as Filters,
  type AdminStatusFilter,
} from '../../api/admin-opportunities.ts';
import { Button } from '../../components/ui/Button.tsx';
import { SOURCE_LABELS } from './opportunity-badges.tsx';

export const SEARCH_MAX = 200;

const STATUSES: { value: AdminStatusFilter; label: string }[] = [
  { value: '', label: 'Any but deleted' },
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'draft', label: 'Draft' },
  { value: 'deleted', label: 'Deleted' },
  { value: 'all', label: 'All, deleted too' },
];

const SELECT = 'mt-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5';

export function AdminOpportunityFilters({
  applied,
  countries,
  onApply,
}: {
  applied: Filters;
  countries: readonly string[];
  onApply: (filters: Filters) => void;
}) {
  const [draft, setDraft] = useState<Filters>(applied);
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={submit} aria-label="Search the catalogue" className="flex flex-wrap items-end gap-3">
      <label className="flex min-w-[14rem] flex-1 flex-col text-sm">
        Title or university
        <input
          type="search"
          value={draft.q}
          maxLength={SEARCH_MAX}
          onChange={(e) => set('q', e.target.value)}
          className={SELECT}
        />
      </label>
      <label className="flex flex-col text-sm">
        Status
        <select
          value={draft.status}
          onChange={(e) => set('status', e.target.value as Filters['status'])}
          className={SELECT}
        >
          {STATUSES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-sm">
        Source
        <select
          value={draft.source}
          onChange={(e) => set('source', e.target.value as Filters['source'])}
          className={SELECT}
        >
          <option value="">Any</option>
          {Object.entries(SOURCE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-sm">
        Country
        <select value={draft.country} onChange={(e) => set('country', e.target.value)} className={SELECT}>
          <option value="">Any</option>
          {countries.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-sm">
        Category
        <select
          value={draft.category}
          onChange={(e) => set('category', e.target.value as Filters['category'])}
          className={SELECT}
        >
          <option value="">Any</option>
          <option value="standard">Standard</option>
          <option value="featured">Featured</option>
        </select>
      </label>
      <div className="flex gap-2">
        <Button type="submit">Search</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
