// The panel's scorecards, shown once the reader has submitted their own (independent scores): each
// reviewer's score per criterion and weighted score, and the spread, how far the panel is apart, which
// is what a committee should discuss.
import type { Criterion } from '@phd/contracts/input/review';
import type { ApplicantDetail } from '../../../api/applicants.ts';
import { personName } from './review-format.ts';

export function PanelScorecards({
  criteria,
  ratings,
  rating,
}: {
  criteria: Criterion[];
  ratings: ApplicantDetail['ratings'];
  rating: ApplicantDetail['rating'];
}) {
  return (
    <div className="mt-3 text-sm">
      {rating && (
        <p className="font-medium">
          Weighted average {rating.average.toFixed(2)} of 4 from {rating.count}{' '}
          {rating.count === 1 ? 'scorecard' : 'scorecards'}
          {rating.count > 1 && (
            <span title="The highest weighted score minus the lowest: how far the panel disagrees">
              {' '}
              · spread {rating.spread.toFixed(2)}
            </span>
          )}
        </p>
      )}
      <div className="mt-1 overflow-x-auto">
        <table className="min-w-full text-left">
          <caption className="sr-only">The panel’s scorecards</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-3 font-medium text-slate-700">
                Reviewer
              </th>
              {criteria.map((c) => (
                <th key={c.key} scope="col" className="pr-3 font-medium text-slate-700">
                  {c.label}
                </th>
              ))}
              <th scope="col" className="font-medium text-slate-700">
                Weighted
              </th>
            </tr>
          </thead>
          <tbody>
            {ratings.map((r, index) => (
              <tr key={`${r.reviewer?.id ?? 'former'}-${index}`}>
                <th scope="row" className="pr-3 font-normal">
                  {personName(r.reviewer)}
                </th>
                {criteria.map((c) => (
                  <td key={c.key} className="pr-3">
                    {r.criteria?.[c.key] ?? '–'}
                  </td>
                ))}
                <td>{r.weighted.toFixed(2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {ratings.some((r) => r.note) && (
        <ul aria-label="Reviewers’ notes" className="mt-2 space-y-1">
          {ratings
            .filter((r) => r.note)
            .map((r, index) => (
              <li key={`${r.reviewer?.id ?? 'former'}-note-${index}`}>
                <span className="font-medium">{personName(r.reviewer)}</span>: “{r.note}”
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
