// /user and /user/{userid}: the signed-in person's profile (spec route table; content ours): picture or
// initials, name, e-mail and role, with the way to their dashboard and Smart Picks and to sign out.
// Nobody else's profile exists on the client: another id says so.
import { Link, useParams } from 'react-router-dom';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { SECONDARY_BUTTON } from '../../components/ui/styles.ts';
import { displayName, useCurrentUser, useLogout } from '../../layout/useCurrentUser.ts';
import { pageMeta } from '@phd/contracts/seo';
import { SignedOutPrompt } from './SignedOutPrompt.tsx';

export function UserPage() {
  const { userid } = useParams();
  const { user, isAdmin } = useCurrentUser();
  const logout = useLogout();
  const meta = <PageHead meta={pageMeta('/user')} />;
  if (!user) {
    return (
      <>
        {meta}
        <SignedOutPrompt what="your profile" />
      </>
    );
  }
  if (userid && userid.toLowerCase() !== user.id.toLowerCase()) {
    return (
      <>
        {meta}
        <div className="mx-auto max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm">
          <h1 className="text-2xl font-bold text-brand-900">This is not your profile</h1>
          <p className="mt-2 text-slate-700">Profiles are private: you can only see your own.</p>
          <Link to="/user" className={`${SECONDARY_BUTTON} mt-6`}>
            Go to your profile
          </Link>
        </div>
      </>
    );
  }
  const name = displayName(user);
  return (
    <>
      {meta}
      <div className="mx-auto max-w-lg rounded-2xl bg-white p-8 shadow-sm">
        <div className="flex items-center gap-4">
          {user.picture ? (
            <img
              src={user.picture}
              alt=""
              className="h-16 w-16 rounded-full object-cover"
              referrerPolicy="no-referrer"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-700 text-2xl font-semibold text-white"
            >
              {name.slice(0, 1).toUpperCase()}
            </span>
          )}
          <div>
            <h1 className="text-2xl font-bold text-brand-900">{name}</h1>
            <p className="text-slate-700">{user.email}</p>
            {isAdmin && <p className="text-sm font-medium text-brand-700">Administrator</p>}
          </div>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/dashboard" className={SECONDARY_BUTTON}>
            Dashboard
          </Link>
          <Link to="/smart-picks" className={SECONDARY_BUTTON}>
            Smart Picks
          </Link>
          <Button type="button" disabled={logout.isPending} onClick={() => logout.mutate()}>
            {logout.isPending ? 'Logging out...' : 'Logout'}
          </Button>
        </div>
      </div>
    </>
  );
}
