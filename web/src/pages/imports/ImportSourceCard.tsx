// One import source on its owner's list (or the admin's): what it reads, its state, its last run in
// numbers (or its error in plain words), its positions, and Pause / Resume / Run now / Delete, each
// answered with the API's own message beside the buttons. "Runs" opens its latest runs (ImportRuns);
// an upload's "Upload a new version" previews the changed spreadsheet and updates its positions
// (ImportNewVersion).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImportSource, ImportsApi, OwnedImportSource } from '../../api/imports.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import { formatWhen } from '../admin/AdminStates.tsx';
import {
  duration,
  isBusy,
  RUN_STATUS_LABELS,
  runCounts,
  sourceKind,
  STATE_BADGES,
  STATE_LABELS,
} from './import-labels.ts';
import { ImportNewVersion } from './ImportNewVersion.tsx';
import { ImportRuns } from './ImportRuns.tsx';

type Outcome = { tone: 'success' | 'error'; text: string };
type Action = 'pause' | 'resume' | 'runNow' | 'remove';

const OWNER_KINDS: Record<OwnedImportSource['owner']['kind'], string> = {
  recruiter: 'Recruiter',
  site: 'University site',
  main: 'The site itself',
};

export function ImportSourceCard({
  source,
  api,
  listKey,
  canWrite,
}: {
  source: ImportSource & { owner?: OwnedImportSource['owner'] };
  api: ImportsApi;
  listKey: readonly unknown[];
  canWrite: boolean;
}) {
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [open, setOpen] = useState(false);
  const [newVersion, setNewVersion] = useState(false);
  const act = useMutation({
    mutationFn: (action: Action): Promise<{ message: string }> => api[action](source.id),
    onSuccess: (answer) => {
      setOutcome({ tone: 'success', text: answer.message });
      void client.invalidateQueries({ queryKey: listKey });
    },
    onError: (error) => setOutcome({ tone: 'error', text: serverMessage(error, 'The import could not be changed.') }),
  });
  const run = source.last_run;
  const remove = () => {
    if (
      window.confirm(`Delete the import “${source.name}”? Its positions stay on the site, no longer kept up to date.`)
    )
      act.mutate('remove');
  };
  const detailsId = `import-runs-${source.id}`;

  return (
    <li className="import-source rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" aria-label={source.name}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-slate-900">{source.name}</h3>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATE_BADGES[source.state]}`}>
          {STATE_LABELS[source.state]}
        </span>
      </div>
      <p className="text-sm text-slate-700">{sourceKind(source)}</p>
      {source.url && <p className="text-sm break-all text-slate-600">{source.url}</p>}
      {source.owner && (
        <p className="text-sm text-slate-700">
          {OWNER_KINDS[source.owner.kind]}: <span className="font-medium">{source.owner.name}</span>
        </p>
      )}

      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-600">Last run</dt>
        <dd data-testid="import-last-run">
          {run ? (
            <>
              {RUN_STATUS_LABELS[run.status]}
              {run.finished_at
                ? ` ${formatWhen(run.finished_at)}`
                : run.started_at
                  ? ` since ${formatWhen(run.started_at)}`
                  : ''}
              {run.duration_ms !== null && ` in ${duration(run.duration_ms)}`}
              {!isBusy(source) && <span className="block text-slate-700">{runCounts(run)}</span>}
            </>
          ) : (
            'Not run yet'
          )}
        </dd>
        <dt className="font-medium text-slate-600">Positions</dt>
        <dd>
          {source.positions.open} open · {source.positions.closed} closed
        </dd>
        {source.next_run_at && source.state !== 'paused' && (
          <>
            <dt className="font-medium text-slate-600">Next run</dt>
            <dd>{formatWhen(source.next_run_at)}</dd>
          </>
        )}
      </dl>
      {source.last_error && (
        <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {source.state === 'failing'
            ? `The last ${source.consecutive_failures} runs failed: `
            : 'The last run failed: '}
          {source.last_error}
        </p>
      )}

      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button variant="secondary" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
          {open ? 'Hide runs' : 'Runs'}
        </Button>
        {canWrite && (
          <>
            {source.state === 'paused' ? (
              <Button variant="secondary" disabled={act.isPending} onClick={() => act.mutate('resume')}>
                Resume
              </Button>
            ) : (
              source.kind === 'url' && (
                <Button variant="secondary" disabled={act.isPending} onClick={() => act.mutate('pause')}>
                  Pause
                </Button>
              )
            )}
            {source.kind === 'upload' && (
              <Button
                variant="secondary"
                aria-expanded={newVersion}
                onClick={() => {
                  setOutcome(null);
                  setNewVersion(!newVersion);
                }}
              >
                Upload a new version
              </Button>
            )}
            <Button variant="secondary" disabled={act.isPending} onClick={() => act.mutate('runNow')}>
              Run now
            </Button>
            <Button variant="secondary" disabled={act.isPending} onClick={remove}>
              Delete
            </Button>
          </>
        )}
      </div>
      {newVersion && (
        <div className="mt-3">
          <ImportNewVersion
            source={source}
            api={api}
            onCancel={() => setNewVersion(false)}
            onDone={(message) => {
              setNewVersion(false);
              setOutcome({ tone: 'success', text: message });
              void client.invalidateQueries({ queryKey: listKey });
            }}
          />
        </div>
      )}
      {outcome && (
        <div className="mt-3">
          <Notice tone={outcome.tone}>{outcome.text}</Notice>
        </div>
      )}
      {open && (
        <div id={detailsId} className="mt-3">
          <ImportRuns api={api} id={source.id} queryKey={[...listKey, source.id]} busy={isBusy(source)} />
        </div>
      )}
    </li>
  );
}
