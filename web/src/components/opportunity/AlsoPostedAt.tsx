// The other open postings of the same position (a near-duplicate group, issue 17): the listing shows
// the group once, and each of its pages names where else it can be applied to, with a link. Copies
// are often at one university, so each says who posted it or where it came from, and its own title
// when that differs from this page's.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { AlsoPostedAtJson, PostingOriginJson } from '@phd/contracts/public-schemas';
import { opportunityPath } from '@phd/contracts/paths';

/** "posted on PhD Finder by Dr Jane Roe", "from the Demo University careers site", "imported from …". */
export function originPhrase(origin: PostingOriginJson): string {
  switch (origin.kind) {
    case 'poster':
      return origin.name ? `posted on PhD Finder by ${origin.name}` : 'posted on PhD Finder';
    case 'careers_site':
      return `from the ${origin.name} careers site`;
    case 'imported':
      return origin.name ? `imported from ${origin.name}` : 'imported';
    case 'phd_finder':
      return 'listed by PhD Finder';
  }
}

export function AlsoPostedAt({
  postings,
  title,
}: {
  postings: readonly AlsoPostedAtJson[] | undefined;
  title: string;
}) {
  const labelId = useId();
  if (!postings || postings.length === 0) return null;
  return (
    <div className="text-slate-700" data-testid="also-posted-at">
      <p id={labelId} className="text-slate-500">
        Also posted at
      </p>
      <ul aria-labelledby={labelId} className="mt-1 list-disc space-y-1 pl-5">
        {postings.map((p) => (
          <li key={p.id}>
            <Link to={opportunityPath(p.link)} className="font-medium text-blue-700 hover:underline">
              {p.university}
            </Link>
            {`, ${originPhrase(p.origin)}`}
            {p.title !== title && <span className="text-slate-500">{` (as “${p.title}”)`}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
