// The applicants of the review list: a checkbox each (for the bulk actions), the name linking to the
// applicant (?applicant=<id>, so the browser's back and e-mailed links work), the stage, the average
// rating once the reader has rated, and the date of application.
import { Link } from 'react-router-dom';
import type { Applicant } from '../../../api/applicants.ts';
import { FOCUS_RING } from '../../../components/ui/styles.ts';
import { shortDate } from './review-format.ts';

/** "3.25": weighted scores and their spread carry two decimals (a scorecard's mean rarely needs fewer). */
const scoreText = (value: number) => value.toFixed(2);
import { BlindBadge } from './BlindBadge.tsx';

export const rowId = (id: string) => `applicant-row-${id}`;

export function ApplicantList({
  applicants,
  selectedId,
  checked,
  onCheck,
}: {
  applicants: Applicant[];
  selectedId: string | null;
  checked: ReadonlySet<string>;
  onCheck: (id: string, on: boolean) => void;
}) {
  return (
    <ul aria-label="Applicants" className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {applicants.map((applicant) => {
        const current = applicant.id === selectedId;
        return (
          <li
            key={applicant.id}
            id={rowId(applicant.id)}
            className={`flex items-start gap-3 px-3 py-3 ${current ? 'bg-brand-50' : ''}`}
          >
            <input
              type="checkbox"
              aria-label={`Select ${applicant.name}`}
              checked={checked.has(applicant.id)}
              onChange={(event) => onCheck(applicant.id, event.target.checked)}
              className="mt-1 h-4 w-4"
            />
            <div className="min-w-0 flex-1">
              <Link
                to={{ search: `?applicant=${applicant.id}` }}
                aria-current={current ? 'true' : undefined}
                className={`block truncate font-medium text-brand-700 hover:underline ${FOCUS_RING}`}
              >
                {applicant.name}
              </Link>
              {applicant.blind && <BlindBadge />}
              <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-slate-600">
                <span>{applicant.stage}</span>
                {applicant.rating && (
                  <span title="The reviewers’ average weighted score (1 to 4); spread: the highest minus the lowest, how far they disagree">
                    Rating {scoreText(applicant.rating.average)}
                    <span className="sr-only"> out of 4</span>
                    {applicant.rating.count > 1 && ` · spread ${scoreText(applicant.rating.spread)}`}
                  </span>
                )}
                {applicant.letters && (
                  <span>
                    {applicant.letters.received} of {applicant.letters.required} letters
                  </span>
                )}
                <span>
                  <span className="sr-only">Applied </span>
                  {shortDate(applicant.created_at)}
                </span>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
