// A scorecard (issue 34): each of the opportunity's criteria scored 1 to 4, with its weight shown so a
// reviewer knows what counts most, and the weighted score as it will be saved. Every criterion must
// be scored before it can be submitted (the server refuses a partial scorecard too).
import { useId, useState, type FormEvent } from 'react';
import type { Criterion } from '@phd/contracts/input/review';
import { Button } from '../../../components/ui/Button.tsx';
import { FOCUS_RING } from '../../../components/ui/styles.ts';

/** sum(weight × score) / sum(weight), two decimals, as the server stores it; null until all are scored. */
export function weightedOf(criteria: Criterion[], scores: Record<string, number>): number | null {
  if (criteria.length === 0 || criteria.some((c) => !scores[c.key])) return null;
  const weights = criteria.reduce((sum, c) => sum + c.weight, 0);
  return Math.round((criteria.reduce((sum, c) => sum + c.weight * scores[c.key]!, 0) / weights) * 100) / 100;
}

export function ScorecardForm({
  criteria,
  labels,
  initial,
  initialNote,
  submitted,
  busy,
  onSubmit,
}: {
  criteria: Criterion[];
  /** The scale's words by score (1 to 4). */
  labels: readonly string[];
  initial: Record<string, number> | null;
  initialNote: string;
  submitted: boolean;
  busy: boolean;
  onSubmit: (scores: Record<string, number>, note: string) => void;
}) {
  const noteId = useId();
  const [scores, setScores] = useState<Record<string, number>>(() =>
    // Scores of criteria since removed are not offered again.
    Object.fromEntries(criteria.filter((c) => initial?.[c.key]).map((c) => [c.key, initial![c.key]!])),
  );
  const [note, setNote] = useState(initialNote);
  const weighted = weightedOf(criteria, scores);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (weighted !== null) onSubmit(scores, note);
  };

  return (
    <form onSubmit={submit} className="mt-2 space-y-3" aria-label="Scorecard">
      {criteria.map((criterion) => (
        <fieldset key={criterion.key}>
          <legend className="text-sm text-slate-800">
            <span className="font-medium">{criterion.label}</span>{' '}
            <span className="text-slate-600">(weight {criterion.weight})</span>
          </legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {[1, 2, 3, 4].map((n) => (
              <label
                key={n}
                className={`flex cursor-pointer items-center gap-1 rounded-md border px-2 py-1 text-sm ${
                  scores[criterion.key] === n ? 'border-brand-700 bg-brand-50' : 'border-slate-300'
                }`}
              >
                <input
                  type="radio"
                  name={`score-${criterion.key}`}
                  value={n}
                  checked={scores[criterion.key] === n}
                  onChange={() => setScores((current) => ({ ...current, [criterion.key]: n }))}
                />
                {n} {labels[n]}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div>
        <label htmlFor={noteId} className="block text-sm text-slate-700">
          Note (optional)
        </label>
        <input
          id={noteId}
          value={note}
          maxLength={2000}
          onChange={(event) => setNote(event.target.value)}
          className={`mt-1 w-full rounded-lg border border-slate-300 px-3 py-1.5 text-sm ${FOCUS_RING}`}
        />
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {weighted === null
          ? `Score all ${criteria.length} criteria to submit.`
          : `Weighted score ${weighted.toFixed(2)} of 4.`}
      </p>
      <Button type="submit" variant="secondary" className="!px-3 !py-1 text-sm" disabled={busy || weighted === null}>
        {submitted ? 'Update scorecard' : 'Submit scorecard'}
      </Button>
    </form>
  );
}
