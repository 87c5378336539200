// An opportunity's fair-review settings (issue 34), beside its editor and saved on their own: how many
// reference letters an application needs, the stage blind review lasts until, and the scorecard's
// criteria with their weights ("Use the suggested scorecard" fills a common one). A criterion keeps
// its key when its label is reworded, so scores already given stay with it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  BLIND_STAGES,
  CRITERIA_MAX,
  CRITERION_LABEL_MAX,
  REFERENCES_MAX,
  SUGGESTED_SCORECARD,
  WEIGHT_MAX,
  type BlindStage,
  type Criterion,
} from '@phd/contracts/input/review';
import { APPLICANT_STATUS_LABELS } from '@phd/contracts/applicant-statuses';
import { REVIEW_SETTINGS_KEY, reviewApi, type ReviewSettings } from '../../api/review.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { FOCUS_RING } from '../../components/ui/styles.ts';
import { serverMessage } from '../../layout/server-message.ts';

/** A criterion as edited: the weight as typed, the key kept from the saved one (none for a new one). */
interface Row {
  key?: string;
  label: string;
  weight: string;
}

const FIELD = `rounded-lg border border-slate-300 px-3 py-1.5 ${FOCUS_RING}`;

/** research_fit from "Research fit", unique among `taken`. */
export function keyFor(label: string, taken: Set<string>): string {
  const base =
    label
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 30) || 'criterion';
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}_${n}`;
  taken.add(key);
  return key;
}

/** The rows as the API takes them; new criteria get keys their labels suggest. */
export function criteriaOf(rows: Row[]): Criterion[] {
  const taken = new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
  return rows.map((r) => ({
    key: r.key ?? keyFor(r.label, taken),
    label: r.label.trim(),
    weight: Number(r.weight),
  }));
}

const rowsOf = (criteria: Criterion[]): Row[] => criteria.map((c) => ({ ...c, weight: String(c.weight) }));

export function ReviewSettingsPanel({ opportunityId }: { opportunityId: string }) {
  const settings = useQuery({
    queryKey: [...REVIEW_SETTINGS_KEY, opportunityId],
    queryFn: ({ signal }) => reviewApi.settings(opportunityId, signal),
    gcTime: 0,
  });
  if (settings.isPending) return <Spinner label="Loading the review settings..." />;
  if (settings.isError)
    return <Notice tone="error">{serverMessage(settings.error, 'The review settings could not be loaded.')}</Notice>;
  return <SettingsForm opportunityId={opportunityId} saved={settings.data} />;
}

function SettingsForm({ opportunityId, saved }: { opportunityId: string; saved: ReviewSettings }) {
  const client = useQueryClient();
  const ids = { letters: useId(), blind: useId() };
  const [letters, setLetters] = useState(saved.references_required);
  const [blind, setBlind] = useState<BlindStage | null>(saved.blind_until);
  const [rows, setRows] = useState<Row[]>(rowsOf(saved.scorecard));
  const [done, setDone] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      reviewApi.saveSettings(opportunityId, {
        references_required: letters,
        blind_until: blind,
        scorecard: criteriaOf(rows),
      }),
    onSuccess: ({ message, data }) => {
      setRows(rowsOf(data.scorecard));
      setDone(message);
      return client.invalidateQueries({ queryKey: REVIEW_SETTINGS_KEY });
    },
    onError: () => setDone(null),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const change = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const total = rows.reduce((sum, r) => sum + (Number(r.weight) || 0), 0);

  return (
    <form
      onSubmit={submit}
      aria-labelledby="review-settings-heading"
      className="mt-6 space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="review-settings-heading" className="text-xl font-semibold text-brand-900">
        Review
      </h2>
      <div>
        <label htmlFor={ids.letters} className="block font-medium text-slate-800">
          Reference letters required
        </label>
        <select
          id={ids.letters}
          value={letters}
          onChange={(event) => setLetters(Number(event.target.value))}
          className={`mt-1 ${FIELD}`}
        >
          {Array.from({ length: REFERENCES_MAX + 1 }, (_, n) => (
            <option key={n} value={n}>
              {n === 0 ? 'None' : n}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.blind} className="block font-medium text-slate-800">
          Blind review: reviewers see a pseudonym until the applicant reaches …
        </label>
        <select
          id={ids.blind}
          value={blind ?? ''}
          onChange={(event) => setBlind((event.target.value || null) as BlindStage | null)}
          className={`mt-1 ${FIELD}`}
        >
          <option value="">Off: reviewers always see who applied</option>
          {BLIND_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {APPLICANT_STATUS_LABELS[stage]}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className="font-medium text-slate-800">Scorecard</legend>
        <p className="text-sm text-slate-600">
          Reviewers score each criterion from 1 to 4; the weighted score orders the review list. Without criteria,
          reviewers give one rating.
        </p>
        {rows.length > 0 && (
          <ul className="mt-2 space-y-2">
            {rows.map((row, index) => (
              <li key={row.key ?? `new-${index}`} className="flex flex-wrap items-end gap-2">
                <label className="text-sm text-slate-700">
                  Criterion
                  <input
                    value={row.label}
                    maxLength={CRITERION_LABEL_MAX}
                    required
                    onChange={(event) => change(index, { label: event.target.value })}
                    className={`mt-1 block ${FIELD}`}
                  />
                </label>
                <label className="text-sm text-slate-700">
                  Weight
                  <input
                    type="number"
                    min={1}
                    max={WEIGHT_MAX}
                    step={1}
                    required
                    value={row.weight}
                    onChange={(event) => change(index, { weight: event.target.value })}
                    className={`mt-1 block w-24 ${FIELD}`}
                  />
                </label>
                <Button
                  variant="secondary"
                  className="!px-3 !py-1 text-sm"
                  aria-label={`Remove ${row.label || 'this criterion'}`}
                  onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        {rows.length > 0 && <p className="mt-1 text-sm text-slate-600">Weights add up to {total}.</p>}
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            className="!px-3 !py-1 text-sm"
            disabled={rows.length >= CRITERIA_MAX}
            onClick={() => setRows((current) => [...current, { label: '', weight: '10' }])}
          >
            Add a criterion
          </Button>
          <Button
            variant="secondary"
            className="!px-3 !py-1 text-sm"
            onClick={() => setRows(rowsOf(SUGGESTED_SCORECARD))}
          >
            Use the suggested scorecard
          </Button>
        </div>
      </fieldset>
      {save.isError && (
        <Notice tone="error">{serverMessage(save.error, 'The review settings could not be saved.')}</Notice>
      )}
      {done && (
        <p role="status" className="text-sm text-green-800">
          {done}.
        </p>
      )}
      <Button type="submit" disabled={save.isPending}>
        Save review settings
      </Button>
    </form>
  );
}
