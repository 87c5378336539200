// The detail page's save button with the view count (spec section 4: "Login to Save" and disabled
// when signed out).
import { useSavedOpportunity } from '../../api/saved.ts';
import { countWords } from '@phd/contracts/count-words';
import { BookmarkIcon, EyeIcon } from './icons.tsx';

export function DetailSaveButton({ opportunityId, views }: { opportunityId: string; views: number }) {
  const { signedIn, saved, pending, toggle } = useSavedOpportunity(opportunityId);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <button
        type="button"
        disabled={!signedIn}
        aria-pressed={signedIn ? saved : undefined}
        aria-busy={pending || undefined}
        onClick={toggle}
        className="flex items-center gap-2 rounded-lg border border-brand-700 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-600 disabled:hover:bg-transparent"
      >
        <BookmarkIcon className={`h-5 w-5 ${saved ? 'fill-current' : ''}`} />
        {!signedIn ? 'Login to Save' : saved ? 'Saved' : 'Save'}
      </button>
      <span className="flex items-center gap-1.5 text-sm text-slate-600" data-testid="view-count">
        <EyeIcon />
        {countWords(views, 'view')}
      </span>
    </div>
  );
}
