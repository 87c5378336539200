// The fields a rating and a scorecard share: a 1-4 choice (no neutral middle) and the optional note.
import { useId } from 'react';
import { FOCUS_RING } from '../../../components/ui/styles.ts';

export const SCORE_LABELS = ['', 'Poor', 'Fair', 'Good', 'Excellent'] as const;

/** The four scores as radio buttons named `name`, the chosen one highlighted. */
export function ScoreChoices({
  name,
  value,
  onChange,
}: {
  name: string;
  value: number | undefined;
  onChange: (score: number) => void;
}) {
  return (
    <div className="mt-1 flex flex-wrap gap-2">
      {[1, 2, 3, 4].map((n) => (
        <label
          key={n}
          className={`flex cursor-pointer items-center gap-1 rounded-md border px-2 py-1 text-sm ${
            value === n ? 'border-brand-700 bg-brand-50' : 'border-slate-300'
          }`}
        >
          <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} />
          {n} {SCORE_LABELS[n]}
        </label>
      ))}
    </div>
  );
}

export function RatingNote({ value, onChange }: { value: string; onChange: (note: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm text-slate-700">
        Note (optional)
      </label>
      <input
        id={id}
        value={value}
        maxLength={2000}
        onChange={(event) => onChange(event.target.value)}
        className={`mt-1 w-full rounded-lg border border-slate-300 px-3 py-1.5 text-sm ${FOCUS_RING}`}
      />
    </div>
  );
}
