// The review list's filters: the status chips with the number of applicants in each (for the text
// search as it stands) and the text search, which also reads the resumes.
import { useEffect, useId, useState } from 'react';
import { APPLICANT_STATUSES, type ApplicantStatus } from '@phd/contracts/applicant-statuses';
import type { ApplicantSort } from '../../../api/applicants.ts';
import { FOCUS_RING } from '../../../components/ui/styles.ts';

/** The list's orders; the score orders use only applicants the reader scored (independent scores). */
export const SORT_LABELS: Record<ApplicantSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  rating: 'Highest weighted score',
  disagreement: 'Most disagreement',
};

const CHIP = `rounded-full border px-3 py-1 text-sm ${FOCUS_RING}`;
const chipClass = (on: boolean) =>
  `${CHIP} ${on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`;

/** How long the search waits after the last key before asking the server. */
export const SEARCH_DELAY_MS = 300;

export function ApplicantFilters({
  status,
  q,
  counts,
  stageNames,
  onStatus,
  onQuery,
  sort = 'newest',
  onSort,
}: {
  status: ApplicantStatus | undefined;
  q: string;
  counts: Partial<Record<ApplicantStatus, number>> | undefined;
  stageNames: Record<ApplicantStatus, string>;
  onStatus: (status: ApplicantStatus | undefined) => void;
  onQuery: (q: string) => void;
  sort?: ApplicantSort;
  onSort?: (sort: ApplicantSort) => void;
}) {
  const searchId = useId();
  const sortId = useId();
  const [text, setText] = useState(q);
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => onQuery(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, onQuery]);
  const all = counts ? APPLICANT_STATUSES.reduce((sum, stage) => sum + (counts[stage] ?? 0), 0) : undefined;
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
          Search applicants
        </label>
        <input
          id={searchId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={200}
          placeholder="Name, e-mail or a word in the resume"
          className={`mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 ${FOCUS_RING}`}
        />
      </div>
      {onSort && (
        <div>
          <label htmlFor={sortId} className="block text-sm font-medium text-slate-800">
            Sort
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => onSort(event.target.value as ApplicantSort)}
            title="Scores count only for applicants you have scored yourself; disagreement is the spread between reviewers"
            className={`mt-1 rounded-lg border border-slate-300 px-3 py-2 ${FOCUS_RING}`}
          >
            {(Object.keys(SORT_LABELS) as ApplicantSort[]).map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      )}
      <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2">
        <button type="button" aria-pressed={!status} className={chipClass(!status)} onClick={() => onStatus(undefined)}>
          All{count(all)}
        </button>
        {APPLICANT_STATUSES.map((stage) => (
          <button
            key={stage}
            type="button"
            aria-pressed={status === stage}
            className={chipClass(status === stage)}
            onClick={() => onStatus(status === stage ? undefined : stage)}
          >
            {stageNames[stage]}
            {count(counts ? (counts[stage] ?? 0) : undefined)}
          </button>
        ))}
      </div>
    </div>
  );
}
