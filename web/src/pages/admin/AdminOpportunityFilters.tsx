// The admin catalogue's search box and filters: status (deleted ones included on request), source,
// country and category. Applied on "Search", so typing does not fire a query per key.
import { useState, type FormEvent } from 'react';
import {
  NO_FILTERS,
  type AdminOpportunityFilters as Filters,
  type AdminSource,
  type AdminStatusFilter,
} from '../../api/admin-opportunities.ts';
import { Button } from '../../components/ui/Button.tsx';
import { FilterSelect } from './AdminList.tsx';
import { SOURCE_LABELS } from './opportunity-badges.tsx';

export const SEARCH_MAX = 200;

const STATUSES: { id: AdminStatusFilter; label: string }[] = [
  { id: '', label: 'Any but deleted' },
  { id: 'open', label: 'Open' },
  { id: 'closed', label: 'Closed' },
  { id: 'draft', label: 'Draft' },
  { id: 'deleted', label: 'Deleted' },
  { id: 'all', label: 'All, deleted too' },
];
const ANY = { id: '', label: 'Any' } as const;
const SOURCES: { id: Filters['source']; label: string }[] = [
  ANY,
  ...Object.entries(SOURCE_LABELS).map(([id, label]) => ({ id: id as AdminSource, label })),
];
const CATEGORIES: { id: Filters['category']; label: string }[] = [
  ANY,
  { id: 'standard', label: 'Standard' },
  { id: 'featured', label: 'Featured' },
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
  const select = <K extends Exclude<keyof Filters, 'q'>>(
    key: K,
    label: string,
    options: readonly { id: Filters[K]; label: string }[],
  ) => (
    <FilterSelect
      stacked
      selectClassName={SELECT}
      label={label}
      value={draft[key]}
      options={options}
      onChange={(value) => set(key, value)}
    />
  );
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
      {select('status', 'Status', STATUSES)}
      {select('source', 'Source', SOURCES)}
      {select('country', 'Country', [ANY, ...countries.map((c) => ({ id: c, label: c }))])}
      {select('category', 'Category', CATEGORIES)}
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
