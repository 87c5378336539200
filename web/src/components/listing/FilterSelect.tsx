// A labelled select of one filter, with the reason it is disabled shown beneath it.
import { useId } from 'react';

export interface FilterOption {
  value: string;
  count?: number;
}

export interface FilterSelectProps {
  label: string;
  /** The "any" option's text. */
  anyLabel: string;
  value: string;
  options: FilterOption[];
  disabled?: boolean;
  /** Shown under the select while it is disabled. */
  disabledMessage?: string;
  onChange: (value: string | undefined) => void;
}

export function FilterSelect({
  label,
  anyLabel,
  value,
  options,
  disabled,
  disabledMessage,
  onChange,
}: FilterSelectProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const showHint = disabled && disabledMessage;
  // A value from the address that the option list does not hold (yet) still shows as chosen.
  const listed = value === '' || options.some((o) => o.value === value);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={showHint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value || undefined)}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600"
      >
        <option value="">{anyLabel}</option>
        {!listed && <option value={value}>{value}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.count === undefined ? o.value : `${o.value} (${o.count})`}
          </option>
        ))}
      </select>
      {showHint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {disabledMessage}
        </p>
      )}
    </div>
  );
}
