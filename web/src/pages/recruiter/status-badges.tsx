// Application statuses as small coloured counts and badges, the same colours everywhere.
import {
  APPLICATION_STATUSES,
  STATUS_LABELS,
  type ApplicationStatus,
  type StatusCounts,
} from '../../api/university.ts';

export const STATUS_COLOURS: Record<ApplicationStatus, string> = {
  new: 'bg-sky-100 text-sky-900',
  reviewing: 'bg-amber-100 text-amber-900',
  shortlisted: 'bg-violet-100 text-violet-900',
  rejected: 'bg-slate-200 text-slate-800',
  offered: 'bg-green-100 text-green-900',
  withdrawn: 'bg-slate-100 text-slate-700',
  closed: 'bg-slate-100 text-slate-700',
};

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_COLOURS[status]}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}

/** "3 New · 1 Shortlisted": only the statuses that have applications. */
export function StatusCountChips({ counts }: { counts: StatusCounts }) {
  const present = APPLICATION_STATUSES.filter((status) => counts[status] > 0);
  if (present.length === 0) return null;
  return (
    <ul aria-label="Applications by status" className="flex flex-wrap gap-1.5">
      {present.map((status) => (
        <li key={status} className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_COLOURS[status]}`}>
          {counts[status]} {STATUS_LABELS[status]}
        </li>
      ))}
    </ul>
  );
}
