// The import screen every owner shares (issue 31): a recruiter's, a university site's staff (reviewers
// read only) and the admin's (every source on the site with its owner; the form imports the site's
// own). `api` says whose calls; the list is asked again every few seconds while a run is queued or
// running, and stops when all are idle.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ImportsApi } from '../../api/imports.ts';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyPanel } from '../../components/ui/EmptyPanel.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { LoadState } from '../admin/AdminStates.tsx';
import { isBusy } from './import-labels.ts';
import { ImportForm } from './ImportForm.tsx';
import { BUSY_REFETCH_MS } from './ImportRuns.tsx';
import { ImportSourceCard } from './ImportSourceCard.tsx';

export function ImportsPanel({
  api,
  scope,
  canWrite,
  listTitle = 'Your imports',
}: {
  api: ImportsApi;
  /** Names this owner's cache entries: 'recruiter', 'site:<slug>', 'admin'. */
  scope: string;
  canWrite: boolean;
  listTitle?: string;
}) {
  const listKey = ['imports', scope] as const;
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [flash, setFlash] = useState<string | null>(null);
  const flashRef = useRef<HTMLDivElement>(null);
  // The form that asked can be long (a preview of many rows): bring its outcome into view.
  useEffect(() => {
    if (flash) flashRef.current?.scrollIntoView({ block: 'center' });
  }, [flash]);
  const list = useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => api.list(signal),
    refetchInterval: (query) => (query.state.data?.data.some(isBusy) ? BUSY_REFETCH_MS : false),
  });
  const sources = list.data?.data;
  const start = () => {
    setFlash(null);
    setAdding(true);
  };

  return (
    <div className="imports-panel space-y-6">
      {flash && (
        <div ref={flashRef}>
          <Notice tone="success">{flash}</Notice>
        </div>
      )}
      {canWrite &&
        (adding ? (
          <ImportForm
            api={api}
            sources={sources}
            onCancel={() => setAdding(false)}
            onCreated={(message) => {
              setAdding(false);
              setFlash(message);
              void client.invalidateQueries({ queryKey: listKey });
            }}
          />
        ) : (
          // While the list loads no button shows: the empty state has its own.
          sources && sources.length > 0 && <Button onClick={start}>Import positions</Button>
        ))}

      <section aria-labelledby="imports-list-title" className="space-y-3">
        <h2 id="imports-list-title" className="text-xl font-semibold text-brand-900">
          {listTitle}
        </h2>
        {!sources ? (
          <LoadState query={list} what="imports" />
        ) : sources.length === 0 ? (
          <EmptyPanel
            title="No imports yet"
            action={canWrite && !adding && <Button onClick={start}>Import positions</Button>}
          >
            {canWrite
              ? 'Upload a spreadsheet of positions or give the address of a feed or careers page: its positions are published here and kept up to date.'
              : 'The site’s owners and admins set them up; they show here once they do.'}
          </EmptyPanel>
        ) : (
          <ul className="space-y-3" aria-label={listTitle}>
            {sources.map((source) => (
              <ImportSourceCard key={source.id} source={source} api={api} listKey={listKey} canWrite={canWrite} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
