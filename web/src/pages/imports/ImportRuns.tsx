// A source's latest runs (GET …/imports/:id): each with when, how long, what it did, its error, and
// the rows it refused with their reasons. Asked again every few seconds while a run is queued or
// running, like the list.
import { useQuery } from '@tanstack/react-query';
import type { ImportsApi } from '../../api/imports.ts';
import { formatWhen, LoadState } from '../admin/AdminStates.tsx';
import { RefusedRows } from './RefusedRows.tsx';
import { duration, RUN_STATUS_LABELS, runCounts } from './import-labels.ts';

export const BUSY_REFETCH_MS = 3000;

export function ImportRuns({
  api,
  id,
  queryKey,
  busy,
}: {
  api: ImportsApi;
  id: string;
  queryKey: readonly unknown[];
  busy: boolean;
}) {
  const detail = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get(id, signal),
    refetchInterval: busy ? BUSY_REFETCH_MS : false,
  });
  if (!detail.data) return <LoadState query={detail} what="runs" />;
  const runs = detail.data.runs;
  if (runs.length === 0) return <p className="text-sm text-slate-700">No runs yet.</p>;
  return (
    <section aria-label="Latest runs" className="space-y-2">
      <h4 className="font-semibold text-slate-900">Latest runs</h4>
      <ol className="space-y-2">
        {runs.map((run) => (
          <li key={run.id} className="rounded-lg border border-slate-200 p-3 text-sm">
            <p className="font-medium text-slate-900">
              {RUN_STATUS_LABELS[run.status]}
              {run.started_at && ` · ${formatWhen(run.started_at)}`}
              {run.duration_ms !== null && ` · ${duration(run.duration_ms)}`}
              <span className="font-normal text-slate-600">
                {' '}
                · {run.trigger === 'manual' ? 'run now' : run.trigger}
              </span>
            </p>
            {run.status === 'running' || run.status === 'queued' ? (
              <p className="text-slate-700">Under way: this shows its counts when it is done.</p>
            ) : (
              <p className="text-slate-700">{runCounts(run)}</p>
            )}
            {run.error && <p className="mt-1 text-red-800">{run.error}</p>}
            {run.refusals.length > 0 && (
              <div className="mt-2">
                <RefusedRows refusals={run.refusals} total={run.refused} />
              </div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
