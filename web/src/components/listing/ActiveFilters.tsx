// The active filters as chips above the results, each with a button that removes it, and their count
// on the Filters button that opens the drawer below 1024 px (the listing and the PhD postings pages).
import type { ActiveFilter } from './active-filters.ts';
import { CloseIcon } from '../opportunity/icons.tsx';

export function ActiveFilters({ filters, onRemove }: { filters: ActiveFilter[]; onRemove: (f: ActiveFilter) => void }) {
  if (filters.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap gap-2">
      {filters.map((filter) => (
        <li
          key={filter.key}
          className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand-700/30 bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900"
        >
          <span className="truncate">{filter.label}</span>
          <button
            type="button"
            onClick={() => onRemove(filter)}
            aria-label={`Remove filter: ${filter.label}`}
            className="rounded-full p-1 text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <CloseIcon className="h-3.5 w-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The button that opens the filter drawer below 1024 px: "Filters" and, when any is on, the number of
 * active filters (read as "Filters, 2 active").
 */
export function FiltersButton({ count, expanded, onOpen }: { count: number; expanded: boolean; onOpen: () => void }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onOpen}
      className="rounded-lg border border-brand-700 bg-white px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      Filters
      {count > 0 && (
        <>
          <span
            aria-hidden="true"
            className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white"
          >
            {count}
          </span>
          <span className="sr-only">, {count} active</span>
        </>
      )}
    </button>
  );
}
