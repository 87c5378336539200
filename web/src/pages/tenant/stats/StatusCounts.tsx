// How many applicants are in each stage now, under the site's names, and how many in all.
import { APPLICANT_STATUSES, type ApplicantStatus } from '@phd/contracts/applicant-statuses';
import { StatsSection } from './StatsSection.tsx';

const TILE = 'rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200';

export function StatusCounts({
  counts,
  total,
  stageNames,
}: {
  counts: Record<ApplicantStatus, number>;
  total: number;
  stageNames: Record<ApplicantStatus, string>;
}) {
  return (
    <StatsSection title="Applicants by stage">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div className={`${TILE} bg-brand-50`}>
          <dt className="text-sm font-medium text-slate-700">Total</dt>
          <dd className="text-2xl font-bold text-brand-900 tabular-nums">{total}</dd>
        </div>
        {APPLICANT_STATUSES.map((stage) => (
          <div key={stage} className={TILE}>
            <dt className="truncate text-sm font-medium text-slate-700" title={stageNames[stage]}>
              {stageNames[stage]}
            </dt>
            <dd className="text-2xl font-bold text-slate-900 tabular-nums">{counts[stage]}</dd>
          </div>
        ))}
      </dl>
    </StatsSection>
  );
}
