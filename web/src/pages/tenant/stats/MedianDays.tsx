// How long applicants stay in each stage: the median of the stays that ended, so a stage nobody has
// left yet has no figure.
import { APPLICANT_STATUSES, type ApplicantStatus } from '@phd/contracts/applicant-statuses';
import { daysText } from './stats-format.ts';
import { NoFigure, StatsSection } from './StatsSection.tsx';

export function MedianDays({
  days,
  stageNames,
}: {
  days: Record<ApplicantStatus, number | null>;
  stageNames: Record<ApplicantStatus, string>;
}) {
  return (
    <StatsSection title="Median days in each stage" note="Counted on stays that have ended; — when none has yet.">
      <dl className="divide-y divide-slate-200 text-sm">
        {APPLICANT_STATUSES.map((stage) => (
          <div key={stage} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-700">{stageNames[stage]}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">
              {days[stage] === null ? <NoFigure /> : daysText(days[stage])}
            </dd>
          </div>
        ))}
      </dl>
    </StatsSection>
  );
}
