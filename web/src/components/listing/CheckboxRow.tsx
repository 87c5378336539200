// One checkbox of the filter panel and its label, with an optional line beneath it (why it is
// unavailable, what it uses).
import { useId, type ReactNode } from 'react';

/**
 * Uncontrolled, keyed on the address's value: the tick shows at once while the navigation it starts
 * completes, and follows the address afterwards.
 */
export function CheckboxRow(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  strong?: boolean;
  disabled?: boolean;
  /** Said under the label, and read with the checkbox. */
  hint?: ReactNode;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="space-y-1">
      <div className="flex items-center gap-2">
        <input
          key={String(props.checked)}
          id={id}
          type="checkbox"
          defaultChecked={props.checked}
          disabled={props.disabled}
          aria-describedby={props.hint ? hintId : undefined}
          onChange={(event) => props.onChange(event.target.checked)}
          className="h-4 w-4 rounded border-slate-400 accent-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        />
        <label
          htmlFor={id}
          className={`text-sm ${props.strong ? 'font-medium' : ''} ${
            props.disabled ? 'text-slate-500' : props.strong ? 'text-slate-800' : 'text-slate-700'
          }`}
        >
          {props.label}
        </label>
      </div>
      {props.hint && (
        <p id={hintId} className="pl-6 text-xs text-slate-600">
          {props.hint}
        </p>
      )}
    </div>
  );
}
