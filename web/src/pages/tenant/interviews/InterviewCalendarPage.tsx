// The site's interview calendar (/interviews, issue 34): one week, Monday to Sunday in the viewer's
// time zone, day by day, with the previous and next week. Each interview names the applicant (a
// pseudonym under blind review), the position, the panel and the place; proposals the candidate has
// not answered yet show each offered time, marked as awaiting the candidate. The week is in the
// address (?week=YYYY-MM-DD), so a week can be linked.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import type { CalendarEntryJson } from '@phd/contracts/endpoints/interviews';
import { Button } from '../../../components/ui/Button.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TEXT_LINK } from '../../../components/ui/styles.ts';
import { serverMessage } from '../../../layout/server-message.ts';
import { tenantBase } from '../../../layout/tenant.ts';
import { StaffScreen } from '../TenantShell.tsx';
import { addDays, browserZone, clockIn, dayHeading, dayIn, mondayOf } from './interview-format.ts';
import { INTERVIEWS_KEY, interviewsApi } from './interviews-api.ts';

const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

export function InterviewCalendarPage() {
  const zone = browserZone();
  const [params, setParams] = useSearchParams();
  const asked = params.get('week') ?? '';
  const week = mondayOf(DAY_SHAPE.test(asked) ? asked : dayIn(new Date().toISOString(), zone));
  const interviews = useQuery({
    queryKey: [...INTERVIEWS_KEY, 'week', week, zone],
    queryFn: ({ signal }) => interviewsApi.week(week, zone, signal),
    placeholderData: keepPreviousData,
  });
  const go = (days: number) => setParams({ week: addDays(week, days) });
  const days = Array.from({ length: 7 }, (_, i) => addDays(week, i));
  const entries = interviews.data?.data ?? [];

  return (
    <StaffScreen
      title="Interviews"
      intro={`The week of ${dayHeading(week)}, in your time zone (${zone}).`}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => go(-7)}>
            ← Previous week
          </Button>
          <Button variant="secondary" onClick={() => go(7)}>
            Next week →
          </Button>
        </div>
      }
    >
      {interviews.isPending ? (
        <Spinner label="Loading the interviews..." />
      ) : interviews.isError ? (
        <div className="space-y-2">
          <Notice tone="error">{serverMessage(interviews.error, 'The interviews could not be loaded.')}</Notice>
          <Button variant="secondary" onClick={() => void interviews.refetch()}>
            Try again
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center">
          <p className="font-medium">No interviews this week.</p>
        </div>
      ) : (
        <ol className="space-y-6" aria-busy={interviews.isFetching || undefined}>
          {days.map((day) => {
            const today = entries.filter((e) => dayIn(e.starts_at, zone) === day);
            if (today.length === 0) return null;
            return (
              <li key={day}>
                <h2 className="mb-2 text-lg font-semibold text-slate-900">{dayHeading(day)}</h2>
                <ul className="space-y-2">
                  {today.map((e) => (
                    <CalendarEntry key={`${e.id}-${e.starts_at}`} entry={e} zone={zone} />
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
      )}
    </StaffScreen>
  );
}

function CalendarEntry({ entry, zone }: { entry: CalendarEntryJson; zone: string }) {
  const review = entry.applicant.opportunity_id
    ? `${tenantBase()}/review/${entry.applicant.opportunity_id}?applicant=${entry.applicant.id}`
    : `${tenantBase()}/dashboard`;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 sm:flex sm:gap-4">
      <p className="font-mono text-sm font-semibold text-slate-900 sm:w-28 sm:shrink-0">
        {clockIn(entry.starts_at, zone)}–{clockIn(entry.ends_at, zone)}
      </p>
      <div className="min-w-0 space-y-1">
        <p>
          <Link to={review} className={TEXT_LINK}>
            {entry.applicant.name}
          </Link>
          {entry.position && <span className="text-slate-700"> · {entry.position}</span>}
        </p>
        {entry.awaiting_candidate && (
          <p className="text-sm font-medium text-amber-800">Proposed: awaiting the candidate’s choice</p>
        )}
        <p className="break-words text-sm text-slate-700">Where: {entry.location}</p>
        <p className="text-sm text-slate-600">Panel: {entry.panel.map((p) => p.name).join(', ') || '—'}</p>
      </div>
    </li>
  );
}
