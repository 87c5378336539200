// A university site's opportunities on its dashboard, newest first, a page at a time: status, whether
// it is also on PhD Finder, applicants per status, and for owners and admins the actions (edit, close,
// reopen, publish a draft, delete after confirming). Reviewers see the list only.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  APPLICANT_STATUS_LABELS,
  TENANT_OPPORTUNITIES_KEY,
  TENANT_STATUS_LABELS,
  tenantOpportunities,
  type TenantOpportunity,
  type TenantOpportunityFilters,
} from '../../api/tenant-opportunities.ts';
import { Pagination } from '../../components/listing/Pagination.tsx';
import { DEADLINE_PASSED, deadlineView } from '../../components/opportunity/deadline.ts';
import { useNow } from '../../components/opportunity/use-now.ts';
import { Button } from '../../components/ui/Button.tsx';
import { CloseOutcomeDialog } from '../../components/opportunity/CloseOutcomeDialog.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { SECONDARY_BUTTON } from '../../components/ui/styles.ts';
import { useErrorModal } from '../../layout/ErrorModalContext.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import { tenantBase } from '../../layout/tenant.ts';
import { APPLICANT_STATUSES } from '@phd/contracts/applicant-statuses';
import type { ClosingOutcome } from '@phd/contracts/input/closing-outcome';
import type { ApplicantCounts } from '@phd/contracts/endpoints/saas-opportunities';
import type { TenantOpportunityStatus } from '@phd/contracts/input/tenant-opportunity';
import { takesApplications } from '@phd/contracts/application-window';

export const TENANT_PAGE_SIZE = 20;

const STATUS_STYLE: Record<TenantOpportunityStatus, string> = {
  draft: 'bg-amber-100 text-amber-900',
  open: 'bg-green-100 text-green-900',
  closed: 'bg-slate-200 text-slate-800',
};

interface ListProps {
  filters: Omit<TenantOpportunityFilters, 'limit' | 'offset'>;
  page: number;
  onPage: (page: number) => void;
  /** Null for a reviewer: no actions. */
  onEdit: ((id: string) => void) | null;
  onMessage: (message: string) => void;
  /** Shown when the site has none at all (a manager's "create" button). */
  empty: ReactNode;
}

export function TenantOpportunityList({ filters, page, onPage, onEdit, onMessage, empty }: ListProps) {
  const query = { ...filters, limit: TENANT_PAGE_SIZE, offset: (page - 1) * TENANT_PAGE_SIZE };
  const list = useQuery({
    queryKey: [...TENANT_OPPORTUNITIES_KEY, query],
    queryFn: ({ signal }) => tenantOpportunities.list(query, signal),
    placeholderData: keepPreviousData,
  });
  const [deleting, setDeleting] = useState<TenantOpportunity | null>(null);
  // Closing asks how it ended first: the answer words the applicants' closing e-mails.
  const [closing, setClosing] = useState<TenantOpportunity | null>(null);
  const change = useChange(onMessage);

  if (list.isPending) return <Spinner label="Loading the opportunities..." />;
  if (list.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800">
        {serverMessage(list.error, 'The opportunities could not be loaded. Please refresh the page.')}
      </p>
    );
  const { data, pagination } = list.data;
  const filtered = Boolean(filters.status || filters.q);
  if (pagination.total === 0)
    return filtered ? <p className="text-slate-700">No opportunities match these filters.</p> : <>{empty}</>;

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600" aria-live="polite">
        {pagination.total} {pagination.total === 1 ? 'opportunity' : 'opportunities'}
      </p>
      <ul className="space-y-3">
        {data.map((o) => (
          <OpportunityRow
            key={o.id}
            opportunity={o}
            actions={
              onEdit && (
                <Actions
                  opportunity={o}
                  busy={change.isPending}
                  onEdit={() => onEdit(o.id)}
                  onStatus={(status) => (status === 'closed' ? setClosing(o) : change.mutate({ id: o.id, status }))}
                  onDelete={() => setDeleting(o)}
                />
              )
            }
          />
        ))}
      </ul>
      <Pagination page={page} totalPages={Math.ceil(pagination.total / TENANT_PAGE_SIZE)} onPage={onPage} />
      <CloseOutcomeDialog
        title={closing?.title ?? null}
        onCancel={() => setClosing(null)}
        onChoose={(outcome) => {
          if (closing) change.mutate({ id: closing.id, status: 'closed', outcome });
          setClosing(null);
        }}
      />
      <Modal
        open={deleting !== null}
        title="Delete this opportunity?"
        onClose={() => setDeleting(null)}
        actions={
          <>
            <Button variant="secondary" data-initial-focus onClick={() => setDeleting(null)}>
              Keep
            </Button>
            <Button
              onClick={() => {
                if (deleting) change.mutate({ id: deleting.id, remove: true });
                setDeleting(null);
              }}
            >
              Delete
            </Button>
          </>
        }
      >
        <p>
          “{deleting?.title}” will be removed from this site and from PhD Finder. This cannot be undone; its applicants
          stay.
        </p>
      </Modal>
    </div>
  );
}

