// A scorecard (issue 34): each of the opportunity's criteria scored 1 to 4, with its weight shown so a
// reviewer knows what counts most, and the weighted score as it will be saved. Every criterion must
// be scored before it can be submitted (the server refuses a partial scorecard too).
import { useState, type FormEvent } from 'react';
import type { Criterion } from '@phd/contracts/input/review';
import { Button } from '../../../components/ui/Button.tsx';
import { RatingNote, ScoreChoices } from './ScoreFields.tsx';

/** sum(weight × score) / sum(weight), two decimals, as the server stores it; null until all are scored. */
export function weightedOf(criteria: Criterion[], scores: Record<string, number>): number | null {
  if (criteria.length === 0 || criteria.some((c) => !scores[c.key])) return null;
  const weights = criteria.reduce((sum, c) => sum + c.weight, 0);
  return Math.round((criteria.reduce((sum, c) => sum + c.weight * scores[c.key]!, 0) / weights) * 100) / 100;
}

export function ScorecardForm({
  criteria,
  initial,
  initialNote,
  submitted,
  busy,
  onSubmit,
}: {
  criteria: Criterion[];
  initial: Record<string, number> | null;
  initialNote: string;
  submitted: boolean;
  busy: boolean;
  onSubmit: (scores: Record<string, number>, note: string) => void;
}) {
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
          <ScoreChoices
            name={`score-${criterion.key}`}
            value={scores[criterion.key]}
            onChange={(n) => setScores((current) => ({ ...current, [criterion.key]: n }))}
          />
        </fieldset>
      ))}
      <RatingNote value={note} onChange={setNote} />
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
