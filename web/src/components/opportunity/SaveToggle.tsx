// The card's save toggle (spec section 4, "Save toggle"): signed-out visitors see it disabled with
// the hint "Login to save". Saving itself arrives with candidate accounts, which pass `onToggle`.
import { BookmarkIcon } from './icons.tsx';
import { useSignedIn } from './signed-in.ts';

export interface SaveToggleProps {
  saved?: boolean;
  onToggle?: () => void;
}

export function SaveToggle({ saved = false, onToggle }: SaveToggleProps) {
  const signedIn = useSignedIn();
  const hint = signedIn ? 'Save opportunity' : 'Login to save';
  return (
    <button
      type="button"
      aria-label={hint}
      title={hint}
      aria-pressed={signedIn ? saved : undefined}
      disabled={!signedIn || !onToggle}
      onClick={onToggle}
      className="rounded-full border border-slate-300 p-2 text-slate-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
    >
      <BookmarkIcon className={`h-5 w-5 ${saved ? 'fill-current' : ''}`} />
    </button>
  );
}
