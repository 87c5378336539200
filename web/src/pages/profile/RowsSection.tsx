// A list section of the profile (education, languages, referees): one bordered group of inputs a row,
// "Add" until the list's limit, "Remove" on each row. Inputs stack on a phone and sit side by side on
// wider screens. Each input shows the server's problem for its path ("education.1.end_year").
import { useId } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { INPUT_CLASS } from '../../components/ui/TextField.tsx';

export interface RowField<R> {
  key: keyof R & string;
  label: string;
  type?: 'text' | 'email' | 'number';
  /** A choice from these values instead of free text. */
  options?: readonly string[];
  autoComplete?: string;
}

interface RowsSectionProps<R> {
  /** The API's name of the list: "education", "languages", "referees". */
  name: string;
  title: string;
  /** What one row is called, for the buttons and group labels ("degree"). */
  noun: string;
  rows: R[];
  fields: RowField<R>[];
  max: number;
  errors: Record<string, string>;
  onChange: (rows: R[]) => void;
  empty: R;
}

export function RowsSection<R extends object>(props: RowsSectionProps<R>) {
  const { name, title, noun, rows, fields, max, errors, onChange, empty } = props;
  const id = useId();
  const edit = (index: number, key: keyof R, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  const listError = errors[name];
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      <p className="text-sm text-slate-600">Up to {max}.</p>
      {listError && <p className="mt-2 text-sm text-red-700">{listError}</p>}
      <ol className="mt-3 space-y-3">
        {rows.map((row, index) => (
          <li key={index}>
            <fieldset className="rounded-lg border border-slate-200 p-3">
              <legend className="px-1 text-sm font-medium text-slate-700">
                {noun[0]!.toUpperCase() + noun.slice(1)} {index + 1}
              </legend>
              <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {fields.map((field) => {
                  const inputId = `${id}-${index}-${field.key}`;
                  const error = errors[`${name}.${index}.${field.key}`];
                  const common = {
                    id: inputId,
                    name: `${name}.${index}.${field.key}`,
                    value: String(row[field.key]),
                    'aria-invalid': error ? true : undefined,
                    'aria-describedby': error ? `${inputId}-error` : undefined,
                    className: `${INPUT_CLASS} ${error ? 'border-red-600' : 'border-slate-300'}`,
                  };
                  return (
                    <div key={field.key}>
                      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
                        {field.label}
                      </label>
                      {field.options ? (
                        <select {...common} onChange={(e) => edit(index, field.key, e.target.value)}>
                          <option value="">Choose…</option>
                          {field.options.map((option) => (
                            <option key={option}>{option}</option>
                          ))}
                        </select>
                      ) : (
                        <input
                          {...common}
                          type={field.type ?? 'text'}
                          inputMode={field.type === 'number' ? 'numeric' : undefined}
                          autoComplete={field.autoComplete ?? 'off'}
                          onChange={(e) => edit(index, field.key, e.target.value)}
                        />
                      )}
                      {error && (
                        <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
                          {error}
                        </p>
                      )}
                    </div>
                  );
                })}
              </div>
              <Button
                variant="secondary"
                className="mt-3"
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
                aria-label={`Remove ${noun} ${index + 1}`}
              >
                Remove
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        className="mt-3"
        disabled={rows.length >= max}
        onClick={() => onChange([...rows, { ...empty }])}
      >
        Add {noun}
      </Button>
    </section>
  );
}
