// The record of an applicant: every status change (who, when, from, to) and who viewed or downloaded
// the resume.
import type { ApplicantDetail } from '../../../api/applicants.ts';
import type { ApplicantStatus } from '@phd/contracts/applicant-statuses';
import { dateTime, personName } from './review-format.ts';

export function HistorySection({
  applicant,
  stageNames,
}: {
  applicant: ApplicantDetail;
  stageNames: Record<ApplicantStatus, string>;
}) {
  return (
    <>
      <section aria-labelledby="review-history-heading">
        <h3 id="review-history-heading" className="font-semibold text-slate-900">
          Status history
        </h3>
        {applicant.history.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">No status change yet.</p>
        ) : (
          <ol className="mt-1 space-y-1 text-sm">
            {applicant.history.map((change, index) => (
              <li key={index}>
                {change.from ? `${stageNames[change.from]} → ` : 'Added as '}
                {stageNames[change.to]} by {change.by_candidate ? 'the candidate' : personName(change.by)},{' '}
                <span className="text-slate-600">{dateTime(change.at)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="review-audit-heading">
        <h3 id="review-audit-heading" className="font-semibold text-slate-900">
          Viewed and downloaded by
        </h3>
        {applicant.accesses.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">Nobody yet.</p>
        ) : (
          <ul className="mt-1 max-h-48 space-y-1 overflow-y-auto text-sm">
            {applicant.accesses.map((access, index) => (
              <li key={index}>
                {access.kind === 'revealed'
                  ? `${personName(access.by)} revealed who they are`
                  : `${access.kind === 'downloaded' ? 'Downloaded' : 'Viewed'} by ${personName(access.by)}`}
                , <span className="text-slate-600">{dateTime(access.at)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
