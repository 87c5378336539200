// One application made elsewhere: the position (linked to its page here when it is one of the site's,
// else to the address typed), when it was made and its deadline, its status changed in place, and
// Edit / Delete (Delete asks first).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { refreshTracking, trackingApi, type ExternalApplication } from '../../api/tracking.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import type { ExternalStatus } from '@phd/contracts/input/candidate-tracking';
import { opportunityPath } from '@phd/contracts/paths';
import { ExternalApplicationForm } from './ExternalApplicationForm.tsx';
import { StatusSelect } from './StatusSelect.tsx';
import { dayLabel } from './tracking-rules.ts';

export function ExternalApplicationRow({ application: a }: { application: ExternalApplication }) {
  const client = useQueryClient();
  const statusId = useId();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const status = useMutation({
    mutationFn: (next: ExternalStatus) => trackingApi.change(a.id, { status: next }),
    onSuccess: () => refreshTracking(client),
  });
  const remove = useMutation({ mutationFn: () => trackingApi.remove(a.id), onSuccess: () => refreshTracking(client) });

  if (editing) return <ExternalApplicationForm editing={a} onDone={() => setEditing(false)} />;
  return (
    <div className="space-y-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {a.opportunity_link ? (
            <Link
              to={opportunityPath(a.opportunity_link)}
              className="font-medium wrap-anywhere text-brand-700 hover:underline"
            >
              {a.title}
            </Link>
          ) : a.url ? (
            <a
              href={a.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium wrap-anywhere text-brand-700 hover:underline"
            >
              {a.title}
            </a>
          ) : (
            <span className="font-medium wrap-anywhere text-slate-800">{a.title}</span>
          )}
          <p className="text-sm text-slate-600">
            {a.university ? `${a.university} · ` : ''}Applied elsewhere {dayLabel(a.applied_on)}
            {a.deadline ? ` · Deadline ${dayLabel(a.deadline)}` : ''}
          </p>
          {a.notes && <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{a.notes}</p>}
        </div>
        <div className="w-full sm:w-44">
          <label htmlFor={statusId} className="sr-only">
            Status of {a.title}
          </label>
          <StatusSelect
            id={statusId}
            value={status.isPending ? status.variables : a.status}
            disabled={status.isPending}
            onChange={(next) => status.mutate(next)}
            className="mt-0"
          />
        </div>
      </div>
      {(status.error || remove.error) && <Notice tone="error">{(status.error ?? remove.error)!.message}</Notice>}
      {confirming ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-800">Stop tracking this application?</span>
          <Button onClick={() => remove.mutate()} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </div>
      ) : (
        <div className="flex gap-4">
          <button type="button" className={TEXT_LINK} onClick={() => setEditing(true)}>
            Edit<span className="sr-only"> {a.title}</span>
          </button>
          <button type="button" className={TEXT_LINK} onClick={() => setConfirming(true)}>
            Delete<span className="sr-only"> {a.title}</span>
          </button>
        </div>
      )}
    </div>
  );
}
