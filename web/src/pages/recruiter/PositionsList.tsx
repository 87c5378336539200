// The recruiter's positions on the dashboard, newest first, 30 a page: status, dates, applications per
// status, and the actions (applications, edit, close or reopen).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ClosingOutcome } from '@phd/contracts/input/closing-outcome';
import { recruiterOpportunities, type RecruiterOpportunity } from '../../api/university.ts';
import { Pagination } from '../../components/listing/Pagination.tsx';
import { CloseOutcomeDialog } from '../../components/opportunity/CloseOutcomeDialog.tsx';
import { deadlineView } from '../../components/opportunity/deadline.ts';
import { useNow } from '../../components/opportunity/use-now.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { SECONDARY_BUTTON, TEXT_LINK } from '../../components/ui/styles.ts';
import { useErrorModal } from '../../layout/ErrorModalContext.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import { RECRUITER_OPPORTUNITIES_KEY } from './OpportunityEditor.tsx';
import { StatusCountChips } from './status-badges.tsx';

export const POSITIONS_PAGE_SIZE = 30;

interface PositionsListProps {
  page: number;
  onPage: (page: number) => void;
  onEdit: (id: string) => void;
  onPublish: () => void;
  onMessage: (message: string) => void;
}

export const positionsQuery = (page: number) => ({
  queryKey: [...RECRUITER_OPPORTUNITIES_KEY, page],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    recruiterOpportunities.list({ limit: POSITIONS_PAGE_SIZE, offset: (page - 1) * POSITIONS_PAGE_SIZE }, signal),
  placeholderData: keepPreviousData,
});

export function PositionsList({ page, onPage, onEdit, onPublish, onMessage }: PositionsListProps) {
  const positions = useQuery(positionsQuery(page));
  if (positions.isPending) return <Spinner label="Loading your positions..." />;
  if (positions.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800">
        {serverMessage(positions.error, 'Your positions could not be loaded. Please refresh the page.')}
      </p>
    );
  const { data, pagination } = positions.data;
  if (pagination.total === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <h3 className="text-lg font-semibold text-slate-900">No positions yet</h3>
        <p className="mt-1 text-slate-700">
          Publish your first PhD position for free. It appears in the listing at once.
        </p>
        <Button className="mt-4" onClick={onPublish}>
          Publish a Position
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {data.map((o) => (
          <PositionRow key={o.id} position={o} onEdit={onEdit} onMessage={onMessage} />
        ))}
      </ul>
      <Pagination page={page} totalPages={Math.ceil(pagination.total / POSITIONS_PAGE_SIZE)} onPage={onPage} />
    </div>
  );
}

function PositionRow({
  position: o,
  onEdit,
  onMessage,
}: {
  position: RecruiterOpportunity;
  onEdit: (id: string) => void;
  onMessage: (message: string) => void;
}) {
  const client = useQueryClient();
  const errors = useErrorModal();
  const now = useNow();
  const open = o.status === 'open';
  // Held for moderation: not on the public site, so no link to it yet.
  const moderation = o.moderation?.state ?? 'approved';
  // Closing asks how it ended first: the answer words the applicants' closing e-mails.
  const [asking, setAsking] = useState(false);
  const toggle = useMutation({
    mutationFn: (outcome: ClosingOutcome | null) =>
      open ? recruiterOpportunities.close(o.id, outcome) : recruiterOpportunities.reopen(o.id),
    onSuccess: ({ message }) => {
      onMessage(message);
      return client.invalidateQueries({ queryKey: RECRUITER_OPPORTUNITIES_KEY });
    },
    onError: (error) => errors.show(serverMessage(error, 'The position could not be changed. Please try again.')),
  });
  const deadline = deadlineView(o.closing_date, now);
  const published = new Date(o.created_at * 1000).toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="position">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-slate-900">
            {open && moderation === 'approved' ? (
              <Link to={`/opportunities/${o.link}`} className={TEXT_LINK}>
                {o.title}
              </Link>
            ) : (
              o.title
            )}
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            Published {published}
            {deadline && ` · ${deadline.passed ? deadline.text : `Deadline ${deadline.text}`}`}
            {o.collect_resumes ? ' · Resumes collected here' : ' · Applications on your site'}
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${open ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'}`}
        >
          {open ? 'Open' : 'Closed'}
        </span>
      </div>
      <ModerationNote moderation={o.moderation} />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium text-slate-800">
          {o.applications.total} {o.applications.total === 1 ? 'application' : 'applications'}
        </span>
        <StatusCountChips counts={o.applications} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={`/university/applications/${o.id}`} className={`${SECONDARY_BUTTON} text-sm`}>
          View applications
        </Link>
        <Button variant="secondary" className="text-sm" onClick={() => onEdit(o.id)}>
          Edit
        </Button>
        <Button
          variant="secondary"
          className="text-sm"
          disabled={toggle.isPending}
          onClick={() => (open ? setAsking(true) : toggle.mutate(null))}
        >
          {open ? 'Close position' : 'Reopen position'}
        </Button>
      </div>
      <CloseOutcomeDialog
        title={asking ? o.title : null}
        onCancel={() => setAsking(false)}
        onChoose={(outcome) => {
          setAsking(false);
          toggle.mutate(outcome);
        }}
      />
    </li>
  );
}

/** Awaiting review, or not approved with the team's message; nothing for an approved position. */
function ModerationNote({ moderation }: { moderation: RecruiterOpportunity['moderation'] }) {
  if (!moderation || moderation.state === 'approved') return null;
  if (moderation.state === 'pending')
    return (
      <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <span className="font-semibold">Awaiting review.</span> Our team checks positions from new addresses before they
        appear in the listing.
      </p>
    );
  return (
    <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm break-words whitespace-pre-wrap text-red-800">
      <span className="font-semibold">Not approved:</span> {moderation.message ?? 'no reason given.'} Edit the position
      to send it for review again.
    </p>
  );
}
