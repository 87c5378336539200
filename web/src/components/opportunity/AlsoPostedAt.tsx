// The other postings of the same position (a near-duplicate group, issue 17): the listing shows the
// group once, and each of its pages names where else it was posted, with a link.
import { Link } from 'react-router-dom';
import type { AlsoPostedAtJson } from '../../shared/api-types.ts';
import { opportunityPath } from '../../shared/paths.ts';

export function AlsoPostedAt({ postings }: { postings: readonly AlsoPostedAtJson[] | undefined }) {
  if (!postings || postings.length === 0) return null;
  return (
    <p className="text-slate-700" data-testid="also-posted-at">
      <span className="text-slate-500">Also posted at </span>
      {postings.map((p, i) => (
        <span key={p.id}>
          {i > 0 && ', '}
          <Link to={opportunityPath(p.link)} className="font-medium text-blue-700 hover:underline" title={p.title}>
            {p.university}
          </Link>
          {p.status === 'closed' && <span className="text-slate-500"> (closed)</span>}
        </span>
      ))}
    </p>
  );
}
