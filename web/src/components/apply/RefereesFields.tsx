// The referees a position's reference letters are asked from (issue 34): exactly as many as the
// position asks for, each a name, an e-mail address and how they know the candidate. Both application
// forms use it (the main site's, prefilled from the profile's referees, and a careers page's); the
// server checks the same rules (contracts/src/input/references.ts) and words the same problems.
import { useId } from 'react';
import { lettersAsked, REFERENCE_MESSAGES } from '@phd/contracts/input/references';
import { FOCUS_RING } from '../ui/styles.ts';

export interface Referee {
  name: string;
  email: string;
  relation: string;
}

const EMPTY: Referee = { name: '', email: '', relation: '' };
const INPUT = `mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 ${FOCUS_RING}`;
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `count` referees: the profile's first ones, then empty rows. */
export function initialReferees(count: number, saved: readonly Referee[] = []): Referee[] {
  return Array.from({ length: count }, (_, i) => ({ ...EMPTY, ...(saved[i] ?? {}) }));
}

/** The first problem with the referees, as the server would word it; null when they will do. */
export function refereesProblem(referees: readonly Referee[], ownEmail: string): string | null {
  for (const [i, r] of referees.entries()) {
    const n = i + 1;
    if (!r.name.trim()) return `Referee ${n}: please enter their name.`;
    if (!LOOKS_LIKE_EMAIL.test(r.email.trim())) return `Referee ${n}: please enter a valid e-mail address.`;
    if (!r.relation.trim()) return `Referee ${n}: please say how they know you (e.g. MSc supervisor).`;
  }
  const emails = referees.map((r) => r.email.trim().toLowerCase());
  if (new Set(emails).size !== emails.length) return REFERENCE_MESSAGES.duplicate;
  if (ownEmail.trim() && emails.includes(ownEmail.trim().toLowerCase())) return REFERENCE_MESSAGES.own;
  return null;
}

/** The form field the server reads: one JSON array. */
export const refereesValue = (referees: readonly Referee[]) =>
  JSON.stringify(referees.map((r) => ({ name: r.name.trim(), email: r.email.trim(), relation: r.relation.trim() })));

export function RefereesFields({
  referees,
  onChange,
  error,
}: {
  referees: Referee[];
  onChange: (referees: Referee[]) => void;
  error?: string | null;
}) {
  const id = useId();
  if (referees.length === 0) return null;
  const edit = (i: number, field: keyof Referee, value: string) =>
    onChange(referees.map((r, j) => (j === i ? { ...r, [field]: value } : r)));
  return (
    <fieldset className="space-y-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-medium text-slate-800">Referees</legend>
      <p className="text-sm text-slate-600">
        {lettersAsked(referees.length)} Each referee gets an e-mail with a link to send their letter; you will see which
        letters arrived, never what they say.
      </p>
      {referees.map((r, i) => (
        <div key={i} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-3">
          <label className="text-sm text-slate-800">
            Referee {i + 1}: name
            <input
              type="text"
              className={INPUT}
              value={r.name}
              maxLength={200}
              onChange={(e) => edit(i, 'name', e.target.value)}
            />
          </label>
          <label className="text-sm text-slate-800">
            E-mail
            <input
              type="email"
              className={INPUT}
              value={r.email}
              maxLength={254}
              onChange={(e) => edit(i, 'email', e.target.value)}
            />
          </label>
          <label className="text-sm text-slate-800">
            Relation
            <input
              type="text"
              className={INPUT}
              value={r.relation}
              placeholder="e.g. MSc supervisor"
              maxLength={200}
              onChange={(e) => edit(i, 'relation', e.target.value)}
            />
          </label>
        </div>
      ))}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
