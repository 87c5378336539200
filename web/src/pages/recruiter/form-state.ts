// Form state for the recruiter screens: values, per-field errors that clear as the field is edited, and
// the server's field details (`{ details: { field: message } }`) mapped onto the same fields. A detail
// that only repeats the form's notice (the answer's message) is not written twice: the field is marked
// and points to the notice instead.
import { useId, useState, type ChangeEvent } from 'react';
import { ApiError } from '../../api/client.ts';
import { serverMessage } from '../../layout/server-message.ts';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

export function useFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  /** Fields whose problem the form's notice states (see setServerErrors). */
  const [told, setTold] = useState<string[]>([]);
  /** The id to give the element holding the form's notice. */
  const noticeId = useId();

  const bind = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: errors[name],
    errorElsewhere: told.includes(name) ? noticeId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
      setTold((current) => (current.includes(name) ? current.filter((field) => field !== name) : current));
    },
  });

  /** Client-side checks: their messages go under the fields. */
  const setFieldErrors = (next: FieldErrors<T>) => {
    setErrors(next);
    setTold([]);
  };

  /**
   * A refused call whose answer's message (`notice`) the form shows in its notice: field details saying
   * something else go under their fields, those saying the same only mark their field.
   */
  const setServerErrors = (error: unknown, notice: string) => {
    const details = Object.entries(serverFieldErrors(error));
    setErrors(Object.fromEntries(details.filter(([, text]) => text !== notice)) as FieldErrors<T>);
    setTold(details.filter(([, text]) => text === notice).map(([field]) => field));
  };

  /** Some field is still marked: its error, or the notice's, is not fixed yet. */
  const invalid = Object.values(errors).some(Boolean) || told.length > 0;

  return { values, setValues, errors, setErrors: setFieldErrors, setServerErrors, noticeId, bind, invalid };
}

/** The field messages of a 400 answer, keyed by the payload's field names. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return {};
  const { details } = error.body as { details?: unknown };
  if (!details || typeof details !== 'object') return {};
  return Object.fromEntries(Object.entries(details).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
}

/** The `error` code of a failed call (e.g. email_not_verified), if it has one. */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return undefined;
  const { error: code } = error.body as { error?: unknown };
  return typeof code === 'string' ? code : undefined;
}

/** Spec section 4 leaves recruiter rules to us; these mirror the server's (services/src/recruiters/password.ts). */
export const RECRUITER_PASSWORD_MIN = 10;

export function newPasswordErrors(password: string, confirm: string): { password?: string; confirm_password?: string } {
  const errors: { password?: string; confirm_password?: string } = {};
  if (!password) errors.password = 'Password is required';
  else if (password.length < RECRUITER_PASSWORD_MIN)
    errors.password = `Password must be at least ${RECRUITER_PASSWORD_MIN} characters long`;
  if (!confirm) errors.confirm_password = 'Please confirm your password';
  else if (password !== confirm) errors.confirm_password = 'Passwords do not match';
  return errors;
}

export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function requireFields<T extends Record<string, string>>(
  values: T,
  labels: Partial<Record<keyof T & string, string>>,
): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const [name, label] of Object.entries(labels) as [keyof T & string, string][]) {
    if (!values[name]?.trim()) errors[name] = `${label} is required`;
  }
  if ('email' in values && values.email.trim() && !EMAIL_SHAPE.test(values.email.trim()))
    (errors as Record<string, string>).email = 'Please enter a valid email address';
  return errors;
}

/** Spec section 8's fallback when a resend fails without a message. */
export const RESEND_FAILED = 'Failed to resend verification email';

export interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

/**
 * A form's one call: `busy` while it runs, then its outcome: the answer's message, or the server's
 * message for a failure (the screen's fallback when there is none). Resolves to whether it worked.
 */
export function useAction() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<{ message: string }>, fallback: string): Promise<boolean> => {
    setBusy(true);
    try {
      setOutcome({ tone: 'success', text: (await action()).message });
      return true;
    } catch (error) {
      setOutcome({ tone: 'error', text: serverMessage(error, fallback) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { outcome, setOutcome, busy, run };
}
