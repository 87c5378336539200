// The status of an application made elsewhere, as a select (the form's field, the list's change in
// place): the five statuses in their words.
import type { SelectHTMLAttributes } from 'react';
import { INPUT_CLASS } from '../../components/ui/TextField.tsx';
import type { ExternalStatus } from '@phd/contracts/input/candidate-tracking';
import { STATUS_OPTIONS } from './tracking-rules.ts';

type StatusSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  value: ExternalStatus;
  onChange: (status: ExternalStatus) => void;
};

export function StatusSelect({ value, onChange, className = '', ...select }: StatusSelectProps) {
  return (
    <select
      value={value}
      onChange={(e) => onChange(e.target.value as ExternalStatus)}
      className={`${INPUT_CLASS} border-slate-300 ${className}`}
      {...select}
    >
      {STATUS_OPTIONS.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
