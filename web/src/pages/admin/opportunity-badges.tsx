// A listing's state in the admin's table as small coloured badges: status (deleted first of all),
// source, and moderation with a suspended owner; the same colours wherever they show.
import type { AdminOpportunityJson } from '@phd/contracts/endpoints/admin-opportunities';

const BADGE = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

const STATUS: Record<AdminOpportunityJson['status'] | 'deleted', { label: string; colour: string }> = {
  open: { label: 'Open', colour: 'bg-green-100 text-green-900' },
  closed: { label: 'Closed', colour: 'bg-slate-200 text-slate-800' },
  draft: { label: 'Draft', colour: 'bg-amber-100 text-amber-900' },
  deleted: { label: 'Deleted', colour: 'bg-red-100 text-red-900' },
};

const MODERATION: Record<AdminOpportunityJson['moderation_state'], { label: string; colour: string }> = {
  approved: { label: 'Approved', colour: 'bg-sky-100 text-sky-900' },
  pending: { label: 'Held for review', colour: 'bg-amber-100 text-amber-900' },
  rejected: { label: 'Rejected', colour: 'bg-red-100 text-red-900' },
};

export const SOURCE_LABELS: Record<AdminOpportunityJson['source'], string> = {
  seed: 'Demo data',
  admin: 'Admin',
  recruiter: 'Recruiter',
  tenant: 'University site',
  import: 'Import',
  post_jobs: 'Post-jobs form',
};

export function StatusBadge({ o }: { o: Pick<AdminOpportunityJson, 'status' | 'deleted_at'> }) {
  const { label, colour } = STATUS[o.deleted_at !== null ? 'deleted' : o.status];
  return <span className={`${BADGE} ${colour}`}>{label}</span>;
}

export function SourceBadge({ source }: { source: AdminOpportunityJson['source'] }) {
  return <span className={`${BADGE} bg-slate-100 text-slate-800`}>{SOURCE_LABELS[source]}</span>;
}

export function ModerationBadges({ o }: { o: Pick<AdminOpportunityJson, 'moderation_state' | 'owner_suspended'> }) {
  const { label, colour } = MODERATION[o.moderation_state];
  return (
    <span className="flex flex-wrap gap-1">
      <span className={`${BADGE} ${colour}`}>{label}</span>
      {o.owner_suspended ? <span className={`${BADGE} bg-red-100 text-red-900`}>Owner suspended</span> : null}
    </span>
  );
}
