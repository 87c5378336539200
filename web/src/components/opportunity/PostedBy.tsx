// Who published a position on the site (the /phd-postings pages): name, position and department.
import type { PostedByJson } from '@phd/contracts/public-schemas';

export function PostedBy({
  postedBy,
  compact = false,
}: {
  postedBy: PostedByJson | null | undefined;
  compact?: boolean;
}) {
  if (!postedBy) return null;
  const role = [postedBy.position, postedBy.department].filter(Boolean).join(', ');
  return (
    <p className={compact ? 'text-sm text-slate-700' : 'text-slate-700'} data-testid="posted-by">
      <span className="text-slate-500">Posted by </span>
      <span className="font-medium text-slate-900">{postedBy.name}</span>
      {role && <span>, {role}</span>}
    </p>
  );
}
