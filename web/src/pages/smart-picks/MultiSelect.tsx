// A searchable multi-select for one preference kind (spec sections 2 and 5): opens on click, closes on
// an outside click or Escape, filters its options case-insensitively, shows the picks as removable chips.
import { useId, useRef, useState } from 'react';
import { useDismiss } from '../../components/header/useDismiss.ts';
import { FOCUS_RING } from '../../components/ui/styles.ts';

export interface MultiSelectProps {
  label: string;
  options: string[];
  selected: string[];
  onToggle: (value: string) => void;
}

export function MultiSelect({ label, options, selected, onToggle }: MultiSelectProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  useDismiss(root, open, () => setOpen(false));
  const needle = search.trim().toLowerCase();
  const shown = needle ? options.filter((o) => o.toLowerCase().includes(needle)) : options;

  return (
    <div ref={root} className="relative">
      <span id={`${id}-label`} className="font-medium text-slate-800">
        {label}
      </span>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-summary`}
        onClick={() => setOpen(!open)}
        className={`mt-1 flex w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-slate-800 ${FOCUS_RING}`}
      >
        <span id={`${id}-summary`}>
          {selected.length ? `${selected.length} selected` : `Select ${label.toLowerCase()}`}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div
          id={`${id}-panel`}
          className="absolute z-20 mt-1 w-full rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
        >
          <input
            type="search"
            aria-label={`Search ${label.toLowerCase()}`}
            placeholder="Search..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className={`mb-2 w-full rounded border border-slate-300 px-2 py-1 ${FOCUS_RING}`}
          />
          <ul className="max-h-60 overflow-y-auto" aria-label={label}>
            {shown.map((option) => (
              <li key={option}>
                <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 hover:bg-brand-50">
                  <input type="checkbox" checked={selected.includes(option)} onChange={() => onToggle(option)} />
                  {option}
                </label>
              </li>
            ))}
            {shown.length === 0 && <li className="px-2 py-1 text-slate-600">No matches</li>}
          </ul>
        </div>
      )}
      {selected.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={`Selected ${label.toLowerCase()}`}>
          {selected.map((value) => (
            <li
              key={value}
              className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900"
            >
              {value}
              <button
                type="button"
                aria-label={`Remove ${value}`}
                onClick={() => onToggle(value)}
                className={`rounded-full px-2 hover:bg-brand-100 ${FOCUS_RING}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