interface Change {
  id: string;
  status?: TenantOpportunityStatus;
  /** With status closed: what the closer said of the outcome (null: not sure). */
  outcome?: ClosingOutcome | null;
  remove?: boolean;
}

/** A status change or a deletion, then the lists again. */
function useChange(onMessage: (message: string) => void) {
  const client = useQueryClient();
  const errors = useErrorModal();
  return useMutation({
    mutationFn: ({ id, status, outcome, remove }: Change) =>
      remove ? tenantOpportunities.remove(id) : tenantOpportunities.update(id, { status, outcome }),
    onSuccess: ({ message }) => {
      onMessage(message);
      return client.invalidateQueries({ queryKey: TENANT_OPPORTUNITIES_KEY });
    },
    onError: (error) => errors.show(serverMessage(error, 'The opportunity could not be changed. Please try again.')),
  });
}

function OpportunityRow({ opportunity: o, actions }: { opportunity: TenantOpportunity; actions: ReactNode }) {
  const now = useNow();
  const deadline = deadlineView(o.closing_date, now);
  // One state: an open position past its deadline no longer takes applications, so it reads
  // "Deadline passed" where it would read "Open" (@phd/contracts/application-window).
  const pastDeadline = o.status === 'open' && !takesApplications(o, now);
  const created = new Date(o.created_at * 1000).toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="tenant-opportunity">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words text-slate-900">{o.title}</h3>
          <p className="mt-1 text-sm text-slate-600">
            Created {created}
            {deadline && !deadline.passed && ` · Deadline ${deadline.text}`}
            {o.listed_publicly ? ' · Also on PhD Finder' : ' · This site only'}
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[pastDeadline ? 'closed' : o.status]}`}
        >
          {pastDeadline ? DEADLINE_PASSED : TENANT_STATUS_LABELS[o.status]}
        </span>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium text-slate-800">
          {o.applicants.total} {o.applicants.total === 1 ? 'applicant' : 'applicants'}
        </span>
        <ApplicantCountChips counts={o.applicants} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={`${tenantBase()}/review/${o.id}`} className={`${SECONDARY_BUTTON} text-sm`}>
          Review applicants
        </Link>
        {actions}
      </div>
    </li>
  );
}

function Actions({
  opportunity: o,
  busy,
  onEdit,
  onStatus,
  onDelete,
}: {
  opportunity: TenantOpportunity;
  busy: boolean;
  onEdit: () => void;
  onStatus: (status: TenantOpportunityStatus) => void;
  onDelete: () => void;
}) {
  const next: Record<TenantOpportunityStatus, [TenantOpportunityStatus, string]> = {
    draft: ['open', 'Publish'],
    open: ['closed', 'Close'],
    closed: ['open', 'Reopen'],
  };
  const [status, label] = next[o.status];
  return (
    <>
      <Button variant="secondary" className="text-sm" onClick={onEdit}>
        Edit<span className="sr-only"> {o.title}</span>
      </Button>
      <Button variant="secondary" className="text-sm" disabled={busy} onClick={() => onStatus(status)}>
        {label}
        <span className="sr-only"> {o.title}</span>
      </Button>
      <Button variant="secondary" className="text-sm" disabled={busy} onClick={onDelete}>
        Delete<span className="sr-only"> {o.title}</span>
      </Button>
    </>
  );
}

/** Every applicant status with its count, zeros included (quieter). */
function ApplicantCountChips({ counts }: { counts: ApplicantCounts }) {
  return (
    <ul aria-label="Applicants by status" className="flex flex-wrap gap-1.5">
      {APPLICANT_STATUSES.map((status) => (
        <li
          key={status}
          className={`rounded-full px-2.5 py-0.5 text-xs ${counts[status] > 0 ? 'bg-brand-50 font-semibold text-brand-900' : 'bg-slate-50 text-slate-600'}`}
        >
          {APPLICANT_STATUS_LABELS[status]} {counts[status]}
        </li>
      ))}
    </ul>
  );
}
