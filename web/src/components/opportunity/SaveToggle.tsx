// The card's save toggle (spec section 4, "Save toggle"): signed-in users flip saved / not saved;
// signed-out visitors see it disabled with the hint "Login to save".
import { useSavedOpportunity } from '../../api/saved.ts';
import { BookmarkIcon } from './icons.tsx';

export function SaveToggle({ opportunityId }: { opportunityId: string }) {
  const { signedIn, saved, pending, toggle } = useSavedOpportunity(opportunityId);
  const hint = !signedIn ? 'Login to save' : saved ? 'Remove from saved' : 'Save opportunity';
  return (
    <button
      type="button"
      aria-label={hint}
      title={hint}
      aria-pressed={signedIn ? saved : undefined}
      disabled={!signedIn}
      aria-busy={pending || undefined}
      onClick={toggle}
      className={`rounded-full border p-2 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 ${
        saved ? 'border-brand-700 text-brand-700' : 'border-slate-300 text-slate-700'
      }`}
    >
      <BookmarkIcon className={`h-5 w-5 ${saved ? 'fill-current' : ''}`} />
    </button>
  );
}
