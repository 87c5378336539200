// The operators' panel's scheduled e-mails (issue 28): "Run digest now", "Run alerts now" and "Run
// reminders now" run one pass at once, as `npm run digest` etc. do. The server leaves the schedule
// where it was and keeps each e-mail to once per period, so the card says what the pass did and when
// the next scheduled run still is.
import { useMutation } from '@tanstack/react-query';
import { operationsApi } from '../../api/admin-operations.ts';
import { Button } from '../../components/ui/Button.tsx';
import { useErrorModal } from '../../layout/ErrorModalContext.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import type { ScheduledRunJson } from '../../api/admin-operations.ts';
import { formatWhen } from './AdminStates.tsx';

const JOBS: { job: ScheduledRunJson['job']; label: string }[] = [
  { job: 'digest', label: 'Run digest now' },
  { job: 'alerts', label: 'Run alerts now' },
  { job: 'reminders', label: 'Run reminders now' },
];

export function ScheduledJobsCard() {
  const errors = useErrorModal();
  const run = useMutation({
    mutationFn: operationsApi.runScheduled,
    onError: (error) => errors.show(serverMessage(error, 'The job could not be run.')),
  });
  const done = run.data?.data;

  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-semibold text-slate-900">Scheduled e-mails</h3>
      <p className="text-sm text-slate-600">
        Run one pass of the weekly digest (Mondays), the search alerts or the deadline reminders (daily) now. The
        schedule stays as it is, and nobody gets an e-mail twice: a digest goes out once a week, an alert once a day, a
        reminder once per saved position.
      </p>
      <div className="flex flex-wrap gap-3">
        {JOBS.map(({ job, label }) => (
          // One pass at a time from here: the buttons wait for the running one.
          <Button key={job} variant="secondary" disabled={run.isPending} onClick={() => run.mutate(job)}>
            {label}
          </Button>
        ))}
      </div>
      <div role="status" className="text-sm text-slate-700">
        {run.isPending ? <p>Running…</p> : null}
        {done && !run.isPending ? (
          <>
            <p className="font-medium text-slate-800">{done.message}</p>
            <p>
              {done.next_run_at
                ? `Schedule unchanged: next scheduled run ${formatWhen(done.next_run_at)}.`
                : 'Schedule unchanged (its next run could not be read from Redis).'}
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}
