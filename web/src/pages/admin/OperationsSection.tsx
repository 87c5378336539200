// Search & queues (issue 15): the operators' panel. Documents in the search index against the open
// opportunities in Postgres, how far indexing lags (oldest change not indexed, outbox backlog), the
// last full reindex and a "Reindex" button (after a confirmation) whose progress is polled while it
// runs, the scheduled e-mails' "Run … now" buttons, the queues with their failed jobs, and a link to
// the queue board (a server page, so a full page load rather than a client route).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OPERATIONS_KEY, operationsApi } from '../../api/admin-operations.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ScrollRegion } from '../../components/ui/ScrollRegion.tsx';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { useErrorModal } from '../../layout/ErrorModalContext.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import type { ReindexRunJson, SearchPanelJson } from '../../api/admin-operations.ts';
import { Notice } from '../../components/ui/Notice.tsx';
import { AdminTableHead } from './AdminTableHead.tsx';
import { formatWhen, LoadState } from './AdminStates.tsx';
import { ScheduledJobsCard } from './ScheduledJobsCard.tsx';

/** How often the panel refreshes while a reindex is queued or running. */
export const REINDEX_POLL_MS = 2_000;

export function formatAge(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)} s`;
  if (seconds < 3_600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 86_400) return `${Math.round(seconds / 3_600)} h`;
  return `${Math.round(seconds / 86_400)} days`;
}

const number = (n: number) => n.toLocaleString('en-GB');

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900">{value}</dd>
      {note ? <dd className="mt-1 text-sm text-slate-600">{note}</dd> : null}
    </div>
  );
}

function indexNote(panel: SearchPanelJson): string {
  if (panel.documents === null) return 'The search engine did not answer.';
  const gap = panel.open - panel.documents;
  if (gap === 0) return 'The index holds every open opportunity.';
  return gap > 0 ? `${number(gap)} open not in the index yet.` : `${number(-gap)} more in the index than open.`;
}

function RunSummary({ run }: { run: ReindexRunJson }) {
  const counts = run.indexed === null ? '' : ` · ${number(run.indexed)} indexed, ${number(run.removed ?? 0)} removed`;
  return (
    <p className="text-sm text-slate-700">
      <span className={run.status === 'failed' ? 'font-semibold text-red-700' : 'font-semibold text-emerald-700'}>
        {run.status === 'failed' ? 'Failed' : 'Succeeded'}
      </span>{' '}
      {run.finished_at ? formatWhen(run.finished_at) : ''}
      {run.requested_by ? ` · asked for by ${run.requested_by}` : ''}
      {run.engine ? ` · ${run.engine}` : ''}
      {counts}
      {run.error ? <span className="mt-1 block break-words text-red-700">{run.error}</span> : null}
    </p>
  );
}

function Progress({ run }: { run: ReindexRunJson }) {
  const { done, total } = run.progress;
  const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
  const label =
    run.status === 'queued'
      ? 'Reindex queued: waiting for a worker…'
      : `Reindexing: ${number(done)} of ${number(total)}`;
  return (
    <div className="space-y-1" role="status">
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <div
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label="Reindex progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="h-full bg-brand-700 transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function QueueTable({ queues }: { queues: SearchPanelJson['queues'] }) {
  if (queues === null) return <Notice tone="error">The queues could not be read from Redis.</Notice>;
  const names = Object.keys(queues).sort();
  if (names.length === 0) return <p className="text-slate-600">No queues.</p>;
  return (
    <ScrollRegion label="Queues">
      <table className="w-full min-w-[28rem] text-left text-sm">
        <AdminTableHead
          columns={[
            'Queue',
            { name: 'Waiting', right: true },
            { name: 'Active', right: true },
            { name: 'Delayed', right: true },
            { name: 'Failed', right: true },
          ]}
        />
        <tbody>
          {names.map((name) => {
            const q = queues[name]!;
            return (
              <tr key={name} className="border-b border-slate-100">
                <td className="py-2 pr-4 font-mono text-xs">{name}</td>
                <td className="py-2 pr-4 text-right">{number(q.waiting)}</td>
                <td className="py-2 pr-4 text-right">{number(q.active)}</td>
                <td className="py-2 pr-4 text-right">{number(q.delayed)}</td>
                <td className={`py-2 text-right ${q.failed > 0 ? 'font-semibold text-red-700' : ''}`}>
                  {number(q.failed)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function OperationsSection() {
  const client = useQueryClient();
  const errors = useErrorModal();
  const panel = useQuery({
    queryKey: OPERATIONS_KEY,
    queryFn: operationsApi.panel,
    refetchInterval: (query) => (query.state.data?.running_reindex ? REINDEX_POLL_MS : false),
  });
  const reindex = useMutation({
    mutationFn: operationsApi.reindex,
    onSettled: () => client.invalidateQueries({ queryKey: OPERATIONS_KEY }),
    onError: (error) => errors.show(serverMessage(error, 'The reindex could not be started.')),
  });
  const data = panel.data;
  const running = data?.running_reindex ?? null;

  return (
    <section aria-labelledby="operations-heading" className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="operations-heading" className="text-xl font-bold text-brand-900">
          Search &amp; queues
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={() => void panel.refetch()} disabled={panel.isFetching}>
            Refresh
          </Button>
          {/* A server page, not a client route: a plain link loads it in full. */}
          <a className={TEXT_LINK} href="/admin/queues">
            Open the queue board
          </a>
        </div>
      </div>
      <LoadState query={panel} what="search and queue status" />
      {data ? (
        <>
          {data.warnings.length > 0 ? (
            <Notice tone="error">
              <ul aria-label="Warnings" className="list-disc space-y-1 pl-5">
                {data.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </Notice>
          ) : null}
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Stat
              label={`Documents in the index (${data.engine})`}
              value={data.documents === null ? 'Unavailable' : number(data.documents)}
              note={indexNote(data)}
            />
            <Stat label="Open opportunities in Postgres" value={number(data.open)} />
            <Stat
              label="Oldest change not indexed"
              value={data.oldest_unindexed ? `${formatAge(data.oldest_unindexed.age_seconds)} ago` : 'None'}
              note={data.oldest_unindexed ? formatWhen(data.oldest_unindexed.at) : 'The index is up to date.'}
            />
            <Stat
              label="Outbox backlog"
              value={number(data.outbox.pending)}
              note={
                data.outbox.oldest_pending_age_seconds === null
                  ? 'Nothing waiting to be published.'
                  : `Oldest waiting ${formatAge(data.outbox.oldest_pending_age_seconds)}.`
              }
            />
          </dl>

          <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="font-semibold text-slate-900">Full reindex</h3>
            <p className="text-sm text-slate-600">
              Rebuilds the whole search index from Postgres while search keeps working.
            </p>
            {running ? <Progress run={running} /> : null}
            {data.last_reindex ? (
              <div>
                <p className="text-sm font-medium text-slate-800">Last full reindex</p>
                <RunSummary run={data.last_reindex} />
              </div>
            ) : (
              <p className="text-sm text-slate-600">No full reindex has been run from here yet.</p>
            )}
            <Button
              disabled={running !== null || reindex.isPending}
              onClick={() => {
                if (window.confirm('Rebuild the whole search index now? Search keeps working while it runs.'))
                  reindex.mutate();
              }}
            >
              {running ? 'Reindex running…' : 'Reindex'}
            </Button>
          </div>

          <ScheduledJobsCard />

          <div className="space-y-2">
            <h3 className="font-semibold text-slate-900">Queues</h3>
            <QueueTable queues={data.queues} />
          </div>
        </>
      ) : null}
    </section>
  );
}
