// The applicant statistics of a university site (issue 14; /stats on a tenant host, /saas/stats on the
// main host), for any of its staff: applicants per stage and per opportunity, applications per week,
// the funnel along the pipeline and the median days in each stage, under the site's stage names. The
// filters are in the address (stats/stats-filter.ts), so a view can be linked.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { APPLICANTS_KEY, applicantsApi, type ApplicantStats } from '../../api/applicants.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { serverMessage } from '../../layout/server-message.ts';
import { tenantBase } from '../../layout/tenant.ts';
import { APPLICANT_STATUSES, type ApplicantStatus } from '@phd/contracts/applicant-statuses';
import { Notice } from '../../components/ui/Notice.tsx';
import { FunnelTable } from './stats/FunnelTable.tsx';
import { MedianDays } from './stats/MedianDays.tsx';
import { OpportunityTable } from './stats/OpportunityTable.tsx';
import { isFiltered, statsFilterOf, statsParamsOf } from './stats/stats-filter.ts';
import { StatsFilters } from './stats/StatsFilters.tsx';
import { StatusCounts } from './stats/StatusCounts.tsx';
import { WeeklyBars } from './stats/WeeklyBars.tsx';
import { useSignedInStaff } from './StaffGate.tsx';
import { StaffScreen } from './TenantShell.tsx';
import { useStageNames } from './useStageNames.ts';

export function StatsPage() {
  const { tenant } = useSignedInStaff();
  const [params, setParams] = useSearchParams();
  const filter = statsFilterOf(params);
  const stageNames = useStageNames();
  // Below the applicants' key: a status changed on the review screen refreshes these too.
  const stats = useQuery({
    queryKey: [...APPLICANTS_KEY, 'stats', filter],
    queryFn: ({ signal }) => applicantsApi.stats(filter, signal),
    // A new filter keeps the old figures on screen until its answer comes.
    placeholderData: keepPreviousData,
  });
  const total = stats.data ? APPLICANT_STATUSES.reduce((sum, stage) => sum + stats.data.by_status[stage], 0) : 0;
  const chosenTitle = stats.data?.by_opportunity.find((row) => row.id === filter.opportunity)?.title;

  return (
    <StaffScreen
      title="Applicant statistics"
      intro={`Applicants to ${tenant.name} who confirmed their e-mail address, by the day they applied.`}
      actions={
        <Link to={`${tenantBase()}/dashboard`} className={TEXT_LINK}>
          Back to the dashboard
        </Link>
      }
    >
      <div className="space-y-6">
        <StatsFilters filter={filter} chosenTitle={chosenTitle} onChange={(next) => setParams(statsParamsOf(next))} />
        {stats.isPending ? (
          <Spinner label="Loading the statistics..." />
        ) : stats.isError ? (
          <div className="space-y-2">
            <Notice tone="error">{serverMessage(stats.error, 'The statistics could not be loaded.')}</Notice>
            <Button variant="secondary" onClick={() => void stats.refetch()} disabled={stats.isFetching}>
              Try again
            </Button>
          </div>
        ) : total === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center">
            <p className="font-medium">No applicants yet.</p>
            <p className="mt-1 text-sm text-slate-600">
              {isFiltered(filter)
                ? 'Nobody applied for these filters. Choose another opportunity or other dates.'
                : 'The statistics show once people apply on your careers page or on PhD Finder.'}
            </p>
          </div>
        ) : (
          <StatsReport stats={stats.data} total={total} stageNames={stageNames} busy={stats.isFetching} />
        )}
      </div>
    </StaffScreen>
  );
}

function StatsReport({
  stats,
  total,
  stageNames,
  busy,
}: {
  stats: ApplicantStats;
  total: number;
  stageNames: Record<ApplicantStatus, string>;
  busy: boolean;
}) {
  return (
    <div aria-busy={busy || undefined} className={`space-y-6 ${busy ? 'opacity-70' : ''}`}>
      <StatusCounts counts={stats.by_status} total={total} stageNames={stageNames} />
      <OpportunityTable rows={stats.by_opportunity} stageNames={stageNames} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <FunnelTable steps={stats.funnel} stageNames={stageNames} />
        <MedianDays days={stats.median_days_in_stage} stageNames={stageNames} />
      </div>
      <WeeklyBars weeks={stats.by_week} />
    </div>
  );
}
