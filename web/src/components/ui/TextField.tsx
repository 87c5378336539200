// Labelled inputs, selects and text areas with their hint and error wired up for screen readers
// (aria-describedby), used by the recruiter and account forms. Other attributes pass through.
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { FOCUS_RING } from './styles.ts';

export const INPUT_CLASS = `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 disabled:bg-slate-100 disabled:text-slate-600 ${FOCUS_RING}`;

interface FieldProps {
  label: string;
  error?: string | null;
  hint?: string;
  /**
   * The id of the element that already says what is wrong with this field (a form's notice): the field
   * is marked invalid and points to it, so the message is not repeated under it.
   */
  errorElsewhere?: string;
}

function useFieldIds(error?: string | null, hint?: string, errorElsewhere?: string) {
  const id = useId();
  const described =
    [hint && `${id}-hint`, error && `${id}-error`, !error && errorElsewhere].filter(Boolean).join(' ') || undefined;
  return { id, described };
}

/**
 * The visible mark of a required field, beside its label rather than in it (the field's `required`
 * already tells screen readers, and its name stays the label's text); RequiredLegend explains it.
 */
const MARK_CLASS = 'ml-0.5 font-semibold text-red-700';

export function RequiredMark() {
  return (
    <span aria-hidden="true" className={MARK_CLASS}>
      *
    </span>
  );
}

/** Says what the mark means (read out here: "star"); shown once at the top of a form with required fields. */
export function RequiredLegend() {
  return (
    <p className="text-sm text-slate-600">
      Fields marked <span className={MARK_CLASS}>*</span> are required.
    </p>
  );
}

function FieldFooter({ id, error, hint }: { id: string; error?: string | null; hint?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

/** The attributes every control gets: its id, invalid state, description and class. */
type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; className: string };

/**
 * The label, required mark, hint and error around one control; `control` draws the <input>, <select>
 * or <textarea> with the attributes that tie it to them.
 */
function Field({
  label,
  error,
  hint,
  errorElsewhere,
  className = '',
  required,
  control,
}: FieldProps & { className?: string; required?: boolean; control: (props: ControlProps) => ReactNode }) {
  const { id, described } = useFieldIds(error, hint, errorElsewhere);
  const invalid = Boolean(error || errorElsewhere);
  return (
    <div className={className}>
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      {required && <RequiredMark />}
      {control({
        id,
        'aria-invalid': invalid ? true : undefined,
        'aria-describedby': described,
        className: `${INPUT_CLASS} ${invalid ? 'border-red-600' : 'border-slate-300'}`,
      })}
      <FieldFooter id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextField({
  label,
  error,
  hint,
  errorElsewhere,
  className,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const field = { label, error, hint, errorElsewhere, className, required: input.required };
  return <Field {...field} control={(props) => <input {...props} {...input} />} />;
}

/** A labelled <select>: the same label, hint and error as TextField; the options are its children. */
export function SelectField({
  label,
  error,
  hint,
  errorElsewhere,
  className,
  children,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const field = { label, error, hint, errorElsewhere, className, required: select.required };
  return (
    <Field
      {...field}
      control={(props) => (
        <select {...props} {...select}>
          {children}
        </select>
      )}
    />
  );
}

/** A labelled <textarea>: the same label, hint and error as TextField. */
export function TextAreaField({
  label,
  error,
  hint,
  errorElsewhere,
  className,
  ...area
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const field = { label, error, hint, errorElsewhere, className, required: area.required };
  return <Field {...field} control={(props) => <textarea {...props} {...area} />} />;
}
