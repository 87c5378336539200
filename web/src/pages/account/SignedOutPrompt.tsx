// What the signed-in screens show a visitor: a short explanation and the way to sign in, coming back here.
import { Link, useLocation } from 'react-router-dom';
import { PRIMARY_BUTTON } from '../../components/ui/styles.ts';

export function SignedOutPrompt({ what }: { what: string }) {
  const { pathname, search } = useLocation();
  return (
    <div className="mx-auto max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold text-brand-900">Please sign in</h1>
      <p className="mt-2 text-slate-700">Sign in with Google or LinkedIn to see {what}.</p>
      <Link to="/login" state={{ from: `${pathname}${search}` }} className={`${PRIMARY_BUTTON} mt-6`}>
        Login
      </Link>
    </div>
  );
}
