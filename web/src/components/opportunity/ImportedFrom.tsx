// Where an imported position came from (issue 31): a quiet line under the facts, on the opportunity
// page and a site's careers page. The source's link is nofollow: it is a feed or a careers page a
// recruiter or a site typed, not something PhD Finder vouches for.
import type { ImportedFromJson } from '@phd/contracts/public-schemas';
import { formatDeadline } from '@phd/contracts/seo';

export function ImportedFrom({ importedFrom }: { importedFrom: ImportedFromJson | null | undefined }) {
  if (!importedFrom) return null;
  const { name, url, imported_at } = importedFrom;
  return (
    <p className="text-sm text-slate-500" data-testid="imported-from">
      {'Imported from '}
      {url ? (
        <a href={url} rel="nofollow noopener" className="underline hover:text-slate-700">
          {name}
        </a>
      ) : (
        name
      )}
      {` on ${formatDeadline(imported_at)}`}
    </p>
  );
}
